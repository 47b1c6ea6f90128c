/**
 * A declared workflow's rules (schema.ts `Workflow`), pure: the API checks a transition with them
 * and the console offers exactly the transitions they allow, so both always agree.
 */
import { isRoleAllowed, ownerField, type ResourceDecl, type Transition } from './schema';
import { unknownNames, validateField, type FieldError, type RecordData } from './validate';

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
  /** The fields given with the transition (a reason, an expiry, an override, the sha256 of a file seen). */
  fields: Record<string, unknown>;
  /** Taken by the system as the effect of another record's transition (userId 0, actor "system"). */
  cause?: Cause;
}

/** The transition of another record that made the system take this one (a grant closed holds its outputs). */
export interface Cause {
  resource: string;
  id: number;
  transition: string;
}

/**
 * Why the API refused a transition, as it answers it (`data.refusal`): `why` names the rule or the
 * guard, the others what it was about, for a client to say it in its reader's language.
 */
export interface RefusalData {
  why: string;
  field?: string;
  resource?: string;
  state?: string;
  transition?: string;
}

/** One line of a record's chain of custody: its creation or a change of state, of it or of a record depending on it. */
export interface TimelineEntry {
  time: string;
  resource: string;
  recordId: number;
  /** The record's label (its `recordLabel` field). */
  label: string;
  /** A transition's name, `create`, or an entry of the engine's own (`RECORD_ENTRIES`). */
  transition: string;
  from: string;
  to: string;
  actor: string;
  fields: Record<string, unknown>;
  cause?: Cause;
}

/** Who the system is in a history entry: no user, and this name. */
export const SYSTEM_ACTOR = { userId: 0, actor: 'system' } as const;

/** Whether the system took an entry (an effect, the expiry sweep, a migration). */
export const bySystem = (entry: { actor: string; userId?: number; cause?: Cause }): boolean => entry.cause !== undefined || entry.actor === SYSTEM_ACTOR.actor;

/** The cause of what the expiry sweep does: the scheduled job, not another record. */
export const SWEEP_CAUSE: Cause = { resource: 'jobs', id: 0, transition: 'expirySweep' };
export const isSweep = (cause: Cause | undefined): boolean => cause?.resource === SWEEP_CAUSE.resource;

/** A timeline's entry for a record's creation. */
export const CREATE_ENTRY = 'create';

/** The field a `pinnedFile` guard takes: the sha256 of the file as the taker saw it. */
export const PINNED_FILE_FIELD = 'sha256';

/** Who asks to take a transition. */
export interface Taker {
  role: string | null | undefined;
  userId: number;
}

/** Why a transition may not be taken: the role, a rule on the taker, or a date that has passed. */
export type Refusal =
  | { why: 'role' }
  | { why: 'system' }
  | { why: 'owner' }
  | { why: 'notOwner' }
  | { why: 'notBy'; transition: string }
  | { why: 'quorum' }
  | { why: 'past'; field: string };

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
  if (t.system) return { why: 'system' };
  if (!isRoleAllowed(t.roles, taker.role)) return { why: 'role' };
  const owner = ownerField(decl);
  const owns = owner !== undefined && Number(record[owner]) === taker.userId;
  for (const rule of t.rules ?? []) {
    if (rule.kind === 'owner' && !owns) return { why: 'owner' };
    if (rule.kind === 'notOwner' && owns) return { why: 'notOwner' };
    if (rule.kind === 'notBy' && lastTaken(history, rule.transition)?.userId === taker.userId) return { why: 'notBy', transition: rule.transition };
  }
  if (t.quorum && pendingApprovals(history, t).includes(taker.userId)) return { why: 'quorum' };
  for (const field of t.refuseIfPast ?? []) {
    const at = Date.parse(String(record[field] ?? ''));
    if (!Number.isNaN(at) && at <= now) return { why: 'past', field };
  }
  return undefined;
}

/**
 * The users who have taken `t` on the record without moving it yet, since it last came into one
 * of `t.from` from elsewhere (a request returned and submitted again starts over; a review
 * started between two approvals does not): the approvals a quorum has so far (`Transition.quorum`).
 */
export function pendingApprovals(history: readonly HistoryEntry[], t: Transition): number[] {
  const since = history.findLastIndex((h) => h.from !== h.to && !(t.from.includes(h.from) && t.from.includes(h.to)));
  return history
    .slice(since + 1)
    .filter((h) => h.transition === t.name && h.from === h.to)
    .map((h) => h.userId);
}

/**
 * History entries that are not transitions, under names no transition may take: a retired field's
 * value kept by a migration, and a file written to a record (its name and sha256: which file was
 * there when, for the chain of custody).
 */
