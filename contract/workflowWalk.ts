/**
 * Taking a declared workflow's transitions on one record as the planned callers: each with what its
 * guards need (workflowBody.ts), a quorum's approvals gathered from different allowed callers while
 * its condition holds, and the history the server keeps checked against the steps taken.
 */
import type { ResourceDecl, Transition } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { Caller, ContractClient } from './client';
import { check, expectCode } from './expect';
import type { Reply } from './reply';
import { transitionBody } from './workflowBody';
import { allowedTakers, initialState, type Step } from './workflowPlan';

/** History entries that are not transitions (docs/api-contract.md, Workflows). */
const RECORD_ENTRY_NAMES: readonly string[] = ['file', 'retire'];

export interface HistoryRow {
  transition: string;
  from: string;
  to: string;
  userId: number;
  actor?: string;
  fields?: Record<string, unknown>;
  cause?: unknown;
}

/** Talks to one declared workflow's records as the planned callers. */
export function workflowClient(c: ContractClient, decl: ResourceDecl) {
  const ep = decl.endpoint;
  const field = decl.workflow!.field;
  return {
    decl,
    async read(id: unknown, who: Caller): Promise<RecordData> {
      const read = await c.call<RecordData>('GET', `${ep}/${id}`, { role: who });
      expectCode(read, 20000, `GET ${ep}/${id} as ${who}`);
      return read.body.data;
    },
    async state(id: unknown, who: Caller): Promise<unknown> {
      return (await this.read(id, who))[field];
    },
    async history(id: unknown, who: Caller): Promise<HistoryRow[]> {
      const read = await c.call<{ list: HistoryRow[] }>('GET', `${ep}/${id}/transitions`, { role: who });
      expectCode(read, 20000, `GET ${ep}/${id}/transitions as ${who}`);
      check(Array.isArray(read.body.data?.list), `GET ${ep}/${id}/transitions: data.list must be an array`);
      // The engine also keeps, under names no transition may take, the files written to a record
      // and a retired field's values: those entries record data, not moves, and are left aside here.
      return read.body.data.list.filter((entry) => !RECORD_ENTRY_NAMES.includes(entry.transition));
    },
    take: (id: unknown, who: Caller, body: Record<string, unknown>) => c.call<RecordData>('POST', `${ep}/${id}/transitions`, { role: who, body }),
    /** Taken with what its guards need, as `who` sees the record. */
    takeWith: async (id: unknown, who: Caller, t: Transition, extra: Record<string, unknown> = {}) =>
      c.call<RecordData>('POST', `${ep}/${id}/transitions`, { role: who, body: { ...(await transitionBody(c, decl, t, id, who)), ...extra } }),
    body: (id: unknown, who: Caller, t: Transition) => transitionBody(c, decl, t, id, who),
    /** Deleted by its creator where the workflow still allows it; elsewhere it stays. */
    forget: (id: unknown, creator: Caller) => c.call('DELETE', `${ep}/${id}`, { role: creator }).catch(() => undefined),
  };
}
export type WorkflowClient = ReturnType<typeof workflowClient>;

/** The ids a reference field holds (one or several). */
export const idsIn = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/**
 * Whether the quorum of `t` applies to the record now: a record its `when.via` names has `when.field`
 * in `when.values`, as `who` reads them; undefined when they cannot be read.
 */
export async function quorumHolds(c: ContractClient, wc: WorkflowClient, known: readonly ResourceDecl[], t: Transition, id: unknown, who: Caller) {
  if (!t.quorum) return false;
  const { via, field, values } = t.quorum.when;
  const target = known.find((d) => d.name === wc.decl.fields[via]?.reference);
  if (!target) return undefined;
  for (const ref of idsIn((await wc.read(id, who))[via])) {
    const read = await c.call<RecordData>('GET', `${target.endpoint}/${ref}`, { role: who });
    if (read.body?.code !== 20000) return undefined;
    if (values.includes(String(read.body.data[field]))) return true;
  }
  return false;
}

export interface Taking {
  /** The step as taken: the caller who moved the record, and those whose approvals came first. */
  step: Step;
  /** The last answer: the move, or the first refusal. */
  answer: Reply<RecordData>;
  /** What was given with it. */
  given: Record<string, unknown>;
}

