/**
 * What a transition's `creates` must leave behind: one more record in the target collection that
 * refers to the record moved (through the values taken `{ from: 'id' }`), carrying the values the
 * declaration says it takes from the record, from the fields given, or as constants.
 */
import { isRoleAllowed, MAX_PAGE_SIZE, type EffectValue, type ResourceDecl, type Transition } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import { CALLERS, roleOf, type Caller, type ContractClient } from './client';
import { check, expectCode } from './expect';

/** Enough pages for a test collection; a larger one is counted by its total instead. */
const MAX_PAGES = 20;

/** Equal as the API answers them: dates by the instant, lists (a `multiple` field) by their values. */
const same = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === 'string' && typeof b === 'string' && !Number.isNaN(Date.parse(a)) && Date.parse(a) === Date.parse(b)) ||
  (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/** A value refers to `id`: it is the id, or (a `multiple` reference) lists it. */
const refersTo = (value: unknown, id: unknown) => value === id || (Array.isArray(value) && value.includes(id));

/** Counting and checking the records `t` creates for the record `id` of `decl`, which `owner` may read. */
export function createdRecords(c: ContractClient, decl: ResourceDecl, t: Transition, known: readonly ResourceDecl[], id: unknown, owner: Caller) {
  const effect = t.creates!;
  const target = known.find((d) => d.name === effect.resource);
  check(target, `${t.name} creates ${effect.resource} records, a resource the suite was not given`);
  const readers = CALLERS.filter((who) => isRoleAllowed(target.access.read, roleOf(who)));
  check(readers.length > 0, `nobody may read ${target.name}, so what ${t.name} creates cannot be checked`);
  const references = Object.entries(effect.values)
    .filter(([, v]) => v.from === 'id')
    .map(([name]) => name);

  /** Every record referring to `id` that any reader sees (a per-user collection shows each their own). */
  async function referring(): Promise<Map<unknown, RecordData>> {
    const found = new Map<unknown, RecordData>();
    for (const who of readers) {
      for (let current = 1; current <= MAX_PAGES; current++) {
        const page = await c.call<{ list: RecordData[]; total: number }>('GET', target!.endpoint, { role: who, query: { current, pageSize: MAX_PAGE_SIZE } });
        expectCode(page, 20000, `GET ${target!.endpoint} as ${who}`);
        for (const row of page.body.data.list) if (references.some((name) => refersTo(row[name], id))) found.set(row.id, row);
        if (current * MAX_PAGE_SIZE >= page.body.data.total) break;
      }
    }
    return found;
  }
  const total = async () => {
    const page = await c.call<{ total: number }>('GET', target.endpoint, { role: readers[0], query: { pageSize: 1 } });
    expectCode(page, 20000, `GET ${target.endpoint} as ${readers[0]}`);
    return page.body.data.total;
  };

  return {
    count: async () => (references.length ? (await referring()).size : await total()),
    /** The newest record referring to `id` (the one the transition made), if it can be told. */
    latest: async (): Promise<RecordData | undefined> =>
      references.length ? [...(await referring()).values()].sort((a, b) => Number(a.id) - Number(b.id)).at(-1) : undefined,
    /** After the transition: one more record, with the values the declaration gives it. */
    async expectOneMore(before: number, given: Record<string, unknown>) {
      if (!references.length) {
        check((await total()) === before + 1, `${t.name} must create one ${target.name} record`);
        return;
      }
      const rows = [...(await referring()).values()];
      check(
        rows.length === before + 1,
        `${t.name} must create one ${target.name} record referring to ${String(id)} (${references.join(', ')}), found ${rows.length - before}`,
      );
      const read = await c.call<RecordData>('GET', `${decl.endpoint}/${id}`, { role: owner });
      const source = { ...(read.body?.code === 20000 ? read.body.data : {}), ...given };
      const valueOf = (v: EffectValue) => (v.from === 'const' ? v.value : v.from === 'field' ? source[v.field] : id);
      const created = rows.at(-1)!;
      for (const [name, v] of Object.entries(effect.values)) {
        const expected = valueOf(v);
        if (expected === undefined || !(name in created)) continue;
        check(
          same(created[name], expected),
          `${t.name} created a ${target.name} record with ${name} ${JSON.stringify(created[name])}, expected ${JSON.stringify(expected)}`,
        );
      }
    },
  };
}
