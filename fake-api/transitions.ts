/**
 * Taking one transition on one record, inside the caller's transaction, the record locked: the
 * rules on who (resources/lib/workflow.ts), the fields given, the guards on the data as it is now
 * (guards.ts), a quorum's earlier approvals, then the change, its history entry, what it creates
 * and its effects on the records that reference it, each effect with its own history and
 * operation-log entry. A refusal throws, and the transaction keeps nothing.
 */
import { withExpiry, type EffectValue, type ResourceDecl, type Transition } from '../resources/lib/schema';
import {
  checkTransitionFields,
  extraFieldsOf,
  pendingApprovals,
  refusal,
  stateOf,
  isSweep,
  SYSTEM_ACTOR,
  type Cause,
  type HistoryEntry,
} from '../resources/lib/workflow';
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';
import { appendHistory, historyOf } from './database/history';
import { ApiFailure, CODES } from './envelope';
import { checkGuards, refused } from './guards';
import { referenceReader, type Referenced } from './referenced';
import { englishErrors } from './messages';
import { logSystemChange } from './audit';
import { stamped } from './stamped';
import { notifyOf } from './notices';
import type { Caller } from './sessions';
import { recordRevision } from './revisions';

/** Who takes a transition: a signed-in person, or the system because of another record's transition. */
export type Taker = { caller: Caller } | { cause: Cause };

export interface Taken {
  record: RecordData;
  /** What the operation log says it did: `approve: submitted → approved`, or one approval of a quorum. */
  action: string;
}

const REFUSALS: Record<string, string> = {
  role: 'your role may not take this transition',
  system: 'only the system takes this transition',
  owner: 'only the owner of the record may take this transition',
  notOwner: 'the owner of the record may not decide on it',
  notBy: 'the user who took the previous step may not take this one',
  quorum: 'you have approved already; another user must give the next approval',
};

/** Values an effect or a creation takes from the record that causes it. */
function valuesFrom(values: Readonly<Record<string, EffectValue>>, record: RecordData, given: Record<string, unknown>): RecordData {
  const source = { ...record, ...given };
  return Object.fromEntries(Object.entries(values).map(([name, v]) => [name, v.from === 'id' ? record.id : v.from === 'const' ? v.value : source[v.field]]));
}

/** Whether a quorum's condition holds for this record (a request naming a `core` dataset). */
async function quorumApplies(t: Transition, refs: (field: string) => Promise<Referenced>): Promise<boolean> {
  if (!t.quorum) return false;
  const { via, field, values } = t.quorum.when;
  const { records } = await refs(via);
  return records.some((r) => values.includes(String(r[field])));
}

/** The person's rules: refused with the reason the console says in the reader's language. */
function checkTaker(decl: ResourceDecl, t: Transition, record: RecordData, caller: Caller, history: readonly HistoryEntry[], now: number) {
  const why = refusal(decl, t, record, caller, history, now);
  if (!why) return;
  if (why.why === 'past') throw refused(CODES.badInput, 'a date this transition needs has passed', why, { [why.field]: `${why.field} has passed` });
  throw refused(CODES.forbidden, `cannot ${t.name}: ${REFUSALS[why.why]}`, why);
}

/**
 * Takes `t` on `record` (read in this transaction, locked, as read now). A person's operation-log
 * entry is written by Data.write from the `action` answered; the system's (an effect, the expiry
 * sweep) here, naming its cause.
 */
