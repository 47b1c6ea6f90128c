/**
 * GET /api/search?q=<text>: the records the caller may read whose searchable fields (a text field
 * declared `search: true`, and readable by the caller's role) hold the text, ignoring case; at most
 * 5 of each declared resource, the newest first, each as `{ resource, id, label }` (its
 * `recordLabel`). A per-user collection is scoped as its list is: only the caller's own, unless their
 * role sees every record. The console's search palette (⌘K) reads it.
 */
import express from 'express';
import { z } from 'zod';
import { canReadField, fieldEntries, isRoleAllowed, type ResourceDecl } from '../../resources/lib/schema';
import type { RecordData } from '../../resources/lib/validate';
import { callerOf, type RouteRule } from '../authorization';
import type { Data } from '../data';
import { scopeOf } from '../database/records';
import { ApiFailure, CODES, ok } from '../envelope';
import type { Feature } from '../feature';
import { handle } from '../handle';
import { MAX_FILTER_TEXT } from '../listQuery';
import type { Caller } from '../sessions';

export const SEARCH_PATH = '/api/search';
/** Hits per resource at most. */
export const HITS_PER_RESOURCE = 5;

const SEARCH_QUERY = z.object({ q: z.string().min(1).max(MAX_FILTER_TEXT).meta({ description: 'the text to find, ignoring case' }) });
const SEARCH_ANSWER = z.object({
  list: z.array(
    z.object({
      resource: z.string().meta({ description: 'the declared resource' }),
      id: z.int(),
      label: z.string().meta({ description: "the record's label (its declaration's recordLabel)" }),
    }),
  ),
});

export const routes: readonly RouteRule[] = [
  {
    method: 'GET',
    path: SEARCH_PATH,
    roles: ['*'],
    query: ['q'],
    doc: {
      tag: 'Search',
      summary: `Records the caller may read that hold a text in a searchable field, at most ${HITS_PER_RESOURCE} per resource`,
      query: SEARCH_QUERY,
      answer: SEARCH_ANSWER,
    },
  },
];

/** The fields of `decl` the caller's search looks in. */
const searchedFields = (decl: ResourceDecl, role: string) =>
  fieldEntries(decl)
    .filter(([, f]) => f.kind === 'text' && f.search === true && canReadField(f, role))
    .map(([name]) => name);

/** One resource's hits: each searchable field looked in, the newest matches first, at most HITS_PER_RESOURCE in all. */
async function hitsIn(data: Data, decl: ResourceDecl, caller: Caller, text: string, now: number) {
  const scope = scopeOf(decl, caller, now);
  const found = new Map<number, RecordData>();
  for (const field of searchedFields(decl, caller.role)) {
    const query = { current: 1, pageSize: HITS_PER_RESOURCE, sort: { field: 'id', desc: true }, filters: [{ field, op: 'has' as const, values: [text] }] };
    for (const r of (await data.records(decl.name).list(data.db, query, scope)).list) found.set(Number(r.id), r);
  }
  return [...found.values()]
    .sort((a, b) => Number(b.id) - Number(a.id))
    .slice(0, HITS_PER_RESOURCE)
    .map((r) => ({ resource: decl.name, id: Number(r.id), label: String(r[decl.recordLabel] ?? `#${String(r.id)}`) }));
}

const feature: Feature = ({ data, now, declarations }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get(
    SEARCH_PATH,
    handle(async (req, res) => {
      const caller = callerOf(req);
      const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
      if (q === '' || [...q].length > MAX_FILTER_TEXT || q.includes('\u0000'))
        throw new ApiFailure(CODES.badInput, `q must be 1 to ${MAX_FILTER_TEXT} characters of text`, { errors: { q: 'Some text to find' } });
      const readable = declarations.filter((d) => data.has(d.name) && isRoleAllowed(d.access.read, caller.role));
      const list = [];
      for (const decl of readable) list.push(...(await hitsIn(data, decl, caller, q.toLowerCase(), now())));
      ok(res, { list });
    }),
  );
  return router;
};

export default feature;
