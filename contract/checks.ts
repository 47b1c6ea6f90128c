/**
 * The contract checks, generated from the declarations: for every declared resource, the
 * envelope and codes, pagination (`current`/`pageSize`), each sort and filter, validation
 * errors, the roles of the resource and of its fields, and a declared workflow (workflows.ts).
 * Against any server; the checks create records only through the API and delete what they
 * created, except what a workflow no longer lets anyone delete.
 */
import {
  canReadField,
  canWriteField,
  isFormField,
  isRoleAllowed,
  MAX_PAGE_SIZE,
  ownerField,
  ROLES,
  type ResourceDecl,
  type Role,
} from '../resources/lib/schema';
import { validateField, type RecordData } from '../resources/lib/validate';
import type { ContractClient, Query } from './client';
import type { ContractCheck } from './contractCheck';
import { check, expectCode, expectFieldErrors } from './expect';
import { chosenSample } from './references';
import { invalidValue, otherValue, sameValue, validSample, writableFields } from './sample';
import { filterProbes } from './filters';
import { isSorted } from './sorting';
import { workflowChecks } from './workflows';
import { versionChecks } from './preconditions';

type Page = { list: RecordData[]; total: number };

export const readersOf = (decl: ResourceDecl): Role[] => ROLES.filter((r) => isRoleAllowed(decl.access.read, r));
export const writersOf = (decl: ResourceDecl): Role[] => ROLES.filter((r) => isRoleAllowed(decl.access.write, r));

async function list(client: ContractClient, decl: ResourceDecl, role: Role, query: Query, what: string): Promise<Page> {
  const r = await client.call<Page>('GET', decl.endpoint, { role, query });
  expectCode(r, 20000, what);
  check(Array.isArray(r.body.data?.list), `${what}: data.list must be an array`);
  check(Number.isInteger(r.body.data.total) && r.body.data.total >= r.body.data.list.length, `${what}: data.total must count at least the page's rows`);
  return r.body.data;
}

const total = async (client: ContractClient, decl: ResourceDecl, role: Role) =>
  (await list(client, decl, role, { pageSize: 1 }, `${decl.endpoint} count`)).total;

/**
 * A write the server must refuse. Should it wrongly accept it, the record is deleted again
 * (by the writing role, else by `cleaner`) before the check fails: the suite leaves nothing behind.
 */
async function refusedPost(c: ContractClient, decl: ResourceDecl, role: Role, body: unknown, cleaner?: Role) {
  const r = await c.call<RecordData>('POST', decl.endpoint, { role, body });
  if (r.body?.code === 20000 && r.body.data?.id !== undefined) {
    for (const who of [role, cleaner]) {
      if (who && (await c.call('DELETE', `${decl.endpoint}/${r.body.data.id}`, { role: who }).catch(() => undefined))?.body?.code === 20000) break;
    }
  }
  return r;
}

