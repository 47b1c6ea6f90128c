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
import { canReadField, canWriteField, isFormField, isWorkflowState, MAX_PAGE_SIZE, type ResourceDecl } from '../resources/lib/schema';
import { checkWrite, parseRecordId, type FieldError, type RecordData } from '../resources/lib/validate';
import { isEditable, stateOf } from '../resources/lib/workflow';
import { callerOf } from './authorization';
import { keepReport } from './disclosure';
import { UniqueViolation } from './database/records';
import { ApiFailure, CODES, ok } from './envelope';
import { etagOf, ifMatchHeader } from './etag';
import { handle } from './handle';
import { englishErrors } from './messages';
import { checkReferences } from './references';
import { recordRevision, revisionsOf, REVISIONS_PER_PAGE, valuesAsOf } from './revisions';
import type { WorkflowDeps } from './workflows';

/** `page` and `perPage` of the query: whole numbers, a page from 1, at most MAX_PAGE_SIZE a page. */
function pagingOf(query: Record<string, unknown>): { page: number; perPage: number } {
  const errors: Record<string, string> = {};
  const read = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    const n = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (n >= 1 && n <= max) return n;
    errors[name] = `a whole number from 1 to ${max}`;
    return fallback;
  };
  const paging = { page: read('page', 1, 1_000_000), perPage: read('perPage', REVISIONS_PER_PAGE, MAX_PAGE_SIZE) };
  if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, `invalid ${Object.keys(errors).join(', ')}`, { errors });
  return paging;
}

/** The fields a revert may write for this role: what a person edits, and may read and write. */
const revertable = (decl: ResourceDecl, role: string) =>
  Object.entries(decl.fields).filter(
    ([name, f]) => isFormField(f) && !f.auto && f.kind !== 'file' && !isWorkflowState(decl, name) && canReadField(f, role) && canWriteField(f, role),
  );

export function revisionRoutes(router: express.Router, decl: ResourceDecl, { data, now, find, locked, shown }: WorkflowDeps): void {
  const records = data.records(decl.name);
  const refuseInvalid = (errors: Record<string, FieldError>) => {
    if (Object.keys(errors).length > 0) throw new ApiFailure(CODES.badInput, 'invalid record', { errors: englishErrors(decl, errors) });
  };

  router.get(
    '/:id/revisions',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { page, perPage } = pagingOf(req.query);
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
          if (!isEditable(decl, current))
            throw new ApiFailure(CODES.badInput, `a record in state ${stateOf(decl, current)} cannot be changed; use its transitions`);
          // Only what differs is sent: an unchanged field is no change (and meets no rule).
          const body: Record<string, unknown> = {};
          for (const [name] of revertable(decl, caller.role))
            if (values.has(name) && JSON.stringify(values.get(name)) !== JSON.stringify(current[name] ?? null)) body[name] = values.get(name);
          if (Object.keys(body).length === 0) return (await records.get(trx, current.id as number)) ?? current;
          const { errors, value } = checkWrite(decl, body, 'update', current, caller.role);
          refuseInvalid(errors);
          refuseInvalid(await checkReferences(trx, data, decl, caller, value, current, now()));
          const saved = await records.update(trx, current.id as number, { ...value, id: current.id }).catch((e: unknown) => {
            if (e instanceof UniqueViolation)
              throw new ApiFailure(CODES.conflict, `${e.field} is already used`, { errors: { [e.field]: 'This value is already used' } });
            throw e;
          });
          if (!saved) throw new ApiFailure(CODES.notFound, 'record deleted meanwhile');
          await recordRevision(trx, decl, current, saved, caller, 'revert', now());
          return keepReport(trx, data, decl, current, saved, now());
        },
        (r: RecordData) => ({ recordId: r.id, action: `revert to revision ${req.params.revisionId.slice(0, 40)}` }),
      );
      res.set('ETag', etagOf(reverted));
      ok(res, shown(caller, reverted));
    }),
  );
}
