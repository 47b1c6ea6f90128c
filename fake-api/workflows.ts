/**
 * A declared workflow's two routes beside its collection (resources/lib/workflow.ts has the rules):
 * `POST <endpoint>/:id/transitions` moves a record to another state, `GET` the same path answers
 * its history. A transition, its history entry, what it creates and its operation-log entry
 * commit in one transaction; a refused one changes nothing.
 */
import type express from 'express';
import { type EffectValue, type ResourceDecl, type Transition } from '../resources/lib/schema';
import { checkTransitionFields, refusal, stateOf, transitionsOut, transitionTo, type Refusal } from '../resources/lib/workflow';
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';
import { appendHistory, historyOf } from './database/history';
import { AN_OBJECT, bodyOf } from './body';
import { ApiFailure, CODES, ok } from './envelope';
import { callerOf } from './authorization';
import { handle } from './handle';
import { stamped } from './stamped';
import { englishErrors } from './messages';
import type { Caller } from './sessions';

export interface WorkflowDeps {
  data: Data;
  now: () => number;
  /** The record as the caller may reach it (404 otherwise), read through `db`. */
  find: (db: AnyDb, caller: Caller, id: string) => Promise<RecordData>;
  /** The record as the caller may see it in an answer. */
  shown: (caller: Caller, record: RecordData) => RecordData;
}

const REFUSALS: Record<Refusal['why'], string> = {
  role: 'your role may not take this transition',
  owner: 'only the owner of the record may take this transition',
  notBy: 'the user who took the previous step may not take this one',
  past: 'a date this transition needs has passed',
};

/** 40000 naming where the record may go from its state. */
function noSuchTransition(decl: ResourceDecl, record: RecordData, to: unknown): never {
  const out = transitionsOut(decl, record).map((t) => `${t.name} (to ${t.to})`);
  const given = typeof to === 'string' ? `"${to.slice(0, 40)}"` : 'no "to"';
  const allowed = out.length ? `allowed: ${out.join(', ')}` : 'no transition leaves this state';
  throw new ApiFailure(CODES.badInput, `cannot move from ${stateOf(decl, record)} to ${given}; ${allowed}`, { errors: { to: allowed } });
}

/** The record a transition creates in another collection, its fields taken from the record moved. */
function createdBy(
  t: Transition,
  record: RecordData,
  given: Record<string, unknown>,
  data: Data,
  at: number,
): { resource: string; record: RecordData } | undefined {
  if (!t.creates) return undefined;
  const target = data.decl(t.creates.resource)!;
  const source = { ...record, ...given };
  const valueOf = (v: EffectValue) => (v.from === 'id' ? record.id : v.from === 'const' ? v.value : source[v.field]);
  const created: RecordData = Object.fromEntries(Object.entries(t.creates.values).map(([name, v]) => [name, valueOf(v)]));
  for (const [name, f] of Object.entries(target.fields)) if (created[name] === undefined && f.defaultValue !== undefined) created[name] = f.defaultValue;
  return { resource: target.name, record: stamped(target, created, at) };
}

export function workflowRoutes(router: express.Router, decl: ResourceDecl, { data, now, find, shown }: WorkflowDeps): void {
  const workflow = decl.workflow!;
  const records = data.records(decl.name);

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
      const moved = await data.write(
        req,
        async (trx) => {
          // Read, checked and written in one transaction: two reviewers cannot both decide.
          const record = await find(trx, caller, req.params.id);
          const t = transitionTo(decl, record, to) ?? noSuchTransition(decl, record, to);
          const history = await historyOf(trx, decl.name, record.id as number);
          const at = now();
          const refused = refusal(decl, t, record, caller, history, at);
          if (refused?.why === 'past') throw new ApiFailure(CODES.badInput, REFUSALS.past, { errors: { [refused.field]: `${refused.field} has passed` } });
          if (refused) throw new ApiFailure(CODES.forbidden, `cannot ${t.name}: ${REFUSALS[refused.why]}`);
          const { errors, fields } = checkTransitionFields(decl, t, given);
          if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, `invalid fields for ${t.name}`, { errors: englishErrors(decl, errors) });
          const from = stateOf(decl, record);
          const saved = await records.update(trx, record.id as number, { ...record, ...fields, [workflow.field]: t.to });
          await appendHistory(
            trx,
            decl.name,
            record.id as number,
            { userId: caller.userId, actor: caller.actor, transition: t.name, from, to: t.to, fields },
            at,
          );
          const created = createdBy(t, record, fields, data, at);
          if (created) await data.records(created.resource).insert(trx, created.record);
          return { saved: saved!, action: `${t.name}: ${from} → ${t.to}` };
        },
        ({ saved, action }) => ({ recordId: saved.id, action }),
      );
      ok(res, shown(caller, moved.saved));
    }),
  );
}
