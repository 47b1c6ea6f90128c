/**
 * Generated from the declarations (no per-resource code): every declared filter, set the way
 * the list's filter inputs set it, reaches the API through the console's data provider as the
 * contract's query, and the API answers with exactly the matching records. Covers throw-away
 * fixture declarations (one with list fields) the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReadField, ROLES, isRoleAllowed, type FieldDecl } from '../../resources/lib/schema';
import type { RecordData } from '../../resources/lib/validate';
import { filterProbes } from '../../contract/filters';
import { tokensFor } from '../../contract/client';
import { createDataProvider, createHttpClient } from '../../dataProvider';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { endpointsOf } from '../../src/registry/declarations';
import shareRequests from '../fixtures/shareRequests';
import specimens from '../fixtures/specimens';
import { startApi, type RunningApi } from './helpers';

const registered = await loadDeclarations();
// specimens is the worked example of docs/adding-a-resource.md: a reader who wrote it into resources/ has it already.
const declarations = [...registered, ...[specimens, shareRequests].filter((f) => !registered.some((d) => d.name === f.name))];

let running: RunningApi;
let tokens: Record<string, string>;
beforeAll(async () => {
  running = await startApi({ declarations });
  tokens = await tokensFor(running.baseUrl, {});
});
afterAll(async () => running.stop());

/** The data provider as the console builds it, with each request's query recorded. */
function consoleDataProvider(role: string) {
  const sent: { path: string; query: Record<string, string> }[] = [];
  const real = createHttpClient({ baseUrl: running.baseUrl, getToken: () => tokens[role] });
  const http: typeof real = (path, options = {}) => {
    const q =
      options.query instanceof URLSearchParams
        ? Object.fromEntries(options.query)
        : Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)]));
    sent.push({ path, query: q });
    return real(path, options);
  };
  return { dataProvider: createDataProvider(http, endpointsOf(declarations)), sent };
}

/** The value a filter input holds for a query parameter (numbers and switches are typed; a list field's input holds a list). */
function inputValue(f: FieldDecl, raw: string): unknown {
  const value = f.kind === 'number' ? Number(raw) : f.kind === 'boolean' ? raw === 'true' : raw;
  return f.multiple ? [value] : value;
}

describe('generated: each declared filter reaches the API as the right query', () => {
  for (const decl of declarations) {
    const role = ROLES.find((r) => isRoleAllowed(decl.access.read, r));
    const filters = Object.entries(decl.fields).filter(([, f]) => f.filter && role && canReadField(f, role));
    if (!role || filters.length === 0) continue;
    it(`${decl.name}: ${filters.map(([n]) => n).join(', ')}`, async () => {
      const { dataProvider, sent } = consoleDataProvider(role);
      const all = await dataProvider.getList<RecordData & { id: number }>(decl.name, {
        pagination: { page: 1, perPage: 100 },
        sort: decl.defaultSort,
        filter: {},
      });
      for (const [name, f] of filters) {
        for (const probe of filterProbes(name, f, all.data).filter((p) => !p.refused)) {
          sent.length = 0;
          const filter = Object.fromEntries(Object.entries(probe.query).map(([k, v]) => [k, inputValue(f, v)]));
          const page = await dataProvider.getList<RecordData & { id: number }>(decl.name, {
            pagination: { page: 1, perPage: 100 },
            sort: { field: decl.defaultSort.field, order: 'DESC' },
            filter,
          });
          expect(sent).toEqual([
            { path: decl.endpoint, query: { current: '1', pageSize: '100', sort: decl.defaultSort.field, order: 'desc', ...probe.query } },
          ]);
          if (probe.mustFind !== undefined) expect(page.data.map((r) => r.id)).toContain(probe.mustFind);
          for (const r of page.data) expect(probe.matches(r), `${decl.name}?${JSON.stringify(probe.query)} returned ${JSON.stringify(r[name])}`).toBe(true);
          if ((all.total ?? Infinity) <= 100) expect(page.total).toBe(all.data.filter((r) => probe.matches(r)).length);
        }
      }
    });
  }
});