export async function takeTransition(
  trx: AnyDb,
  data: Data,
  decl: ResourceDecl,
  record: RecordData,
  t: Transition,
  given: Record<string, unknown>,
  by: Taker,
  now: number,
): Promise<Taken> {
  const { errors, fields } = checkTransitionFields(decl, t, given, now);
  const from = stateOf(decl, record);
  const id = record.id as number;
  if ('cause' in by) {
    // The declaration's own effect: the linter has checked that it gives what the transition needs.
    if (Object.keys(errors).length) throw new Error(`${decl.name}.${t.name} taken as an effect without valid fields: ${Object.keys(errors).join(', ')}`);
    const taken = await change(trx, data, decl, record, t, fields, { ...SYSTEM_ACTOR, cause: by.cause }, now);
    const because = isSweep(by.cause) ? '' : ` (${by.cause.resource} ${by.cause.id} ${by.cause.transition})`;
    await logSystemChange(trx, data, { resource: decl.name, recordId: id, action: `${taken.action}${because}` }, now);
    return taken;
  }
  // A person: the rules on who, then the fields, then the guards on the data as it is now.
  const history = await historyOf(trx, decl.name, id);
  checkTaker(decl, t, record, by.caller, history, now);
  if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, `invalid fields for ${t.name}`, { errors: englishErrors(decl, errors) });
  const refs = referenceReader(trx, data, decl, record, now);
  await checkGuards({ db: trx, data, decl, t, record, fields, history, now, refs });
  const who = { userId: by.caller.userId, actor: by.caller.actor };
  // One approval of several: kept in the history, the record stays where it is.
  if (await quorumApplies(t, refs)) {
    const approvals = pendingApprovals(history, t).length + 1;
    if (approvals < t.quorum!.count) {
      await appendHistory(trx, decl.name, id, { ...who, transition: t.name, from, to: from, fields }, now);
      return { record, action: `${t.name} (${approvals} of ${t.quorum!.count}): ${from}` };
    }
  }
  return change(trx, data, decl, record, t, fields, who, now);
}

/** The change itself, by whoever takes it: the record moved, its history entry, what it creates, its effects. */
async function change(
  trx: AnyDb,
  data: Data,
  decl: ResourceDecl,
  record: RecordData,
  t: Transition,
  fields: Record<string, unknown>,
  who: Omit<HistoryEntry, 'id' | 'time' | 'transition' | 'from' | 'to' | 'fields'>,
  now: number,
): Promise<Taken> {
  const from = stateOf(decl, record);
  const id = record.id as number;
  const records = data.records(decl.name);
  const saved = await records.update(trx, id, { ...record, ...fields, [decl.workflow!.field]: t.to });
  if (!saved) throw new ApiFailure(CODES.notFound, 'record deleted meanwhile');
  await appendHistory(trx, decl.name, id, { ...who, transition: t.name, from, to: t.to, fields }, now);
  await recordRevision(trx, decl, record, saved, who, 'transition', now, t.name);
  if (t.creates) {
    const target = data.decl(t.creates.resource)!;
    const created = valuesFrom(t.creates.values, record, fields);
    for (const [name, f] of Object.entries(target.fields)) if (created[name] === undefined && f.defaultValue !== undefined) created[name] = f.defaultValue;
    const made = await data.records(target.name).insert(trx, stamped(target, created, now));
    await recordRevision(trx, target, undefined, made, who, 'create', now);
  }
  await applyEffects(trx, data, decl, saved, t, fields, now);
  // Whom it concerns is told in the same transaction: after its effects' notices, so it shows above them.
  await notifyOf(trx, data, decl, saved, t.name, t.notify, who, fields, now);
  return { record: saved, action: `${t.name}: ${from} → ${t.to}${overridesOf(t, fields)}` };
}

/** The reasons given to decide despite a guard (a DUO conflict, failing disclosure rules), for the operation log. */
function overridesOf(t: Transition, fields: Record<string, unknown>): string {
  const reasons = [...extraFieldsOf(t)]
    .filter(([name, kind]) => kind === 'reason' && typeof fields[name] === 'string')
    .map(([name]) => `${name}: ${String(fields[name])}`);
  return reasons.length ? ` (override; ${reasons.join('; ').slice(0, 300)})` : '';
}

/** Each effect of `t`: the records referencing `record` take their transition as the system, where their state allows. */
async function applyEffects(trx: AnyDb, data: Data, decl: ResourceDecl, record: RecordData, t: Transition, given: Record<string, unknown>, now: number) {
  const cause: Cause = { resource: decl.name, id: record.id as number, transition: t.name };
  for (const effect of t.effects ?? []) {
    const target = data.decl(effect.resource)!;
    const next = target.workflow!.transitions.find((x) => x.name === effect.take)!;
    for (const raw of await data.records(target.name).referencing(trx, effect.via, record.id as number, true)) {
      const other = withExpiry(target, raw, now);
      if (!next.from.includes(stateOf(target, other))) continue;
      await takeTransition(trx, data, target, other, next, valuesFrom(effect.values ?? {}, record, given), { cause }, now);
    }
  }
}
