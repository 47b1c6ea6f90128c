/**
 * A declared workflow's rules (schema.ts `Workflow`), pure: the API checks a transition with them
 * and the console offers exactly the transitions they allow, so both always agree.
 */
import { isRoleAllowed, ownerField, type ResourceDecl, type Transition } from './schema';
import { validateField, type FieldError, type RecordData } from './validate';

/** One change of state as a record's history keeps it. */
export interface HistoryEntry {
  id: number;
  /** ISO time of the change. */
  time: string;
  userId: number;
  /** The user's name as the operation log shows it. */
  actor: string;
  transition: string;
  from: string;
  to: string;
  /** The fields given with the transition (a reason, an expiry). */
  fields: Record<string, unknown>;
}

/** Who asks to take a transition. */
export interface Taker {
  role: string | null | undefined;
  userId: number;
}

/** Why a transition may not be taken: the role, a rule on the taker, or a date that has passed. */
export type Refusal = { why: 'role' } | { why: 'owner' } | { why: 'notBy'; transition: string } | { why: 'past'; field: string };

export const stateOf = (decl: ResourceDecl, record: Readonly<RecordData>): string => String(record[decl.workflow?.field ?? ''] ?? '');

/** Whether a plain update or delete may change the record in its state (`editableIn`; a record without a workflow always). */
export const isEditable = (decl: ResourceDecl, record: Readonly<RecordData>): boolean =>
  !decl.workflow?.editableIn || decl.workflow.editableIn.includes(stateOf(decl, record));

/** The transitions declared out of the record's current state. */
export const transitionsOut = (decl: ResourceDecl, record: Readonly<RecordData>): readonly Transition[] =>
  (decl.workflow?.transitions ?? []).filter((t) => t.from.includes(stateOf(decl, record)));

/** The newest history entry of a named transition. */
const lastTaken = (history: readonly HistoryEntry[], name: string) => [...history].reverse().find((h) => h.transition === name);

/** Why `taker` may not take `t` on this record now, or undefined when they may. */
export function refusal(
  decl: ResourceDecl,
  t: Transition,
  record: Readonly<RecordData>,
  taker: Taker,
  history: readonly HistoryEntry[],
  now: number,
): Refusal | undefined {
  if (!isRoleAllowed(t.roles, taker.role)) return { why: 'role' };
  for (const rule of t.rules ?? []) {
    if (rule.kind === 'owner') {
      const owner = ownerField(decl);
      if (!owner || Number(record[owner]) !== taker.userId) return { why: 'owner' };
    } else if (lastTaken(history, rule.transition)?.userId === taker.userId) return { why: 'notBy', transition: rule.transition };
  }
  for (const field of t.refuseIfPast ?? []) {
    const at = Date.parse(String(record[field] ?? ''));
    if (!Number.isNaN(at) && at <= now) return { why: 'past', field };
  }
  return undefined;
}

/**
 * The states in which `role` has something to do on the records it sees: those a transition it may
 * take leaves from, in the state field's order. A role that sees every record (`seesAll`) reviews
 * others' records there, so the owner's own steps (an `owner` rule) are not counted for it.
 */
export function statesAwaiting(decl: ResourceDecl, role: string | null | undefined): string[] {
  const reviewer = isRoleAllowed(decl.seesAll ?? [], role);
  const acts = (decl.workflow?.transitions ?? []).filter((t) => isRoleAllowed(t.roles, role) && !(reviewer && t.rules?.some((rule) => rule.kind === 'owner')));
  const states = decl.fields[decl.workflow?.field ?? '']?.values ?? [];
  return states.filter((state) => acts.some((t) => t.from.includes(state)));
}

/** The transitions this taker may take on the record now: the buttons the console shows. */
export const allowedTransitions = (decl: ResourceDecl, record: Readonly<RecordData>, taker: Taker, history: readonly HistoryEntry[], now: number) =>
  transitionsOut(decl, record).filter((t) => !refusal(decl, t, record, taker, history, now));

/** The transition that leads from the record's state to `to`, if one is declared. */
export const transitionTo = (decl: ResourceDecl, record: Readonly<RecordData>, to: unknown): Transition | undefined =>
  transitionsOut(decl, record).find((t) => t.to === to);

/**
 * The fields given with a transition against its declaration: unknown or undeclared fields and
 * missing required ones are errors; the values to store come back in `fields`.
 */
export function checkTransitionFields(decl: ResourceDecl, t: Transition, given: Readonly<Record<string, unknown>>) {
  const errors: Record<string, FieldError> = Object.create(null);
  const fields: Record<string, unknown> = {};
  const declared = new Map((t.fields ?? []).map((f) => [f.field, f.required === true]));
  for (const name of Object.keys(given)) if (!declared.has(name)) errors[name] = { key: 'mds.validation.unknown' };
  for (const [name, required] of declared) {
    const f = decl.fields[name];
    const v = given[name];
    const e = f && validateField({ ...f, required }, v);
    if (e) errors[name] = e;
    else if (v !== undefined && v !== null && v !== '') fields[name] = v;
  }
  return { errors, fields };
}

/** The states a workflow can reach from its initial state (the linter reports the others). */
export function reachableStates(decl: ResourceDecl): Set<string> {
  const wf = decl.workflow;
  const start = wf ? decl.fields[wf.field]?.defaultValue : undefined;
  const seen = new Set<string>(typeof start === 'string' ? [start] : []);
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of wf?.transitions ?? [])
      if (!seen.has(t.to) && t.from.some((s) => seen.has(s))) {
        seen.add(t.to);
        grew = true;
      }
  }
  return seen;
}
