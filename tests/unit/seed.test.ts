/**
 * resources/lib/seed.ts: the fake API's starting data, deterministic and valid against the same
 * declaration the forms and the API check, for every declaration.
 */
import { describe, it, expect } from 'vitest';
import { SEED_EPOCH, seedRecords } from '../../resources/lib/seed';
import { activeRule, checkWrite, isIsoDate, validateField } from '../../resources/lib/validate';
import { fieldEntries, isFieldActive, isFormField } from '../../resources/lib/schema';
import policies from '../../resources/policies';
import { declarations } from '../../src/registry/declarations';

const DAY = 86_400_000;

describe.each(declarations.filter((decl) => decl.seed.count > 0).map((decl) => [decl.name, decl] as const))('seedRecords(%s)', (_, decl) => {
  const rows = seedRecords(decl, decl.seed.count);

  it('seeds as many rows as declared, with ids 1..count', () => {
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: decl.seed.count }, (_, i) => i + 1));
  });

  it('is deterministic: two runs give the same rows', () => {
    expect(seedRecords(decl, decl.seed.count)).toEqual(rows);
  });

  it('passes every declared field rule, and would be accepted as an update by the write checks', () => {
    for (const row of rows) {
      for (const [name, f] of fieldEntries(decl)) if (isFieldActive(f, row)) expect(validateField(f, row[name]), `row ${row.id} ${name}`).toBeUndefined();
      expect(checkWrite(decl, row, 'update', row).errors, `row ${row.id}`).toEqual({});
    }
  });
});

describe('seedRecords(policies)', () => {
  const rows = seedRecords(policies, policies.seed.count);

  it('fills every declared field of every row, dependent fields only while their condition holds', () => {
    for (const row of rows)
      for (const [name, f] of fieldEntries(policies)) expect(row[name] === undefined, `row ${row.id} ${name}`).toBe(!isFieldActive(f, row));
    expect(rows.filter((r) => r.status === 'offline').every((r) => typeof r.offlineReason === 'string')).toBe(true);
    expect(rows.some((r) => r.status === 'online')).toBe(true);
  });

  it('passes validateField for each form field of every row', () => {
    const formFields = fieldEntries(policies).filter(([, f]) => isFormField(f));
    expect(formFields.length).toBeGreaterThan(0);
    const failures = rows.flatMap((row) =>
      formFields.flatMap(([name, f]) => {
        const rule = activeRule(f, row);
        const error = rule && validateField(rule, row[name]);
        return error ? [`row ${row.id} ${name}=${JSON.stringify(row[name])}: ${error.key}`] : [];
      }),
    );
    expect(failures).toEqual([]);
  });

  it('gives every row a distinct ISO createdTime within the last 365 days of the seed epoch', () => {
    const times = rows.map((r) => r.createdTime);
    for (const t of times) {
      expect(isIsoDate(t), String(t)).toBe(true);
      expect(new Date(t as string).toISOString()).toBe(t);
      const ms = Date.parse(t as string);
      expect(ms).toBeLessThanOrEqual(SEED_EPOCH);
      expect(ms).toBeGreaterThan(SEED_EPOCH - 365 * DAY);
    }
    expect(new Set(times).size).toBe(rows.length);
  });

  it('orders rows newest first, so the default sort (createdTime DESC) shows id 1 first', () => {
    const ms = rows.map((r) => Date.parse(r.createdTime as string));
    for (let i = 1; i < ms.length; i++) expect(ms[i]).toBeLessThan(ms[i - 1]);
  });

  it('uses several values of each enum', () => {
    for (const [name, f] of fieldEntries(policies)) {
      if (f.kind !== 'enum') continue;
      expect(new Set(rows.map((r) => r[name])).size, name).toBeGreaterThan(1);
    }
  });
});

describe('seedRecords at 100,000 rows', () => {
  const count = 100_000;
  const rows = seedRecords(policies, count);

  it('generates them all', () => {
    expect(rows).toHaveLength(count);
    expect(rows[count - 1].id).toBe(count);
  });

  it('keeps unique numbers distinct', () => {
    const uniqueFields = fieldEntries(policies).filter(([, f]) => f.unique);
    expect(uniqueFields.map(([n]) => n)).toContain('number');
    for (const [name, f] of uniqueFields) {
      expect(new Set(rows.map((r) => r[name])).size, name).toBe(count);
      const sample = rows.filter((_, i) => i % 997 === 0);
      for (const row of sample) expect(validateField(f, row[name])).toBeUndefined();
    }
  });

  it('keeps createdTime distinct', () => {
    expect(new Set(rows.map((r) => r.createdTime)).size).toBe(count);
  });
});