export function resourceChecks(decl: ResourceDecl, known: readonly ResourceDecl[] = [decl]): ContractCheck[] {
  const readers = readersOf(decl);
  const writers = writersOf(decl);
  const reader = readers[0];
  const writer = writers[0];
  const checks: ContractCheck[] = [];
  const add = (name: string, run: (client: ContractClient) => Promise<void>) => checks.push({ resource: decl.name, name, run });
  const ep = decl.endpoint;

  add('refuses a call without a token (50008)', async (c) => {
    expectCode(await c.call('GET', ep), 50008, `GET ${ep} without a token`);
  });

  add(`lets exactly the reading roles list it (${readers.join(', ') || 'none'}), without the fields they may not read`, async (c) => {
    for (const role of ROLES) {
      const what = `GET ${ep} as ${role}`;
      if (!readers.includes(role)) {
        expectCode(await c.call('GET', ep, { role }), 40300, what);
        continue;
      }
      const page = await list(c, decl, role, { pageSize: MAX_PAGE_SIZE }, what);
      const hidden = Object.entries(decl.fields).filter(([, f]) => !canReadField(f, role));
      for (const row of page.list) {
        check(row.id !== undefined, `${what}: every record has an id`);
        for (const [name] of hidden) check(!(name in row), `${what}: record ${String(row.id)} shows "${name}", which ${role} may not read`);
      }
    }
  });

  if (!reader) return checks;

  add('pages with current and pageSize (1 to 100), refusing anything else', async (c) => {
    const first = await list(c, decl, reader, { current: 1, pageSize: 1 }, `GET ${ep}?current=1&pageSize=1`);
    check(first.list.length === Math.min(1, first.total), `GET ${ep}?pageSize=1 returned ${first.list.length} rows of ${first.total}`);
    if (first.total >= 2) {
      const second = await list(c, decl, reader, { current: 2, pageSize: 1 }, `GET ${ep}?current=2&pageSize=1`);
      check(second.total === first.total, `page 2 counts ${second.total} records, page 1 ${first.total}`);
      check(second.list.length === 1 && second.list[0].id !== first.list[0].id, `page 2 must hold another record than page 1`);
    }
    const beyond = await list(c, decl, reader, { current: first.total + 1, pageSize: 1 }, `GET ${ep} past the last page`);
    check(beyond.list.length === 0, `a page past the end must be empty`);
    const bad: Record<string, string>[] = [{ pageSize: String(MAX_PAGE_SIZE + 1) }, { pageSize: '0' }, { current: '0' }, { current: 'x' }];
    for (const query of bad) {
      expectFieldErrors(await c.call('GET', ep, { role: reader, query }), Object.keys(query), `GET ${ep}?${new URLSearchParams(query).toString()}`);
    }
  });

  const sortable = Object.entries(decl.fields).filter(([, f]) => f.sort && canReadField(f, reader));
  for (const [name] of sortable) {
    add(`sorts by ${name}, ascending and descending`, async (c) => {
      for (const order of ['asc', 'desc'] as const) {
        const page = await list(c, decl, reader, { sort: name, order, pageSize: MAX_PAGE_SIZE }, `GET ${ep}?sort=${name}&order=${order}`);
        check(
          isSorted(
            page.list.map((r) => r[name]),
            order,
          ),
          `GET ${ep}?sort=${name}&order=${order} is not in ${order} order of ${name}`,
        );
      }
    });
  }
  add('refuses sorting by a field not declared sortable', async (c) => {
    const unsortable = Object.keys(decl.fields).find((n) => !decl.fields[n].sort) ?? '__no_such_field__';
    expectCode(await c.call('GET', ep, { role: reader, query: { sort: unsortable, order: 'asc' } }), 40000, `GET ${ep}?sort=${unsortable}`);
    expectCode(await c.call('GET', ep, { role: reader, query: { sort: sortable[0]?.[0] ?? 'id', order: 'sideways' } }), 40000, `GET ${ep}?order=sideways`);
  });

  for (const [name, f] of Object.entries(decl.fields).filter(([, f]) => f.filter && canReadField(f, reader))) {
    add(`filters by ${name} (${f.kind}${f.multiple ? ', multiple' : ''})`, async (c) => {
      const rows = (await list(c, decl, reader, { pageSize: MAX_PAGE_SIZE }, `GET ${ep}`)).list;
      for (const probe of filterProbes(name, f, rows)) {
        const what = `GET ${ep}?${new URLSearchParams(probe.query).toString()}`;
        if (probe.refused) {
          expectFieldErrors(await c.call('GET', ep, { role: reader, query: probe.query }), [Object.keys(probe.query)[0]], what);
          continue;
        }
        const page = await list(c, decl, reader, { ...probe.query, pageSize: MAX_PAGE_SIZE }, what);
        if (probe.mustFind !== undefined)
          check(
            page.list.some((r) => r.id === probe.mustFind),
            `${what} must find record ${String(probe.mustFind)}`,
          );
        for (const r of page.list) check(probe.matches(r), `${what} returned record ${String(r.id)} with ${name}=${JSON.stringify(r[name])}`);
      }
    });
  }
  add('refuses filters it does not declare', async (c) => {
    const undeclared = Object.keys(decl.fields).find((n) => !decl.fields[n].filter);
    for (const key of ['__no_such_field__', ...(undeclared ? [undeclared] : [])]) {
      expectFieldErrors(await c.call('GET', ep, { role: reader, query: { [key]: '1' } }), [key], `GET ${ep}?${key}=1`);
    }
  });
  add('answers 40400 for a record that does not exist', async (c) => {
    expectCode(await c.call('GET', `${ep}/999999999`, { role: reader }), 40400, `GET ${ep}/999999999`);
  });

  const nonWriters = ROLES.filter((r) => !writers.includes(r));
  if (nonWriters.length > 0) {
    add(`refuses writes by ${nonWriters.join(', ')} (40300) and changes nothing`, async (c) => {
      const before = await total(c, decl, reader);
      const existing = (await list(c, decl, reader, { pageSize: 1 }, `GET ${ep}`)).list[0];
      // A collection nobody may write may offer no write methods at all: 405 then says so.
      const refused = (r: Awaited<ReturnType<ContractClient['call']>>, what: string) =>
        writers.length === 0 && r.http === 405 ? check(r.body?.status === 'fail', `${what}: a 405 must be a failure envelope`) : expectCode(r, 40300, what);
      for (const role of nonWriters) {
        const body = validSample(decl, writer ?? 'admin') ?? {};
        refused(await refusedPost(c, decl, role, body, writer), `POST ${ep} as ${role}`);
        if (existing) {
          refused(await c.call('PATCH', `${ep}/${existing.id}`, { role, body: {} }), `PATCH ${ep}/${existing.id} as ${role}`);
          refused(await c.call('DELETE', `${ep}/${existing.id}`, { role }), `DELETE ${ep}/${existing.id} as ${role}`);
        }
      }
      check((await total(c, decl, reader)) === before, `refused writes changed the number of records`);
    });
  }

  if (!writer) return checks;
  const writerCanRead = readers.includes(writer);

  add('refuses invalid writes with data.errors per field (40000) and changes nothing', async (c) => {
    const before = writerCanRead ? await total(c, decl, writer) : 0;
    const required = writableFields(decl, writer)
      .filter(([, f]) => f.required && f.defaultValue === undefined && !f.when)
      .map(([n]) => n);
    expectFieldErrors(await refusedPost(c, decl, writer, {}), required, `POST ${ep} {} as ${writer}`);
    const sample = validSample(decl, writer) ?? {};
    expectFieldErrors(await refusedPost(c, decl, writer, { ...sample, __unknown__: 1 }), ['__unknown__'], `POST ${ep} with an unknown field`);
    for (const [name, f] of writableFields(decl, writer)) {
      const bad = invalidValue(f);
      if (!validateField(f, bad)) continue;
      expectFieldErrors(await refusedPost(c, decl, writer, { ...sample, [name]: bad }), [name], `POST ${ep} with ${name}=${JSON.stringify(bad).slice(0, 40)}`);
    }
    for (const [name, f] of Object.entries(decl.fields).filter(([, f]) => !isFormField(f))) {
      const r = await refusedPost(c, decl, writer, { ...sample, [name]: f.kind === 'number' ? 1 : 'x' });
      expectFieldErrors(r, [name], `POST ${ep} setting server-managed ${name}`);
    }
    if (writerCanRead) check((await total(c, decl, writer)) === before, `refused writes changed the number of records`);
  });

  const fieldDenied = ROLES.filter((r) => writers.includes(r)).flatMap((role) =>
    Object.entries(decl.fields)
      .filter(([, f]) => isFormField(f) && !canWriteField(f, role))
      .map(([name]) => ({ role, name })),
  );
  if (fieldDenied.length > 0) {
    add(`refuses fields a role may not write (${fieldDenied.map((d) => `${d.role}: ${d.name}`).join(', ')})`, async (c) => {
      for (const { role, name } of fieldDenied) {
        const sample = validSample(decl, role);
        const full = validSample(decl, 'admin') ?? validSample(decl, writers[writers.length - 1]);
        if (!sample || full?.[name] === undefined) continue;
        const before = readers.includes(role) ? await total(c, decl, role) : 0;
        const r = await refusedPost(c, decl, role, { ...sample, [name]: full[name] }, writer);
        check(
          r.body?.code === 40300 || r.body?.code === 40000,
          `POST ${ep} as ${role} setting ${name} must be refused (40300 or 40000), got code ${r.body?.code}`,
        );
        if (readers.includes(role)) check((await total(c, decl, role)) === before, `a refused write changed the number of records`);
      }
    });
  }

  /** A record the first writer who can may create: their references must name records they may choose. */
  const creatable = async (c: ContractClient): Promise<[Role, RecordData]> => {
    for (const role of writers) {
      const chosen = await chosenSample(c, decl, known, role);
      if (chosen) return [role, chosen];
    }
    check(false, `cannot build a valid ${decl.name} record from the declaration (pattern without seed values, or no record to reference?)`);
  };
  add(`creates, reads, updates and deletes a record as ${writers.join(' or ')}`, async (c) => {
    let [writer, sample] = await creatable(c);
    const writerCanRead = readers.includes(writer);
    let created = await c.call<RecordData>('POST', ep, { role: writer, body: { ...sample, id: 987654321 } });
    // A random unique value may meet an existing record: draw again.
    for (let i = 0; i < 5 && created.body?.code === 40900; i++) {
      [writer, sample] = await creatable(c);
      created = await c.call<RecordData>('POST', ep, { role: writer, body: { ...sample, id: 987654321 } });
    }
    expectCode(created, 20000, `POST ${ep}`);
    const id = created.body.data?.id;
    check(id !== undefined && id !== null, `POST ${ep}: the created record has no id`);
    let deleted = false;
    try {
      check(String(id) !== '987654321', `POST ${ep}: a client-sent id must be ignored`);
      for (const [name, v] of Object.entries(sample)) {
        const got = created.body.data[name];
        check(sameValue(decl.fields[name], got, v), `POST ${ep}: ${name} came back as ${JSON.stringify(got)}, sent ${JSON.stringify(v)}`);
      }
      if (writerCanRead) {
        const read = await c.call<RecordData>('GET', `${ep}/${id}`, { role: writer });
        expectCode(read, 20000, `GET ${ep}/${id}`);
        check(read.body.data.id === id, `GET ${ep}/${id} answered another record`);
      }
      const unique = Object.keys(sample).filter((n) => decl.fields[n].unique);
      if (unique.length > 0) expectCode(await refusedPost(c, decl, writer, sample), 40900, `POST ${ep} with a duplicate ${unique.join(', ')}`);
      const owner = ownerField(decl);
      for (const other of owner ? readers.filter((r) => r !== writer) : []) {
        expectCode(await c.call('GET', `${ep}/${id}`, { role: other }), 40400, `GET ${ep}/${id} as ${other} (another user's record)`);
      }
      const change = Object.entries(sample)
        // A workflow's state moves only by its transitions (workflows.ts checks those).
        .filter(([name]) => name !== decl.workflow?.field)
        .map(([name, v]) => {
          // A declared state machine allows only its transitions.
          const next = otherValue(decl.fields[name], v);
          return next === undefined ? undefined : { name, next };
        })
        .find((x) => x !== undefined);
      const [badName, badField] = writableFields(decl, writer).find(([, f]) => validateField(f, invalidValue(f))) ?? [];
      if (badName && badField) {
        expectFieldErrors(
          await c.call('PATCH', `${ep}/${id}`, { role: writer, body: { [badName]: invalidValue(badField) } }),
          [badName],
          `PATCH ${ep}/${id} with an invalid ${badName}`,
        );
      }
      for (const [name, f] of Object.entries(decl.fields).filter(([n, f]) => f.transitions && sample[n] !== undefined)) {
        const from = String(sample[name]);
        const forbidden = f.values?.find((x) => x !== from && !(f.transitions?.[from] ?? []).includes(x));
        if (forbidden) {
          expectFieldErrors(
            await c.call('PATCH', `${ep}/${id}`, { role: writer, body: { [name]: forbidden } }),
            [name],
            `PATCH ${name} ${from} → ${forbidden}`,
          );
        }
      }
      if (change) {
        const updated = await c.call<RecordData>('PATCH', `${ep}/${id}`, { role: writer, body: { [change.name]: change.next } });
        expectCode(updated, 20000, `PATCH ${ep}/${id}`);
        check(sameValue(decl.fields[change.name], updated.body.data[change.name], change.next), `PATCH ${ep}/${id}: ${change.name} was not changed`);
      }
      if (writerCanRead && badName) {
        const after = (await c.call<RecordData>('GET', `${ep}/${id}`, { role: writer })).body.data;
        check(sameValue(badField!, after[badName], change?.name === badName ? change.next : sample[badName]), `an invalid PATCH changed ${badName}`);
      }
      expectCode(await c.call('DELETE', `${ep}/${id}`, { role: writer }), 20000, `DELETE ${ep}/${id}`);
      deleted = true;
      if (writerCanRead) expectCode(await c.call('GET', `${ep}/${id}`, { role: writer }), 40400, `GET ${ep}/${id} after DELETE`);
    } finally {
      if (!deleted) await c.call('DELETE', `${ep}/${id}`, { role: writer }).catch(() => undefined);
    }
  });
  return checks;
}

/**
 * Every check of every declaration, in declaration order; `known` are the declarations a
 * workflow's transition may create records in (all of them, when only some are checked).
 */
export const contractChecks = (decls: readonly ResourceDecl[], known: readonly ResourceDecl[] = decls): ContractCheck[] =>
  decls.flatMap((decl) => [...resourceChecks(decl, known), ...versionChecks(decl, known), ...workflowChecks(decl, known)]);
