/**
 * The trash beside its collection (trash.ts keeps it), for a declaration with `trash: true`:
 * `GET <endpoint>/trash` pages what was deleted, the last first, with who deleted each and when;
 * `POST <endpoint>/:id/restore` puts one back with its id (refused whole, 40900 naming the field,
 * when its unique value was taken meanwhile); `DELETE <endpoint>/trash/:id` purges one for good.
 * A per-user collection's trash is scoped like its list. Restores and purges are decided in the
 * write's transaction: of two at once on one record, exactly one finds it.
 */
import type express from 'express';
import { isRoleAllowed, ownerField, type ResourceDecl } from '../resources/lib/schema';
import { parseRecordId, type RecordData } from '../resources/lib/validate';
import { callerOf } from './authorization';
import type { Data } from './data';
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
}

/** Only their own in a per-user collection, unless their role sees every record (`seesAll`). */
export const trashScopeOf = (decl: ResourceDecl, caller: Caller): TrashScope =>
  ownerField(decl) && !isRoleAllowed(decl.seesAll ?? [], caller.role) ? { ownerId: caller.userId } : {};

export function trashRoutes(router: express.Router, decl: ResourceDecl, { data, now, shown, conflictOnUnique }: TrashDeps): void {
  const records = data.records(decl.name);
  const notInTrash = (id: string) => new ApiFailure(CODES.notFound, `no ${decl.name} record ${id.slice(0, 40)} in the trash`);
  const idIn = (raw: string) => {
    const id = parseRecordId(raw);
    if (id === undefined) throw notInTrash(raw);
    return id;
  };

  router.get(
    '/trash',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { page, perPage } = pagingOf(req.query, TRASH_PER_PAGE);
      const trashed = await trashPage(data.db, decl.name, trashScopeOf(decl, caller), page, perPage);
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
          const trashed = await takeFromTrash(trx, decl.name, idIn(req.params.id), trashScopeOf(decl, caller));
          if (!trashed) throw notInTrash(req.params.id);
          const record = await records.putBack(trx, trashed.record).catch(conflictOnUnique);
          await recordRevision(trx, decl, undefined, record, caller, 'restore', now());
          return record;
        },
        (r: RecordData) => ({ recordId: r.id }),
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
          const trashed = await takeFromTrash(trx, decl.name, idIn(req.params.id), trashScopeOf(decl, caller));
          if (!trashed) throw notInTrash(req.params.id);
          await records.dropFiles(trx, trashed.record.id as number);
          return trashed.record;
        },
        (r: RecordData) => ({ recordId: r.id }),
      );
      ok(res, shown(caller, purged));
    }),
  );
}
