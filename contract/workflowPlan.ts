/**
 * Plans for the workflow checks, from the declaration alone: who creates a record, which declared
 * transitions bring it to a state and who takes each step, and what the server must answer a
 * caller taking a transition. Written apart from resources/lib/workflow.ts on purpose: the
 * contract restates the rules rather than trusting the code it checks.
 */
import { isRoleAllowed, ownerField, type ResourceDecl, type Transition } from '../resources/lib/schema';
import { CALLERS, roleOf, type Caller } from './client';

/** One transition taken on a record, and who took it (after `partial`, the earlier approvals of a quorum). */
export interface Step {
  transition: Transition;
  by: Caller;
  partial?: readonly Caller[];
}

/** A record made by `creator`, moved along `steps`, then `by` takes `transition`. */
export interface Plan {
  creator: Caller;
  steps: Step[];
  transition: Transition;
  by: Caller;
}

/** Why the server must refuse: the record is not the caller's to see, a transition only the system takes, the role, or a rule. */
export type Refusal = 'unseen' | 'system' | 'role' | 'owner' | 'notOwner' | 'notBy';

/** A per-user collection (an owner field) shows others' records only to the roles of `seesAll`. */
export const canSee = (decl: ResourceDecl, who: Caller, creator: Caller) =>
  !ownerField(decl) || who === creator || isRoleAllowed(decl.seesAll ?? [], roleOf(who));

/** Why `by` may not take `t` on a record `creator` made and moved along `steps`, or undefined. */
export function refusalOf(decl: ResourceDecl, t: Transition, by: Caller, creator: Caller, steps: readonly Step[]): Refusal | undefined {
  if (!canSee(decl, by, creator)) return 'unseen';
  if (t.system) return 'system';
  if (!isRoleAllowed(t.roles, roleOf(by))) return 'role';
  for (const rule of t.rules ?? []) {
    if (rule.kind === 'owner' && by !== creator) return 'owner';
    if (rule.kind === 'notOwner' && by === creator) return 'notOwner';
    if (rule.kind === 'notBy' && steps.findLast((s) => s.transition.name === rule.transition)?.by === by) return 'notBy';
  }
  return undefined;
}

export const initialState = (decl: ResourceDecl): string => String(decl.fields[decl.workflow?.field ?? '']?.defaultValue ?? '');

/** The roles that may create a record by hand, as callers (the reviewer last). */
export const creatorsOf = (decl: ResourceDecl): Caller[] => CALLERS.filter((who) => isRoleAllowed(decl.access.write, roleOf(who)));

/** The callers the rules let take `t` on a record `creator` made and moved along `steps`: a quorum's takers. */
export const allowedTakers = (decl: ResourceDecl, t: Transition, creator: Caller, steps: readonly Step[]): Caller[] =>
  CALLERS.filter((who) => !refusalOf(decl, t, who, creator, steps));

/** Transition sequences from the initial state into one of `targets`, shortest first (a bounded search). */
function* pathsTo(decl: ResourceDecl, targets: readonly string[]): Generator<Transition[]> {
  const transitions = decl.workflow?.transitions ?? [];
  const maxLength = new Set(transitions.flatMap((t) => [...t.from, t.to])).size;
  let frontier: { state: string; path: Transition[] }[] = [{ state: initialState(decl), path: [] }];
  for (let length = 0; length <= maxLength && frontier.length > 0 && frontier.length < 10_000; length++) {
    for (const { state, path } of frontier) if (targets.includes(state)) yield path;
    frontier = frontier.flatMap(({ state, path }) => transitions.filter((t) => t.from.includes(state)).map((t) => ({ state: t.to, path: [...path, t] })));
  }
}

/** Callers for each step such that every step is allowed, and `accept` holds of what follows. */
function assign(decl: ResourceDecl, path: readonly Transition[], creator: Caller, accept: (steps: Step[]) => boolean, steps: Step[] = []): Step[] | undefined {
  if (steps.length === path.length) return accept(steps) ? steps : undefined;
  const t = path[steps.length];
  for (const by of [creator, ...CALLERS.filter((who) => who !== creator)]) {
    if (refusalOf(decl, t, by, creator, steps)) continue;
    const found = assign(decl, path, creator, accept, [...steps, { transition: t, by }]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The shortest plan for one of `takers` to take `t` whose outcome `want` accepts, creators tried
 * in the order given; undefined when the declaration allows none.
 */
export function planFor(
  decl: ResourceDecl,
  t: Transition,
  takers: readonly Caller[],
  creators: readonly Caller[],
  want: (refusal: Refusal | undefined) => boolean,
): Plan | undefined {
  for (const path of pathsTo(decl, t.from))
    for (const creator of creators)
      for (const by of takers) {
        const steps = assign(decl, path, creator, (s) => want(refusalOf(decl, t, by, creator, s)));
        if (steps) return { creator, steps, transition: t, by };
      }
  return undefined;
}

/**
 * The plan for `by` to take `t`: preferably on a record of their own, and where the declaration
 * lets them take it; else the first one that gets a record there at all. `makers`: who may bring a
 * record into being (by hand, by default; see workflowRecords.ts for records another workflow makes).
 */
export function planAs(decl: ResourceDecl, t: Transition, by: Caller, makers: readonly Caller[] = creatorsOf(decl)): Plan | undefined {
  const creators = [...makers].sort((a, b) => Number(b === by) - Number(a === by));
  return planFor(decl, t, [by], creators, (r) => r === undefined) ?? planFor(decl, t, [by], creators, () => true);
}

/** A record brought by allowed steps into one of `states` (none taken if it starts there), or undefined. */
export function planInto(decl: ResourceDecl, states: readonly string[], creators: readonly Caller[]): Pick<Plan, 'creator' | 'steps'> | undefined {
  for (const path of pathsTo(decl, states))
    for (const creator of creators) {
      const steps = assign(decl, path, creator, () => true);
      if (steps) return { creator, steps };
    }
  return undefined;
}

/** How a plan's path reads in a check's name: "created by user, submit by user, check by reviewer". */
export const describePath = (plan: Plan): string => [`created by ${plan.creator}`, ...plan.steps.map((s) => `${s.transition.name} by ${s.by}`)].join(', ');
