/**
 * One REST collection per declaration: list, read, create, update, delete under the
 * declaration's endpoint, with its access rules, validation and filter/sort allowlist; beside it a
 * record's revisions (revisionRoutes.ts), its workflow's routes and the trash (trashRoutes.ts).
 */
import express from 'express';
import { hasExpiry, holdsFiles, ownerIdOf, visibleRecord, withExpiry, type ResourceDecl } from '../resources/lib/schema';
import { checkWrite, type FieldError, type RecordData } from '../resources/lib/validate';
import { isStoredFile } from '../resources/lib/files';
import { checkReferences } from './references';
import type { AnyDb, Data } from './data';
import { scopeOf, UniqueViolation } from './database/records';
import { AN_OBJECT, bodyOf } from './body';
import { ApiFailure, CODES, ok } from './envelope';
import { callerOf } from './authorization';
import { handle } from './handle';
import { parseListQuery } from './listQuery';
import { englishErrors } from './messages';
import type { Caller } from './sessions';
import { workflowRoutes } from './workflows';
import { isEditable, stateOf } from '../resources/lib/workflow';
import { stamped } from './stamped';
import { currentReport, keepReport, storedReport } from './disclosure';
import { recordFiles } from './fileHistory';
import { notifyCreated } from './notices';
import { recordRevision } from './revisions';
import { revisionRoutes } from './revisionRoutes';
import { keepInTrash } from './trash';
import { trashRoutes } from './trashRoutes';
import { checkIfMatch, etagOf, ifMatchHeader, lastChange } from './etag';

export interface CollectionDeps {
  data: Data;
  now: () => number;
}

/** 40900 naming the field when the database's unique index refused the write. */
function conflictOnUnique(e: unknown): never {
  if (e instanceof UniqueViolation) throw new ApiFailure(CODES.conflict, `${e.field} is already used`, { errors: { [e.field]: 'This value is already used' } });
  throw e;
}

