/**
 * resources/lib/validate.ts against the policies declaration: the rules the create/edit forms
 * show and the fake API enforces (contract: "Every write is validated against the same declaration").
 */
import { describe, it, expect } from 'vitest';
import { checkWrite, interpolate, validateField, type RecordData } from '../../resources/lib/validate';
import { DEFAULT_STRING_MAX, type FieldDecl } from '../../resources/lib/schema';
import policies from '../../resources/policies';

const f = policies.fields;

/** A complete, valid create body. */
const validBody = () => ({
  number: '123456',
  name: 'Oncology imaging review',
  contentType: 'img',
  filterType: 'rules',
  count: 12,
  status: 'online',
});

/** A stored record, as the server holds it. */
const stored = (): RecordData => ({ id: 7, ...validBody(), createdTime: '2026-10-01T08:00:00.000Z' });

describe('validateField: required', () => {
  it('rejects an empty required field', () => {
    for (const empty of [undefined, null, '']) {
      expect(validateField(f.name, empty)).toEqual({ key: 'ra.validation.required' });
      expect(validateField(f.number, empty)).toEqual({ key: 'ra.validation.required' });
      expect(validateField(f.status, empty)).toEqual({ key: 'ra.validation.required' });
    }
  });

  it('accepts an empty optional field', () => {
    expect(validateField({ kind: 'text' }, '')).toBeUndefined();
    expect(validateField({ kind: 'number' }, null)).toBeUndefined();
  });
});

describe('validateField: the set number pattern (2 to 12 digits)', () => {
  it('accepts 2 to 12 digits', () => {
    expect(validateField(f.number, '12')).toBeUndefined();
    expect(validateField(f.number, '123456')).toBeUndefined();
    expect(validateField(f.number, '123456789012')).toBeUndefined();
  });

  it('rejects too few or too many digits, and anything but digits', () => {
    const mismatch = { key: 'resources.policies.validation.number' };
    expect(validateField(f.number, '1')).toEqual(mismatch);
    expect(validateField(f.number, '1234567890123')).toEqual(mismatch);
    expect(validateField(f.number, '12a4')).toEqual(mismatch);
    expect(validateField(f.number, ' 1234')).toEqual(mismatch);
    expect(validateField(f.number, '１２３')).toEqual(mismatch);
  });

  it('must match the whole value, not a part of it', () => {
    expect(validateField(f.number, 'abc123def')).toEqual({ key: 'resources.policies.validation.number' });
    expect(validateField(f.number, '12\n34')).toEqual({ key: 'resources.policies.validation.number' });
  });

  it('rejects a number that is not text', () => {
    expect(validateField(f.number, 123456)).toEqual({ key: 'mds.validation.string' });
  });
});

describe('validateField: lengths', () => {
  it('accepts a 60-character set name and rejects 61', () => {
    expect(validateField(f.name, 'a'.repeat(60))).toBeUndefined();
    expect(validateField(f.name, 'a'.repeat(61))).toEqual({ key: 'ra.validation.maxLength', args: { max: 60 } });
  });

  it('counts characters, not UTF-16 units: 60 Chinese characters or emoji fit a 60-character name', () => {
    expect(validateField(f.name, '医'.repeat(60))).toBeUndefined();
    expect(validateField(f.name, '😀'.repeat(60))).toBeUndefined();
    expect(validateField(f.name, '😀'.repeat(61))).toEqual({ key: 'ra.validation.maxLength', args: { max: 60 } });
  });

  it('limits strings without a declared maximum to 2,000 characters', () => {
    const plain: FieldDecl = { kind: 'longtext' };
    expect(DEFAULT_STRING_MAX).toBe(2000);
    expect(validateField(plain, 'x'.repeat(2000))).toBeUndefined();
    expect(validateField(plain, 'x'.repeat(2001))).toEqual({ key: 'ra.validation.maxLength', args: { max: 2000 } });
    expect(validateField(f.number, '1'.repeat(2001))).toEqual({ key: 'ra.validation.maxLength', args: { max: 2000 } });
  });

  it('applies a declared minimum length', () => {
    const decl: FieldDecl = { kind: 'text', minLength: 3 };
    expect(validateField(decl, 'ab')).toEqual({ key: 'ra.validation.minLength', args: { min: 3 } });
    expect(validateField(decl, 'abc')).toBeUndefined();
  });
});

