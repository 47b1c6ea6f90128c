/**
 * The trash beside its collection (trash.ts keeps it), for a declaration with `trash: true`:
 * `GET <endpoint>/trash` pages what was deleted, the last first, with who deleted each and when;
 * `POST <endpoint>/:id/restore` puts one back with its id (refused whole, 40900 naming the field,
 * when its unique value was taken meanwhile); `DELETE <endpoint>/trash/:id` purges one for good.
 * A per-user collection's trash is scoped like its list. Restores and purges are decided in the
 * write's transaction: of two at once on one record, exactly one finds it.
 */
import type express from 'express';
import type { ResourceDecl } from '../resources/lib/schema';
import { parseRecordId, type RecordData } from '../resources/lib/validate';
import { callerOf } from './authorization';
import type { AnyDb, Data } from './data';
import { scopeOf } from './database/records';
import { ApiFailure, CODES, ok } from './envelope';
import { etagOf } from './etag';
import { handle } from './handle';
import { pagingOf } from './paging';
import { recordRevision } from './revisions';
import type { Caller } from './sessions';
import { takeFromTrash, trashPage, type TrashScope } from './trash';

/** Trashed records per page unless told (`perPage`). */
export const TRASH_PER_PAGE = 20;

export interface TrashDeps {
  data: Data;
  now: () => number;
  shown: (caller: Caller, r: RecordData) => RecordData;
  /** The unique-value refusal of the collection's writes (40900 naming the field). */
  conflictOnUnique: (e: unknown) => never;
  /** The operation log's entry of a write of one record. */
  idOf: (r: RecordData) => { recordId: unknown };
}

/** The caller's trash: as their list is scoped (only their own in a per-user collection, unless their role sees all). */
const trashScopeOf = (decl: ResourceDecl, caller: Caller, now: number): TrashScope => ({ ownerId: scopeOf(decl, caller, now).owner?.userId });

export function trashRoutes(router: express.Router, decl: ResourceDecl, { data, now, shown, conflictOnUnique, idOf }: TrashDeps): void {
  const records = data.records(decl.name);
  /** The record taken out of the caller's trash in the write's transaction, or 40400. */
  const taken = async (trx: AnyDb, caller: Caller, raw: string) => {
    const id = parseRecordId(raw);
    const trashed = id === undefined ? undefined : await takeFromTrash(trx, decl.name, id, trashScopeOf(decl, caller, now()));
    if (!trashed) throw new ApiFailure(CODES.notFound, `no ${decl.name} record ${raw.slice(0, 40)} in the trash`);
    return trashed.record;
  };

  router.get(
    '/trash',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { page, perPage } = pagingOf(req.query, TRASH_PER_PAGE);
      const trashed = await trashPage(data.db, decl.name, trashScopeOf(decl, caller, now()), page, perPage);
      ok(res, { ...trashed, list: trashed.list.map((t) => ({ ...shown(caller, t.record), deletedBy: t.deletedBy, deletedAt: t.deletedAt })) });
    }),
  );

  router.post(
    '/:id/restore',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const restored = await data.write(
        req,
        async (trx) => {
          // Back with its id; its files' bytes never left.
          const record = await records.insert(trx, await taken(trx, caller, req.params.id)).catch(conflictOnUnique);
          await recordRevision(trx, decl, undefined, record, caller, 'restore', now());
          return record;
        },
        idOf,
      );
      res.set('ETag', etagOf(restored));
      ok(res, shown(caller, restored));
    }),
  );

  router.delete(
    '/trash/:id',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const purged = await data.write(
        req,
        async (trx) => {
          const record = await taken(trx, caller, req.params.id);
          await records.dropFiles(trx, record.id as number);
          return record;
        },
        idOf,
      );
      ok(res, shown(caller, purged));
    }),
  );
}
