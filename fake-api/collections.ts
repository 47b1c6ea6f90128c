/**
 * One REST collection per declaration: list, read, create, update, delete under the
 * declaration's endpoint, with its access rules, validation and filter/sort allowlist.
 */
import crypto from 'node:crypto';
import express, { type Request } from 'express';
import { hasExpiry, ownerField, visibleRecord, withExpiry, type ResourceDecl } from '../resources/lib/schema';
import { checkWrite, type RecordData } from '../resources/lib/validate';
import type { Db } from './db';
import { ApiFailure, CODES, ok } from './envelope';
import { callerOf } from './authorization';
import { handle } from './handle';
import { indexFor, noteWrite, type Change } from './indexes';
import { parseListQuery, runListQuery } from './listQuery';
import { englishErrors } from './messages';
import type { Caller, Sessions } from './sessions';
import type { Store } from './store';

export interface CollectionDeps {
  store: Store<Db>;
  sessions: Sessions;
  now: () => number;
  /** Records kept outside the store (the operation log), read-only. */
  source?: () => RecordData[];
}

const bodyObject = (req: Request): Record<string, unknown> => {
  const b: unknown = req.body;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) throw new ApiFailure(CODES.badInput, 'the body must be a JSON object');
  return b as Record<string, unknown>;
};

/** Unambiguous letters and digits (no 0/O, 1/I/L): codes are read out and typed by people. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A server-generated code (`auto: 'code'`): three groups of four, 60 random bits. */
export function randomCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

function assertUnique(decl: ResourceDecl, rows: readonly RecordData[], value: RecordData) {
  for (const [name, f] of Object.entries(decl.fields)) {
    if (!f.unique || value[name] === undefined || value[name] === null) continue;
    if (rows.some((r) => r.id !== value.id && r[name] === value[name])) {
      throw new ApiFailure(CODES.conflict, `${name} is already used`, { errors: { [name]: 'This value is already used' } });
    }
  }
}

export function collectionRouter(decl: ResourceDecl, { store, now, source }: CollectionDeps) {
  const router = express.Router({ caseSensitive: true, strict: true });
  const owner = ownerField(decl);
  const expiring = hasExpiry(decl);
  /** The records the caller may see: all, or only their own in a per-user collection. */
  const rows = (caller: Caller) => {
    const all = source ? source() : (store.data.collections[decl.name] ?? []);
    const mine = owner ? all.filter((r) => r[owner] === caller.userId) : all;
    // States that lapse with time (an invitation past its expiry) are derived as they are read.
    if (!expiring) return mine;
    const t = now();
    return mine.map((r) => withExpiry(decl, r, t));
  };
  // The role was checked by the authorization table (access.read / access.write) before this router.
  const authorize = (req: Request) => callerOf(req);
  /** A record as the caller may see it: fields of a narrower `access.read` left out. */
  const shown = (caller: Caller, r: RecordData) => visibleRecord(decl, r, caller.role);
  const find = (caller: Caller, id: string) => {
    const record = rows(caller).find((r) => String(r.id) === id);
    if (!record) throw new ApiFailure(CODES.notFound, `no ${decl.name} record ${id.slice(0, 40)}`);
    return record;
  };
  const invalid = (errors: Record<string, unknown>) => Object.keys(errors).length > 0;
  /** A committed single-record write: the collection's index follows it (see indexes.ts). */
  const noted = <R>(written: { before: RecordData[]; after: RecordData[]; change: Change; result: R }) => {
    noteWrite(written.before, written.after, written.change);
    return written.result;
  };

  router.get(
    '/',
    handle((req, res) => {
      const caller = authorize(req);
      const query = parseListQuery(decl, req.query as Record<string, string | string[]>, caller.role);
      // A per-user or time-derived collection is a fresh array per call: nothing to index.
      const page = owner || expiring ? runListQuery(rows(caller), query) : indexFor(rows(caller)).run(query);
      ok(res, { ...page, list: page.list.map((r) => shown(caller, r)) });
    }),
  );

  router.get(
    '/:id',
    handle((req, res) => {
      const caller = authorize(req);
      ok(res, shown(caller, find(caller, req.params.id)));
    }),
  );

  router.post(
    '/',
    handle(async (req, res) => {
      const caller = authorize(req);
      const { errors, value } = checkWrite(decl, bodyObject(req), 'create', undefined, caller.role);
      if (invalid(errors)) throw new ApiFailure(CODES.badInput, 'invalid record', { errors: englishErrors(decl, errors) });
      const created = await store.write((db) => {
        const id = db.nextIds[decl.name] ?? 1;
        const record: RecordData = { id, ...value };
        for (const [name, f] of Object.entries(decl.fields)) {
          if (f.auto === 'createdAt') record[name] = new Date(now()).toISOString();
          if (f.auto === 'owner') record[name] = caller.userId;
          if (f.auto === 'code') record[name] = randomCode();
        }
        const before = db.collections[decl.name] ?? [];
        assertUnique(decl, before, record);
        const after = [...before, record];
        return {
          state: { ...db, collections: { ...db.collections, [decl.name]: after }, nextIds: { ...db.nextIds, [decl.name]: id + 1 } },
          result: { before, after, change: { after: record }, result: record },
        };
      });
      ok(res, shown(caller, noted(created)), 201);
    }),
  );

  const update = handle(async (req, res) => {
    const caller = authorize(req);
    const current = find(caller, req.params.id);
    const { errors, value } = checkWrite(decl, bodyObject(req), 'update', current, caller.role);
    if (invalid(errors)) throw new ApiFailure(CODES.badInput, 'invalid record', { errors: englishErrors(decl, errors) });
    const updated = await store.write((db) => {
      const list = db.collections[decl.name] ?? [];
      const i = list.findIndex((r) => String(r.id) === req.params.id);
      if (i < 0) throw new ApiFailure(CODES.notFound, 'record deleted meanwhile');
      const record = { ...value, id: list[i].id };
      assertUnique(decl, list, record);
      const next = list.slice();
      next[i] = record;
      return {
        state: { ...db, collections: { ...db.collections, [decl.name]: next } },
        result: { before: list, after: next, change: { before: list[i], after: record }, result: record },
      };
    });
    ok(res, shown(caller, noted(updated)));
  });
  router.put('/:id', update);
  router.patch('/:id', update);

  router.delete(
    '/:id',
    handle(async (req, res) => {
      const caller = authorize(req);
      find(caller, req.params.id);
      const deleted = await store.write((db) => {
        const list = db.collections[decl.name] ?? [];
        const record = list.find((r) => String(r.id) === req.params.id);
        if (!record) throw new ApiFailure(CODES.notFound, 'record deleted meanwhile');
        const next = list.filter((r) => r !== record);
        return {
          state: { ...db, collections: { ...db.collections, [decl.name]: next } },
          result: { before: list, after: next, change: { before: record }, result: record },
        };
      });
      ok(res, shown(caller, noted(deleted)));
    }),
  );
  return router;
}
