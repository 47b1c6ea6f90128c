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

export interface WorkflowDeps {
  data: Data;
  now: () => number;
  /** The record as the caller may reach it (404 otherwise), read through `db`; `lock`: held until the commit. */
  find: (db: AnyDb, caller: Caller, id: string, lock?: boolean) => Promise<RecordData>;
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

export function workflowRoutes(router: express.Router, decl: ResourceDecl, { data, now, find, shown }: WorkflowDeps): void {
  /** One transition on one record, in its own transaction with its log entry. */
  const move = (req: express.Request, caller: Caller, id: string, to: unknown, given: Record<string, unknown>) =>
    data.write(
      req,
      async (trx) => {
        // Read locked, checked and written in one transaction: two reviewers cannot both decide.
        const record = await find(trx, caller, id, true);
        const t = transitionTo(decl, record, to) ?? noSuchTransition(decl, record, to);
        return takeTransition(trx, data, decl, record, t, given, { caller }, now());
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
      const { record } = await move(req, caller, req.params.id, to, given);
      ok(res, shown(caller, record));
    }),
  );

  // Each record is checked by the same rules as alone, in its own transaction: one refusal stops no other.
  router.post(
    '/transitions',
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { ids, to, ...given } = bodyOf(req, AN_OBJECT);
      const list = [];
      for (const id of idsOf(ids)) {
        try {
          const { record } = await move(req, caller, String(id), to, given);
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