/**
 * `by` takes `t` on the record `creator` made and moved along `steps`. While a quorum applies,
 * other callers the rules allow approve first (one user each), so that `by` moves it; where it
 * cannot be told whether it applies, they follow `by` until the record moves. A refusal ends it.
 */
export async function takeStep(
  c: ContractClient,
  wc: WorkflowClient,
  known: readonly ResourceDecl[],
  id: unknown,
  t: Transition,
  by: Caller,
  creator: Caller,
  steps: readonly Step[],
): Promise<Taking> {
  const from = steps.at(-1)?.transition.to ?? initialState(wc.decl);
  const others = allowedTakers(wc.decl, t, creator, steps).filter((who) => who !== by);
  const count = t.quorum?.count ?? 1;
  const holds = t.quorum ? await quorumHolds(c, wc, known, t, id, creator) : false;
  if (holds) check(others.length >= count - 1, `${t.name} needs ${count} different users, but the rules let only ${[by, ...others].join(', ')} take it`);
  const takers = holds ? [...others.slice(0, count - 1), by] : holds === false ? [by] : [by, ...others].slice(0, count);
  const partial: Caller[] = [];
  for (const who of takers) {
    const given = await wc.body(id, who, t);
    const answer = await wc.take(id, who, given);
    const step = { transition: t, by: who, partial };
    if (answer.body?.code !== 20000) return { step, answer, given };
    const now = await wc.state(id, creator);
    if (now === t.to || now === undefined) return { step, answer, given };
    check(t.quorum && now === from, `${t.name} by ${who} answered 20000, but the record is in ${String(now)}, neither ${t.to} nor ${from}`);
    partial.push(who);
  }
  check(false, `${t.name} did not move the record after the approvals of ${partial.join(', ')} (a quorum of ${count})`);
}

/** The plan's steps taken on the record, each allowed (20000); the steps as taken. */
export async function walkSteps(
  c: ContractClient,
  wc: WorkflowClient,
  known: readonly ResourceDecl[],
  id: unknown,
  creator: Caller,
  planned: readonly Step[],
  describe: string,
): Promise<Step[]> {
  const taken: Step[] = [];
  for (const { transition: t, by } of planned) {
    const { step, answer } = await takeStep(c, wc, known, id, t, by, creator, taken);
    expectCode(answer, 20000, `${t.name} by ${step.by} (${describe})`);
    const field = wc.decl.workflow!.field;
    const state = answer.body.data[field];
    check(state === undefined || state === t.to, `${t.name} by ${step.by} answered ${field} ${String(state)}, not ${t.to}`);
    taken.push(step);
  }
  return taken;
}

/**
 * The history lists `steps` in order, each from the state the one before led to: the entries that
 * change the state one per step, and before each, the earlier approvals of a quorum (the state
 * kept, from === to), as many as were given, by users different from each other and from the mover.
 */
export async function expectHistory(wc: WorkflowClient, id: unknown, creator: Caller, steps: readonly Step[]) {
  const list = await wc.history(id, creator);
  const what = `the history of ${wc.decl.name} ${String(id)}`;
  const moves = list.filter((e) => e.from !== e.to);
  check(moves.length === steps.length, `${what} has ${moves.length} changes of state after ${steps.length} transitions: ${JSON.stringify(list)}`);
  let from = initialState(wc.decl);
  let at = 0;
  steps.forEach(({ transition: t, partial = [] }, i) => {
    const kept = [];
    while (at < list.length && list[at].from === list[at].to) kept.push(list[at++]);
    const entry = list[at++];
    check(
      entry.transition === t.name && entry.from === from && entry.to === t.to,
      `${what}, change ${i + 1}: expected ${t.name} ${from} → ${t.to}, got ${JSON.stringify(entry)}`,
    );
    check(kept.length === partial.length, `${what}: ${partial.length} earlier approvals of ${t.name} expected before it, found ${JSON.stringify(kept)}`);
    for (const e of kept)
      check(e.transition === t.name && e.from === from, `${what}: an approval before ${t.name} must be ${t.name} ${from} → ${from}, got ${JSON.stringify(e)}`);
    const users = [...kept, entry].map((e) => e.userId);
    check(new Set(users).size === users.length, `${what}: the approvals of ${t.name} must be by different users, got user ids ${users.join(', ')}`);
    from = t.to;
  });
  check(at === list.length, `${what}: entries after the last change of state: ${JSON.stringify(list.slice(at))}`);
}
