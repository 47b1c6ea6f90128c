/**
 * A declared workflow's routes beside its collection (resources/lib/workflow.ts has the rules,
 * transitions.ts takes one): `POST <endpoint>/:id/transitions` moves a record to another state,
 * `GET` the same path answers its history, `POST <endpoint>/transitions` moves several records one
 * by one (a result each), and `GET <endpoint>/:id/timeline` joins the record's history with its
 * dependants' (a request's grants and their outputs). A transition, its history entry, what it
 * creates, its effects and its operation-log entries commit in one transaction; a refused one
 * changes nothing.
 */
import type express from 'express';
import { MAX_BULK, type ResourceDecl } from '../resources/lib/schema';
import { stateOf, transitionsOut, transitionTo } from '../resources/lib/workflow';
import { isRecordId, type RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';
import { historyOf } from './database/history';
import { AN_OBJECT, bodyOf } from './body';
import { ApiFailure, CODES, ok } from './envelope';
import { callerOf } from './authorization';
import { handle } from './handle';
import type { Caller } from './sessions';
import { takeTransition } from './transitions';
import { logRefusal } from './audit';
import { timelineOf } from './timeline';
import { etagOf, ifMatchHeader, ifMatchOf } from './etag';

export interface WorkflowDeps {
  data: Data;
  now: () => number;
  /** The record as the caller may reach it (404 otherwise), read through `db`; `lock`: held until the commit. */
  find: (db: AnyDb, caller: Caller, id: string, lock?: boolean) => Promise<RecordData>;
  /** The record read locked through `db` (404 otherwise), refused (41200) when `ifMatch` names another version. */
  locked: (db: AnyDb, caller: Caller, id: string, ifMatch: readonly string[] | undefined) => Promise<RecordData>;
  /** The record as the caller may see it in an answer. */
  shown: (caller: Caller, record: RecordData) => RecordData;
}

/** 40000 naming where the record may go from its state. */
function noSuchTransition(decl: ResourceDecl, record: RecordData, to: unknown): never {
  const out = transitionsOut(decl, record)
    .filter((t) => !t.system)
    .map((t) => `${t.name} (to ${t.to})`);
  const given = typeof to === 'string' ? `"${to.slice(0, 40)}"` : 'no "to"';
  const allowed = out.length ? `allowed: ${out.join(', ')}` : 'no transition leaves this state';
  throw new ApiFailure(CODES.badInput, `cannot move from ${stateOf(decl, record)} to ${given}; ${allowed}`, {
    errors: { to: allowed },
    refusal: { why: 'state', state: stateOf(decl, record) },
  });
}

/** The ids of a bulk call: 1 to MAX_BULK record ids, each once. */
function idsOf(v: unknown): number[] {
  const ok = Array.isArray(v) && v.length > 0 && v.length <= MAX_BULK && v.every(isRecordId);
  if (!ok) throw new ApiFailure(CODES.badInput, `ids must be a list of 1 to ${MAX_BULK} record ids`, { errors: { ids: `1 to ${MAX_BULK} record ids` } });
  return [...new Set(v as number[])];
}

/** The bulk call's `etags`: the ETag each record must still have, by id (any record not named moves as it is). */
function etagsOf(v: unknown): Record<string, string> {
  const ok =
    v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((t) => typeof t === 'string' && t.length <= 200));
  if (!ok) throw new ApiFailure(CODES.badInput, 'etags must map record ids to ETags', { errors: { etags: 'An ETag per record id' } });
  return (v ?? {}) as Record<string, string>;
}

export function workflowRoutes(router: express.Router, decl: ResourceDecl, { data, now, find, locked, shown }: WorkflowDeps): void {
  const records = data.records(decl.name);
  /** One transition on one record, in its own transaction with its log entry; `etag`: its ETag after it, as stored. */
  const move = (req: express.Request, caller: Caller, id: string, to: unknown, given: Record<string, unknown>, ifMatch: readonly string[] | undefined) =>
    data.write(
      req,
      async (trx) => {
        // Read locked, checked and written in one transaction: two reviewers cannot both decide.
        const record = await locked(trx, caller, id, ifMatch);
        const t = transitionTo(decl, record, to) ?? noSuchTransition(decl, record, to);
        const taken = await takeTransition(trx, data, decl, record, t, given, { caller }, now());
        // Read again: the record as its effects and a quorum's unchanged state leave it stored.
        const after = await records.get(trx, record.id as number);
        return { ...taken, etag: etagOf(after ?? taken.record) };
      },
      ({ record, action }) => ({ recordId: record.id, action }),
    );

  router.get(
    '/:id/transitions',
    handle(async (req, res) => {
      const record = await find(data.db, callerOf(req), req.params.id);
      ok(res, { list: await historyOf(data.db, decl.name, record.id as number) });
    }),
  );

  router.post(
    '/:id/transitions',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { to, ...given } = bodyOf(req, AN_OBJECT);
      const { record, etag } = await move(req, caller, req.params.id, to, given, ifMatchHeader(req));
      res.set('ETag', etag);
      ok(res, shown(caller, record));
    }),
  );

  // Each record is checked by the same rules as alone, in its own transaction: one refusal stops no other.
  router.post(
    '/transitions',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { ids, to, etags, ...given } = bodyOf(req, AN_OBJECT);
      const list = [];
      const checked = idsOf(ids);
      const tags = etagsOf(etags);
      for (const id of checked) {
        try {
          const ifMatch = Object.hasOwn(tags, String(id)) ? ifMatchOf(tags[String(id)]) : undefined;
          const { record } = await move(req, caller, String(id), to, given, ifMatch);
          list.push({ id, code: CODES.ok, msg: 'ok', record: shown(caller, record) });
        } catch (e) {
          if (!(e instanceof ApiFailure)) throw e;
          list.push({ id, code: e.code, msg: e.message, ...(e.data as object | null) });
          await logRefusal(data, req, { recordId: id, status: e.httpStatus, code: e.code }, now());
        }
      }
      ok(res, { list });
    }),
  );

  if (decl.timeline)
    router.get(
      '/:id/timeline',
      handle(async (req, res) => {
        const record = await find(data.db, callerOf(req), req.params.id);
        ok(res, { list: await timelineOf(data.db, data, decl, record) });
      }),
    );
}
