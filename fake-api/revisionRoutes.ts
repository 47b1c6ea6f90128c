/**
 * A record's revisions beside its collection (revisions.ts keeps them): `GET <endpoint>/:id/revisions`
 * pages them newest first, each change only of a field the caller may read; `POST
 * <endpoint>/:id/revisions/:revisionId/revert` writes back the values the record had just after
 * one, as an update by the caller would: never its workflow state, owner, server-set fields or
 * files (their bytes are not kept), nor a field the caller may not write. It is checked like an
 * update (validation, references, unique values) and refused whole (40000 / 40900) if it breaks a
 * rule now, such as a value another record has taken since.
 */
import type express from 'express';
import { isRevertable } from '../resources/lib/revert';
import type { ResourceDecl } from '../resources/lib/schema';
import { parseRecordId, type RecordData } from '../resources/lib/validate';
import { callerOf } from './authorization';
import type { AnyDb } from './data';
import type { Caller } from './sessions';
import { ApiFailure, CODES, ok } from './envelope';
import { etagOf, ifMatchHeader } from './etag';
import { handle } from './handle';
import { pagingOf } from './paging';
import { revisionsOf, REVISIONS_PER_PAGE, valuesAsOf } from './revisions';
import type { WorkflowDeps } from './workflows';

export interface RevisionDeps extends WorkflowDeps {
  /** The collection's update of a record read locked: a revert is checked and kept as one. */
  change: (trx: AnyDb, caller: Caller, current: RecordData, body: Record<string, unknown>, action: 'revert') => Promise<RecordData>;
}

export function revisionRoutes(router: express.Router, decl: ResourceDecl, { data, now, find, locked, shown, change }: RevisionDeps): void {
  const records = data.records(decl.name);

  router.get(
    '/:id/revisions',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { page, perPage } = pagingOf(req.query, REVISIONS_PER_PAGE);
      const record = await find(data.db, caller, req.params.id);
      // The record's version beside its history: a revert chosen from this page sends it as If-Match.
      const stored = await records.get(data.db, String(record.id), { now: now() });
      if (stored) res.set('ETag', etagOf(stored));
      ok(res, await revisionsOf(data.db, decl, record.id as number, caller.role, page, perPage));
    }),
  );

  if (decl.access.write.length === 0) return;
  router.post(
    '/:id/revisions/:revisionId/revert',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const reverted = await data.write(
        req,
        async (trx) => {
          // Read locked (and checked against If-Match) in the write's transaction, as an update.
          const current = await locked(trx, caller, req.params.id, ifMatchHeader(req));
          const revisionId = parseRecordId(req.params.revisionId);
          const values = revisionId === undefined ? undefined : await valuesAsOf(trx, decl.name, current.id as number, revisionId);
          if (!values) throw new ApiFailure(CODES.notFound, `no revision ${req.params.revisionId.slice(0, 40)} of this record`);
          // Only what differs is sent: an unchanged field is no change (and meets no rule); nothing
          // changed writes no revision, but is still refused in a state that allows no edits.
          const body: Record<string, unknown> = {};
          for (const [name, value] of values)
            if (isRevertable(decl, name, caller.role) && JSON.stringify(value) !== JSON.stringify(current[name] ?? null)) body[name] = value;
          return change(trx, caller, current, body, 'revert');
        },
        (r: RecordData) => ({ recordId: r.id, action: `revert to revision ${req.params.revisionId.slice(0, 40)}` }),
      );
      res.set('ETag', etagOf(reverted));
      ok(res, shown(caller, reverted));
    }),
  );
}