describe('validateField: numbers', () => {
  it('requires a whole number for the count', () => {
    expect(validateField(f.count, 3)).toBeUndefined();
    expect(validateField(f.count, 1.5)).toEqual({ key: 'mds.validation.integer' });
  });

  it('rejects what is not a finite number', () => {
    expect(validateField(f.count, '3')).toEqual({ key: 'ra.validation.number' });
    expect(validateField(f.count, Number.NaN)).toEqual({ key: 'ra.validation.number' });
    expect(validateField(f.count, Number.POSITIVE_INFINITY)).toEqual({ key: 'ra.validation.number' });
  });

  it('keeps the count within its declared range, bounds included', () => {
    expect(validateField(f.count, 0)).toBeUndefined();
    expect(validateField(f.count, 1_000_000_000)).toBeUndefined();
    expect(validateField(f.count, -1)).toEqual({ key: 'ra.validation.minValue', args: { min: 0 } });
    expect(validateField(f.count, 1_000_000_001)).toEqual({ key: 'ra.validation.maxValue', args: { max: 1_000_000_000 } });
  });
});

describe('validateField: enums, dates, links, booleans, emails', () => {
  it('accepts only declared enum values and lists them in the message', () => {
    for (const value of f.contentType.values ?? []) expect(validateField(f.contentType, value)).toBeUndefined();
    const error = validateField(f.contentType, 'gif');
    expect(error?.key).toBe('ra.validation.oneOf');
    expect(error?.args?.options).toBe((f.contentType.values ?? []).join(', '));
    expect(validateField(f.status, 'Online')?.key).toBe('ra.validation.oneOf');
    expect(validateField(f.status, 1)?.key).toBe('ra.validation.oneOf');
  });

  it('accepts ISO dates and rejects other text', () => {
    expect(validateField(f.createdTime, '2026-10-31T18:00:00.000Z')).toBeUndefined();
    expect(validateField(f.createdTime, '2026-10-31')).toBeUndefined();
    expect(validateField(f.createdTime, '2026-10-31T18:00:00+08:00')).toBeUndefined();
    expect(validateField(f.createdTime, 'yesterday')).toEqual({ key: 'mds.validation.date' });
    expect(validateField(f.createdTime, '31/10/2026')).toEqual({ key: 'mds.validation.date' });
    expect(validateField(f.createdTime, '2026-13-01')).toEqual({ key: 'mds.validation.date' });
    expect(validateField(f.createdTime, 1_700_000_000_000)).toEqual({ key: 'mds.validation.date' });
  });

  it('accepts http and https links and rejects javascript: and other schemes', () => {
    const link: FieldDecl = { kind: 'url' };
    expect(validateField(link, 'http://example.com/a?b=1')).toBeUndefined();
    expect(validateField(link, 'https://example.com')).toBeUndefined();
    expect(validateField(link, 'HTTPS://EXAMPLE.COM')).toBeUndefined();
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      '//example.com',
      'example.com',
      'http://',
    ]) {
      expect(validateField(link, bad)).toEqual({ key: 'mds.validation.url' });
    }
  });

  it('accepts only true and false for a boolean', () => {
    const flag: FieldDecl = { kind: 'boolean' };
    expect(validateField(flag, true)).toBeUndefined();
    expect(validateField(flag, false)).toBeUndefined();
    expect(validateField(flag, 'true')).toEqual({ key: 'mds.validation.boolean' });
  });

  it('checks the shape of an email', () => {
    const email: FieldDecl = { kind: 'email' };
    expect(validateField(email, 'wang.li@example.com')).toBeUndefined();
    expect(validateField(email, 'wang.li@')).toEqual({ key: 'ra.validation.email' });
  });
});

