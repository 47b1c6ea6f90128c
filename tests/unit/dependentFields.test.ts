/** Dependent fields (`when`): shown, required, validated and stored only while their condition holds. */
import { describe, expect, it } from 'vitest';
import policies from '../../resources/policies';
import { checkImportRows } from '../../resources/lib/importRows';
import { activeRule, checkWrite } from '../../resources/lib/validate';

const online = { number: '123', name: 'n', contentType: 'img', filterType: 'rules', count: 1, status: 'online' };

describe('dependent fields', () => {
  it('are inactive, and not required, until the controlling field has a listed value', () => {
    const f = policies.fields.offlineReason;
    expect(activeRule(f, { status: 'online' })).toBeUndefined();
    expect(activeRule(f, {})).toBeUndefined();
    expect(activeRule(f, { status: 'offline' })?.required).toBe(true);
  });

  it('make the API require the reason for offline and drop it for online', () => {
    expect(checkWrite(policies, online, 'create').errors).toEqual({});
    expect(checkWrite(policies, { ...online, offlineReason: 'stale' }, 'create').value).not.toHaveProperty('offlineReason');
    const offline = checkWrite(policies, { ...online, status: 'offline', offlineReason: '' }, 'create');
    expect(offline.errors.offlineReason?.key).toBe('ra.validation.required');
    const stored = { ...online, id: 1 };
    expect(checkWrite(policies, { status: 'offline' }, 'update', stored).errors.offlineReason?.key).toBe('ra.validation.required');
    expect(checkWrite(policies, { status: 'offline', offlineReason: 'Paused' }, 'update', stored).value).toMatchObject({
      status: 'offline',
      offlineReason: 'Paused',
    });
  });

  it('still follow their own rules while active', () => {
    const long = checkWrite(policies, { ...online, status: 'offline', offlineReason: 'x'.repeat(201) }, 'create');
    expect(long.errors.offlineReason?.key).toBe('ra.validation.maxLength');
  });

  it('are judged on the whole row in an import; enum labels read as their values', () => {
    const labels = { status: { online: 'Online', offline: 'Offline' } };
    const [a, b] = checkImportRows(
      policies,
      [
        { number: '12', name: 'a', status: 'Offline', offlineReason: 'x'.repeat(201) },
        { number: '13', name: 'b', status: 'Online', offlineReason: 'ignored' },
      ],
      {},
      labels,
    );
    expect(a.errors.offlineReason?.key).toBe('ra.validation.maxLength');
    expect(b.errors).toEqual({});
    expect(b.value.status).toBe('online');
    expect(b.value).not.toHaveProperty('offlineReason');
  });
});
