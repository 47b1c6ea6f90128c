/**
 * A record's history in words (src/engine/workflow/useHistoryText.ts): what the system did and
 * why (another record's transition, the scheduled expiry check), one approval of several, a retired
 * field's value, and the fields a guard took under names of their own, in both locales.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { HistoryEntry } from '../../resources/lib/workflow';
import { approvalNumber } from '../../src/engine/workflow';
import { declarations } from '../../src/registry/declarations';
import { ADMIN, historyEntry, memoryApi, renderGovernance, REVIEWER, storedFile, USER } from './workflowGovernanceAdmin';

const LOADED = { timeout: 15_000 };
const SHA = '0123456789abcdef'.repeat(4);

const output = { id: 5, title: 'Readmission rates', grant: 1, file: storedFile('r.csv', SHA), disclosure: 'failed', owner: USER.userId, state: 'held' };
const grant = { id: 1, code: 'GRNT-2026-0001', grantee: USER.userId, state: 'expired', expiresAt: '2026-01-31' };

/** Each history item's two lines, once loaded. */
async function items(heading = 'History') {
  await screen.findByRole('heading', { name: heading }, LOADED);
  const list = await screen.findByRole('list', {}, LOADED);
  return within(list)
    .getAllByRole('listitem')
    .map((li) => ({
      primary: li.querySelector('.MuiListItemText-primary')?.textContent ?? '',
      secondary: li.querySelector('.MuiListItemText-secondary')?.textContent ?? '',
    }));
}

const outputHistory = (): HistoryEntry[] => [
  historyEntry('system', 'retire', 'submitted', 'submitted', { fields: { smallestCell: 7 } }),
  historyEntry(ADMIN, 'check', 'submitted', 'checked', { fields: { sha256: SHA, disclosureOverride: 'Suppressed by hand', manualCheck: true } }),
  historyEntry('system', 'hold', 'checked', 'held', { cause: { resource: 'grants', id: 1, transition: 'close' } }),
];

describe('the history in words', () => {
  afterEach(cleanup);

  it('a retired field keeps its value; a guard’s fields are named; the system acts because of another record', async () => {
    const api = memoryApi({ outputs: [output], grants: [grant] }, { 'outputs/5': outputHistory() });
    renderGovernance('/outputs/5/show', REVIEWER, api.dataProvider);
    const [retired, check, hold] = await items();
    expect(retired.primary).toBe('Retired field “smallestCell”: 7');
    expect(retired.secondary).toMatch(/by System$/);
    expect(check.primary).toBe('Check: Submitted → Checked');
    expect(check.secondary).toContain('by Wang Lin');
    expect(check.secondary).toContain('File checked (sha256): 0123456789ab…');
    expect(check.secondary).toContain('Override reason: Suppressed by hand');
    expect(check.secondary).toContain('Checked by eye: Yes');
    expect(check.secondary).not.toContain(SHA);
    expect(hold.primary).toBe('Hold: Checked → Held');
    expect(hold.secondary).toContain('by System');
    expect(hold.secondary).toContain('because of “Close” on Access grant #1');
  }, 30_000);

  it('the same in Chinese', async () => {
    const api = memoryApi({ outputs: [output], grants: [grant] }, { 'outputs/5': outputHistory() });
    renderGovernance('/outputs/5/show', REVIEWER, api.dataProvider, 'zh-CN');
    const [retired, check, hold] = await items('流转记录');
    expect(retired.primary).toBe('已停用字段“smallestCell”：7');
    expect(check.secondary).toContain('所查文件（sha256）：0123456789ab…');
    expect(check.secondary).toContain('越过检查的理由：Suppressed by hand');
    expect(hold.secondary).toContain('系统');
    expect(hold.secondary).toContain('因访问授权 #1“关闭”');
  }, 30_000);

  it('the scheduled expiry check is named as the cause of an expiry', async () => {
    const history = [historyEntry('system', 'expire', 'active', 'expired', { cause: { resource: 'jobs', id: 0, transition: 'expirySweep' } })];
    const api = memoryApi({ grants: [grant] }, { 'grants/1': history });
    renderGovernance('/grants/1/show', REVIEWER, api.dataProvider);
    const [expire] = await items();
    expect(expire.primary).toBe('Expire: Active → Expired');
    expect(expire.secondary).toContain('by System');
    expect(expire.secondary).toContain('by the scheduled expiry check');
  }, 30_000);

  it('approvals towards a quorum are counted, and start again after the state changes', () => {
    const history = [
      historyEntry(USER, 'submit', 'draft', 'submitted'),
      historyEntry(ADMIN, 'approve', 'submitted', 'submitted'),
      historyEntry(REVIEWER, 'returnForRevision', 'submitted', 'returned'),
      historyEntry(USER, 'submit', 'returned', 'submitted'),
      historyEntry(REVIEWER, 'approve', 'submitted', 'submitted'),
      historyEntry(ADMIN, 'approve', 'submitted', 'approved'),
    ];
    const requests = declarations.find((d) => d.name === 'accessRequests')!;
    const numbers = (entries: HistoryEntry[]) => entries.map((_, i) => approvalNumber(requests, entries, i));
    // Only an approval towards a quorum has a number.
    expect(numbers(history)).toEqual([undefined, 1, undefined, undefined, 1, undefined]);
    expect(numbers([...history.slice(0, 2), historyEntry(REVIEWER, 'approve', 'submitted', 'submitted')])).toEqual([undefined, 1, 2]);
  });
});
