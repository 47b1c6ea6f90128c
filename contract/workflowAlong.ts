/**
 * The workflow checks' common ground: a fresh record brought along a plan's steps (its history
 * checked), what a refusal must answer (the code, and `data.refusal.why` naming the rule), and that
 * a refused transition changed nothing.
 */
import { isRoleAllowed, type ResourceDecl, type Transition } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import { roleOf, type Caller, type ContractClient } from './client';
import { check, expectCode } from './expect';
import type { Reply } from './reply';
import { refusalIn } from './workflowBody';
import { initialState, type Plan, type Refusal, type Step } from './workflowPlan';
import { makeRecord, pathOf, type Making } from './workflowRecords';
import { expectHistory, walkSteps, workflowClient, type WorkflowClient } from './workflowWalk';

export const REFUSALS: Record<Refusal, string> = {
  unseen: 'not their record to see',
  system: 'taken only by the system',
  role: 'the role is not listed',
  owner: 'not the owner',
  notOwner: 'the owner deciding on their own record',
  notBy: 'took the step it must not follow',
};

export const arrow = (t: Transition) => `${t.name} (${t.from.join(' | ')} → ${t.to})`;

/** A record brought to a plan's transition: its id, and the steps as taken (a quorum's approvals with them). */
export interface Brought {
  id: unknown;
  steps: Step[];
  wc: WorkflowClient;
}

/** A fresh record made by the plan's creator and moved along its steps, its history checked. */
export async function bring(c: ContractClient, decl: ResourceDecl, known: readonly ResourceDecl[], plan: Plan, making: Making = {}): Promise<Brought> {
  const wc = workflowClient(c, decl);
  const field = decl.workflow!.field;
  const record: RecordData = await makeRecord(c, decl, known, plan.creator, making);
  check(
    record[field] === undefined || record[field] === initialState(decl),
    `a new ${decl.name} record starts at ${String(record[field])}, not ${initialState(decl)}`,
  );
  const steps = await walkSteps(c, wc, known, record.id, plan.creator, plan.steps, pathOf(decl, known, plan));
  await expectHistory(wc, record.id, plan.creator, steps);
  return { id: record.id, steps, wc };
}

/** `bring`, then `run`, then the record is deleted if it still may be (elsewhere it stays). */
export async function along(
  c: ContractClient,
  decl: ResourceDecl,
  known: readonly ResourceDecl[],
  plan: Plan,
  run: (id: unknown, wc: WorkflowClient, steps: Step[]) => Promise<void>,
  making: Making = {},
) {
  const brought = await bring(c, decl, known, plan, making);
  try {
    await run(brought.id, brought.wc, brought.steps);
  } finally {
    await brought.wc.forget(brought.id, plan.creator);
  }
}

/** The code a refusal comes with: a record the caller may not see is not found (40400), or forbidden. */
export const codeOfRefusal = (r: Refusal): number => (r === 'unseen' ? 40400 : 40300);

/**
 * Whether the caller's role may take none of the workflow's transitions: the authorization table
 * then closes the transition routes to it (docs/api-contract.md, Authorization and Bulk
 * transitions), answering a plain 40300 before any rule is looked at, without `data.refusal`.
 */
export const closedTo = (decl: ResourceDecl, by: Caller) => !decl.workflow!.transitions.some((t) => isRoleAllowed(t.roles, roleOf(by)));

/**
 * The answer refuses as `refusal` says: 40300 with `data.refusal.why` naming the rule (and, for
 * notBy, the transition it names); a record the caller may not see, 40400 or 40300; a role the
 * route is closed to, a plain 40300.
 */
export function expectRefused(answer: Reply, refusal: Refusal, decl: ResourceDecl, t: Transition, by: Caller, what: string) {
  if (refusal === 'unseen' && answer.body?.code === 40400) return expectCode(answer, 40400, what);
  expectCode(answer, 40300, `${what}, which must be refused (${REFUSALS[refusal]})`);
  if (refusal === 'unseen') return;
  const said = refusalIn(answer);
  if (said === undefined && closedTo(decl, by)) return;
  check(said?.why === refusal, `${what}: data.refusal.why must be ${refusal}, got ${JSON.stringify(answer.body.data)}`);
  if (refusal === 'notBy') {
    const rule = t.rules?.find((r) => r.kind === 'notBy');
    check(
      rule?.kind === 'notBy' && said.transition === rule.transition,
      `${what}: data.refusal.transition must name ${rule?.kind === 'notBy' ? rule.transition : ''}`,
    );
  }
}

/** The record is where `steps` left it, with their history and nothing more. */
export async function expectUnchanged(wc: WorkflowClient, id: unknown, creator: Caller, steps: readonly Step[], what: string) {
  const unchanged = steps.at(-1)?.transition.to ?? initialState(wc.decl);
  const state = await wc.state(id, creator);
  check(state === undefined || state === unchanged, `${what} changed the state from ${unchanged} to ${String(state)}`);
  await expectHistory(wc, id, creator, steps);
}
