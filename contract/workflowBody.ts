/**
 * What the suite gives with a transition, from its declaration: the required fields (dates a year
 * ahead, or within `maxDaysAhead`), the date a `dateAhead` guard looks at, and the fields its guards
 * take — an override reason (`checks`, `disclosure`), the confirmation of a check by eye, and, for a
 * `pinnedFile` guard without `since`, the sha256 of the record's file as the taker reads it.
 * Restated from the declaration (schema.ts `Guard`), not imported from the rules it checks.
 */
import type { Guard, ResourceDecl, Transition, TransitionField } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { Caller, ContractClient } from './client';
import { check } from './expect';
import type { Reply } from './reply';
import { validValue } from './sample';

const DAY = 86_400_000;
/** A date long past, for the dates a transition needs. */
export const PAST = '2001-01-01T00:00:00.000Z';
export const daysAhead = (days: number): string => new Date(Date.now() + days * DAY).toISOString();

/** The reason the suite gives to decide despite a guard (a DUO conflict, failing disclosure rules). */
export const OVERRIDE_REASON = 'contract suite: decided despite the guard, on purpose';

/** A valid date for a transition field: a year ahead, or well within its `maxDaysAhead`. */
const dateFor = (f: TransitionField) => daysAhead(f.maxDaysAhead === undefined ? 365 : Math.max(1, Math.min(365, Math.floor(f.maxDaysAhead / 2))));

/** A valid value of a transition field. */
function valueFor(decl: ResourceDecl, t: Transition, f: TransitionField): unknown {
  const v = decl.fields[f.field]?.kind === 'date' ? dateFor(f) : validValue(decl, f.field);
  check(v !== undefined, `cannot build a valid ${f.field} for ${t.name} from the declaration`);
  return v;
}

/** The fields a transition requires, with valid values, and the date its `dateAhead` guards look at where it is given with it. */
export function requiredFields(decl: ResourceDecl, t: Transition): Record<string, unknown> {
  const ahead = new Set((t.guards ?? []).flatMap((g) => (g.kind === 'dateAhead' ? [g.field] : [])));
  const given: Record<string, unknown> = {};
  for (const f of (t.fields ?? []).filter((f) => f.required || ahead.has(f.field))) given[f.field] = valueFor(decl, t, f);
  return given;
}

/** The `pinnedFile` guard whose file the taker must say they saw (one without `since`). */
const pinnedFile = (t: Transition) => t.guards?.find((g): g is Extract<Guard, { kind: 'pinnedFile' }> => g.kind === 'pinnedFile' && !g.since);

/** The fields the guards of `t` take besides the sha256: override reasons and confirmations. */
export function guardFields(t: Transition): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const g of t.guards ?? []) {
    if (g.kind === 'checks' || g.kind === 'disclosure') given[g.override] = OVERRIDE_REASON;
    if (g.kind === 'disclosure') given[g.confirm] = true;
  }
  return given;
}

/** The names of every field a transition takes: declared ones and what its guards take. */
export const takenFields = (t: Transition): string[] => [
  ...(t.fields ?? []).map((f) => f.field),
  ...Object.keys(guardFields(t)),
  ...(pinnedFile(t) ? ['sha256'] : []),
];

/**
 * A valid body for `who` to take `t` on record `id`: `{ to, ...fields }`, with the sha256 of the
 * record's file as `who` reads it where a guard asks for it. A caller who cannot read the record
 * (a refusal is due) sends none: what they saw is nothing.
 */
export async function transitionBody(c: ContractClient, decl: ResourceDecl, t: Transition, id: unknown, who: Caller): Promise<Record<string, unknown>> {
  const given: Record<string, unknown> = { to: t.to, ...requiredFields(decl, t), ...guardFields(t) };
  const pinned = pinnedFile(t);
  const read = pinned && (await c.call<RecordData>('GET', `${decl.endpoint}/${id}`, { role: who }));
  if (pinned && read && read.body?.code === 20000) {
    const sha256 = (read.body.data[pinned.field] as { sha256?: unknown } | undefined)?.sha256;
    check(
      typeof sha256 === 'string',
      `GET ${decl.endpoint}/${id} as ${who}: the file ${pinned.field} must be read with its sha256, got ${JSON.stringify(read.body.data[pinned.field])}`,
    );
    given.sha256 = sha256;
  }
  return given;
}

/** The refusal an answer carries (`data.refusal`), if any. */
export const refusalIn = (r: Reply): { why?: unknown; field?: unknown; transition?: unknown } | undefined =>
  (r.body?.data as { refusal?: { why?: unknown } } | null | undefined)?.refusal ?? undefined;

/**
 * The guard refusals that depend on data the suite cannot arrange from the declaration alone (docs:
 * 40900 reference, noFile, fileChanged; 40000 requires, and dateAhead on a date of the record).
 * Never those it gives what they need for: an override reason (conflict, disclosure), a confirmation
 * (manual), the sha256 seen (fileUnseen), a date given with the transition (dateAhead).
 */
const DATA_GUARDS: Record<string, { kind: Guard['kind']; code: number }> = {
  reference: { kind: 'reference', code: 40900 },
  requires: { kind: 'requires', code: 40000 },
  noFile: { kind: 'disclosure', code: 40900 },
  fileChanged: { kind: 'pinnedFile', code: 40900 },
  dateAhead: { kind: 'dateAhead', code: 40000 },
};

/**
 * The reason of a refusal by one of the guards `t` declares on data the suite cannot arrange (a
 * dataset withdrawn meanwhile), with the code that reason comes with; undefined for any other
 * answer: a rule on the caller above all, or a guard that had what it needs in `given`.
 */
export function guardRefusal(t: Transition, r: Reply, given: Record<string, unknown>): string | undefined {
  const said = refusalIn(r);
  const why = typeof said?.why === 'string' ? said.why : undefined;
  const guard = why ? DATA_GUARDS[why] : undefined;
  if (!guard || r.body.code !== guard.code || !(t.guards ?? []).some((g) => g.kind === guard.kind)) return undefined;
  if (why === 'dateAhead' && given[String(said?.field)] !== undefined) return undefined;
  return why;
}