export const RECORD_ENTRIES = { retire: 'retire', file: 'file' } as const;
const RESERVED: readonly string[] = [...Object.values(RECORD_ENTRIES), CREATE_ENTRY];
/** A file as a history entry names it: its name and sha256. */
export const isFileSeen = (v: unknown): v is { name: string; sha256: string } =>
  typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string' && typeof (v as { sha256?: unknown }).sha256 === 'string';

export const isReservedEntry = (name: string): boolean => RESERVED.includes(name);

/** Whether an entry records one approval of a quorum (the state stayed, and it is a transition's). */
export const isPartial = (entry: HistoryEntry): boolean => entry.from === entry.to && !isReservedEntry(entry.transition);

/**
 * The states in which `role` has something to do on the records it sees: those a transition it may
 * take leaves from, in the state field's order. A role that sees every record (`seesAll`) reviews
 * others' records there, so the owner's own steps (an `owner` rule) are not counted for it.
 */
export function statesAwaiting(decl: ResourceDecl, role: string | null | undefined): string[] {
  const reviewer = isRoleAllowed(decl.seesAll ?? [], role);
  const acts = (decl.workflow?.transitions ?? []).filter(
    (t) => !t.system && isRoleAllowed(t.roles, role) && !(reviewer && t.rules?.some((rule) => rule.kind === 'owner')),
  );
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
export function checkTransitionFields(decl: ResourceDecl, t: Transition, given: Readonly<Record<string, unknown>>, now: number) {
  const errors: Record<string, FieldError> = Object.create(null);
  const fields: Record<string, unknown> = {};
  const declared = new Map((t.fields ?? []).map((f) => [f.field, f]));
  const extra = extraFieldsOf(t);
  const unknown = unknownNames(errors);
  for (const name of Object.keys(given)) if (!declared.has(name) && !extra.has(name)) unknown.add(name);
  unknown.close();
  for (const [name, { required, maxDaysAhead }] of declared) {
    const f = decl.fields[name];
    const v = given[name];
    const e = (f && validateField({ ...f, required: required === true }, v)) || (maxDaysAhead !== undefined && aheadError(v, maxDaysAhead, now));
    if (e) errors[name] = e;
    else if (v !== undefined && v !== null && v !== '') fields[name] = v;
  }
  for (const [name, kind] of extra) {
    const v = given[name];
    const e = v === undefined || v === null ? undefined : extraFieldError(kind, v);
    if (e) errors[name] = e;
    else if (v !== undefined && v !== null && v !== '') fields[name] = v;
  }
  return { errors, fields };
}

const DAY = 86_400_000;

/** A date that must lie ahead, at most `days` days: refused when it does not (9999-12-31 is not an end). */
function aheadError(v: unknown, days: number, now: number): FieldError | undefined {
  if (typeof v !== 'string') return undefined;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  if (at <= now) return { key: 'mds.validation.future' };
  if (at > now + days * DAY) return { key: 'mds.validation.tooFarAhead', args: { days } };
  return undefined;
}

/** The longest override reason a guard takes. */
export const MAX_OVERRIDE = 1000;

/** What a field a guard takes holds: a reason (an override), a confirmation, the sha256 of a file seen. */
export type ExtraField = 'reason' | 'confirm' | 'sha256';

/**
 * Fields a transition takes because of its guards, not declared on the record: an override
 * reason, the confirmation of a check by eye, the sha256 of the file the taker saw.
 */
export function extraFieldsOf(t: Transition): Map<string, ExtraField> {
  const out = new Map<string, ExtraField>();
  for (const g of t.guards ?? []) {
    if (g.kind === 'checks' || g.kind === 'disclosure') out.set(g.override, 'reason');
    if (g.kind === 'disclosure') out.set(g.confirm, 'confirm');
    if (g.kind === 'pinnedFile' && !g.since) out.set(PINNED_FILE_FIELD, 'sha256');
  }
  return out;
}

function extraFieldError(kind: ExtraField, v: unknown): FieldError | undefined {
  if (kind === 'sha256') return typeof v === 'string' && /^[0-9a-f]{64}$/.test(v) ? undefined : { key: 'mds.validation.sha256' };
  if (kind === 'confirm') return typeof v === 'boolean' ? undefined : { key: 'mds.validation.boolean' };
  if (typeof v !== 'string') return { key: 'mds.validation.string' };
  if (v.trim() === '') return { key: 'ra.validation.required' };
  return [...v].length > MAX_OVERRIDE ? { key: 'ra.validation.maxLength', args: { max: MAX_OVERRIDE } } : undefined;
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