export function collectionRouter(decl: ResourceDecl, { data, now }: CollectionDeps) {
  const router = express.Router({ caseSensitive: true, strict: true });
  const expiring = hasExpiry(decl);
  const records = data.records(decl.name);
  /** Only their own records in a per-user collection, unless their role sees all (`seesAll`). */
  const scope = (caller: Caller) => scopeOf(decl, caller, now());
  // States that lapse with time (an invitation past its expiry) are derived as they are read.
  const derived = (r: RecordData) => (expiring ? withExpiry(decl, r, now()) : r);
  /** A record as the caller may see it: fields of a narrower `access.read` left out. */
  const shown = (caller: Caller, r: RecordData) => visibleRecord(decl, derived(r), caller.role);
  /** The record as stored (what its ETag hashes), or 40400. */
  const stored = async (db: AnyDb, caller: Caller, id: string, lock = false) => {
    const record = await records.get(db, id, scope(caller), lock);
    if (!record) throw new ApiFailure(CODES.notFound, `no ${decl.name} record ${id.slice(0, 40)}`);
    return record;
  };
  const find = async (db: AnyDb, caller: Caller, id: string, lock = false) => derived(await stored(db, caller, id, lock));
  /** The record read locked in the write's transaction, refused (41200) when `ifMatch` names another version. */
  const locked = async (db: AnyDb, caller: Caller, id: string, ifMatch: readonly string[] | undefined) => {
    const record = await stored(db, caller, id, true);
    await checkIfMatch(
      ifMatch,
      record,
      (r) => shown(caller, r),
      () => lastChange(db, decl, record.id as number),
    );
    return derived(record);
  };
  /** A record answer: the record as the caller may see it, its ETag (of the record as stored) in the header. */
  const answer = (res: express.Response, caller: Caller, record: RecordData, status = 200) => {
    res.set('ETag', etagOf(record));
    ok(res, shown(caller, record), status);
  };
  const refuseInvalid = (errors: Record<string, FieldError>) => {
    if (Object.keys(errors).length > 0) throw new ApiFailure(CODES.badInput, 'invalid record', { errors: englishErrors(decl, errors) });
  };
  /** A workflow's record is changed by hand only in the states that allow it (a draft). */
  const editable = (record: RecordData) => {
    if (!isEditable(decl, record))
      throw new ApiFailure(
        CODES.badInput,
        `a record in state ${stateOf(decl, record)} cannot be changed (only in ${decl.workflow!.editableIn!.join(', ')}); use its transitions`,
      );
  };
  const idOf = (r: { id?: unknown }) => ({ recordId: r.id });

  // The role was checked by the authorization table (access.read / access.write) before this router.
  // The trash's routes first: `trash` is no record id.
  if (decl.trash) trashRoutes(router, decl, { data, now, shown, conflictOnUnique, idOf });
  router.get(
    '/',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const query = parseListQuery(decl, req.query as Record<string, string | string[]>, caller.role);
      const page = await records.list(data.db, query, scope(caller));
      const etags = Object.fromEntries(page.list.map((r) => [String(r.id), etagOf(r)]));
      ok(res, { ...page, list: page.list.map((r) => shown(caller, r)), etags });
    }),
  );

  router.get(
    '/:id',
    handle(async (req, res) => {
      const caller = callerOf(req);
      answer(res, caller, await stored(data.db, caller, req.params.id));
    }),
  );

  router.post(
    '/',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { errors, value } = checkWrite(decl, bodyOf(req, AN_OBJECT), 'create', undefined, caller.role);
      refuseInvalid(errors);
      const record = stamped(decl, value, now(), { id: caller.userId, name: caller.actor });
      const created = await data.write(
        req,
        async (trx) => {
          refuseInvalid(await checkReferences(trx, data, decl, caller, record, undefined, now()));
          const inserted = await records.insert(trx, record).catch(conflictOnUnique);
          await recordFiles(trx, decl, undefined, inserted, caller, now());
          const kept = await keepReport(trx, data, decl, undefined, inserted, now());
          await recordRevision(trx, decl, undefined, kept, caller, 'create', now());
          await notifyCreated(trx, data, decl, kept, caller, now());
          return kept;
        },
        idOf,
      );
      answer(res, caller, created, 201);
    }),
  );

  /**
   * `current`, read locked in `trx`, changed by `body` as the caller writes it (an update, a revert):
   * only in a state that allows it, valid, its references readable, its unique values free; its
   * files and its revision (`action`) kept in the same transaction.
   */
  const change = async (trx: AnyDb, caller: Caller, current: RecordData, body: Record<string, unknown>, action: 'update' | 'revert') => {
    editable(current);
    const { errors, value } = checkWrite(decl, body, 'update', current, caller.role);
    refuseInvalid(errors);
    refuseInvalid(await checkReferences(trx, data, decl, caller, value, current, now()));
    const saved = await records.update(trx, current.id as number, { ...value, id: current.id }).catch(conflictOnUnique);
    if (!saved) throw new ApiFailure(CODES.notFound, 'record deleted meanwhile');
    await recordFiles(trx, decl, current, saved, caller, now());
    await recordRevision(trx, decl, current, saved, caller, action, now());
    return keepReport(trx, data, decl, current, saved, now());
  };

  const update = handle(async (req, res) => {
    const caller = callerOf(req);
    const updated = await data.write(
      req,
      // Read locked and written in one transaction: a concurrent change (a decision) cannot slip in between.
      async (trx) => change(trx, caller, await locked(trx, caller, req.params.id, ifMatchHeader(req)), bodyOf(req, AN_OBJECT), 'update'),
      idOf,
    );
    answer(res, caller, updated);
  });
  router.put('/:id', update);
  router.patch('/:id', update);

  if (decl.workflow) workflowRoutes(router, decl, { data, now, find, locked, shown });
  if (decl.history !== false) revisionRoutes(router, decl, { data, now, find, locked, shown, change });

  /** A file field's bytes, for a caller who may read the record and the field. */
  const fileOf = async (req: express.Request) => {
    const caller = callerOf(req);
    const { field } = req.params;
    const record = shown(caller, await find(data.db, caller, req.params.id));
    const stored = decl.fields[field]?.kind === 'file' ? record[field] : undefined;
    const bytes = isStoredFile(stored) ? await records.file(data.db, record.id as number, field) : undefined;
    if (!isStoredFile(stored) || !bytes) throw new ApiFailure(CODES.notFound, `no file in ${field.slice(0, 40)}`);
    return { stored, bytes };
  };
  // An attachment in its checked type: never shown inline, never run (the CSP sandboxes it).
  const sendFile = (res: express.Response, { stored, bytes }: Awaited<ReturnType<typeof fileOf>>) =>
    res.attachment(stored.name).type(stored.type).set('Content-Security-Policy', "default-src 'none'; sandbox").send(bytes);
  if (holdsFiles(decl))
    router.get(
      '/:id/files/:field',
      handle(async (req, res) => sendFile(res, await fileOf(req))),
    );
  if (decl.disclosure)
    router.get(
      '/:id/disclosure',
      handle(async (req, res) => {
        const record = await find(data.db, callerOf(req), req.params.id);
        // A seeded or imported record has none kept: its report is computed as it is asked for.
        ok(res, (await storedReport(data.db, decl.name, record.id as number)) ?? (await currentReport(data.db, data, decl, record, now())) ?? null);
      }),
    );

  router.delete(
    '/:id',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const deleted = await data.write(
        req,
        async (trx) => {
          const record = await locked(trx, caller, req.params.id, ifMatchHeader(req));
          editable(record);
          // Into the trash, its files' bytes kept for a restore; else gone with them.
          if (!(await records.remove(trx, record.id as number, decl.trash))) throw new ApiFailure(CODES.notFound, 'record deleted meanwhile');
          if (decl.trash) await keepInTrash(trx, decl.name, record, ownerIdOf(decl, record), caller, now());
          await recordRevision(trx, decl, record, undefined, caller, 'delete', now());
          return record;
        },
        idOf,
      );
      ok(res, shown(caller, deleted));
    }),
  );
  return router;
}