describe('checkWrite: create', () => {
  it('accepts a complete valid body and returns what would be stored', () => {
    const { errors, value } = checkWrite(policies, validBody(), 'create');
    expect(errors).toEqual({});
    expect(value).toEqual(validBody());
  });

  it('rejects an unknown field', () => {
    const { errors } = checkWrite(policies, { ...validBody(), owner: 'me' }, 'create');
    expect(errors).toEqual({ owner: { key: 'mds.validation.unknown' } });
  });

  it('ignores a client-sent id', () => {
    const { errors, value } = checkWrite(policies, { ...validBody(), id: 999 }, 'create');
    expect(errors).toEqual({});
    expect(value).not.toHaveProperty('id');
  });

  it('rejects the server-managed createdTime', () => {
    const { errors, value } = checkWrite(policies, { ...validBody(), createdTime: '2020-01-01T00:00:00.000Z' }, 'create');
    expect(errors).toEqual({ createdTime: { key: 'mds.validation.readonly' } });
    expect(value).not.toHaveProperty('createdTime');
  });

  it('applies declared defaults to missing fields', () => {
    const { errors, value } = checkWrite(policies, { number: '42', name: 'Cardiology DICOM sync' }, 'create');
    expect(errors).toEqual({});
    for (const [name, decl] of Object.entries(policies.fields)) {
      if (decl.defaultValue !== undefined) expect(value[name]).toBe(decl.defaultValue);
    }
    expect(value.number).toBe('42');
  });

  it('reports every missing required field without a default', () => {
    const { errors } = checkWrite(policies, {}, 'create');
    const requiredWithoutDefault = Object.entries(policies.fields)
      .filter(([, d]) => d.required && d.defaultValue === undefined && !d.auto)
      .map(([n]) => n)
      .sort();
    expect(Object.keys(errors).sort()).toEqual(requiredWithoutDefault);
    for (const name of requiredWithoutDefault) expect(errors[name]).toEqual({ key: 'ra.validation.required' });
  });

  it('treats an emptied enum as missing, so it is required', () => {
    const { errors, value } = checkWrite(policies, { ...validBody(), status: '' }, 'create');
    expect(errors).toEqual({ status: { key: 'ra.validation.required' } });
    expect(value.status).toBeNull();
  });

  it('reports a field error for each bad field at once', () => {
    const { errors } = checkWrite(policies, { ...validBody(), number: '1', name: 'n'.repeat(61), count: -5 }, 'create');
    expect(Object.keys(errors).sort()).toEqual(['count', 'name', 'number']);
  });
});

describe('checkWrite: update', () => {
  it('merges the changes with the current record', () => {
    const current = stored();
    const { errors, value } = checkWrite(policies, { name: 'Renamed' }, 'update', current);
    expect(errors).toEqual({});
    expect(value).toEqual({ ...current, name: 'Renamed' });
  });

  it('validates the merged record: a change cannot make it invalid', () => {
    const { errors } = checkWrite(policies, { count: 2.5 }, 'update', stored());
    expect(errors).toEqual({ count: { key: 'mds.validation.integer' } });
  });

  it('does not apply defaults on update', () => {
    const current = { ...stored(), status: 'online' };
    const { value } = checkWrite(policies, { name: 'x' }, 'update', current);
    expect(value.status).toBe('online');
  });

  it('accepts an unchanged createdTime and id sent back with the record', () => {
    const current = stored();
    const { errors, value } = checkWrite(policies, { ...current, name: 'Renamed' }, 'update', current);
    expect(errors).toEqual({});
    expect(value.createdTime).toBe(current.createdTime);
  });

  it('rejects a changed createdTime and keeps the stored one', () => {
    const current = stored();
    const { errors, value } = checkWrite(policies, { createdTime: '2020-01-01T00:00:00.000Z' }, 'update', current);
    expect(errors).toEqual({ createdTime: { key: 'mds.validation.readonly' } });
    expect(value.createdTime).toBe(current.createdTime);
  });

  it('rejects a changed id', () => {
    const { errors } = checkWrite(policies, { id: 8 }, 'update', stored());
    expect(errors).toEqual({ id: { key: 'mds.validation.readonly' } });
  });

  it('rejects an unknown field on update too', () => {
    const { errors } = checkWrite(policies, { role: 'admin' }, 'update', stored());
    expect(errors).toEqual({ role: { key: 'mds.validation.unknown' } });
  });
});

describe('interpolate', () => {
  it('fills %{name} placeholders', () => {
    expect(interpolate('Must be %{max} characters or less', { max: 60 })).toBe('Must be 60 characters or less');
    expect(interpolate('%{a} and %{b}', { a: 'x', b: 2 })).toBe('x and 2');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(interpolate('Must be one of: %{options}', {})).toBe('Must be one of: %{options}');
    expect(interpolate('plain text')).toBe('plain text');
  });

  it('renders react-admin validation messages with the arguments validateField gives', () => {
    const error = validateField(f.name, 'a'.repeat(61));
    expect(interpolate('Must be %{max} characters or less', error?.args)).toBe('Must be 60 characters or less');
  });
});
