/**
 * A transition's guards (schema.ts `Guard`), evaluated when it is taken, inside its transaction,
 * on the data as it is then: the grant an output is released under, the datasets a request names,
 * the file the checker saw, the disclosure report, the DUO rules. The first that fails refuses.
 */
import { type Guard, type ResourceDecl, type Transition } from '../resources/lib/schema';
import { conflictsOf, unmetRequirements } from '../resources/lib/conflicts';
import { isStoredFile } from '../resources/lib/files';
import type { HistoryEntry, RefusalData } from '../resources/lib/workflow';
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';
import { ApiFailure, CODES } from './envelope';
import { currentReport } from './disclosure';
import type { Referenced } from './referenced';

/** A refusal answered with its reason; `errors` name the fields the taker can fix. */
export function refused(code: number, message: string, refusal: RefusalData, errors?: Record<string, string>): ApiFailure {
  return new ApiFailure(code, message, { refusal, ...(errors && { errors }) });
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

interface GuardInput {
  db: AnyDb;
  data: Data;
  decl: ResourceDecl;
  t: Transition;
  record: RecordData;
  fields: Record<string, unknown>;
  history: readonly HistoryEntry[];
  now: number;
  /** The records a reference field names, read once per transition. */
  refs: (field: string) => Promise<Referenced>;
}

async function checkReference(g: Extract<Guard, { kind: 'reference' }>, { t, refs }: GuardInput) {
  const { target, records, missing } = await refs(g.field);
  const stateField = target?.workflow?.field ?? '';
  const gone = missing.length > 0 || !target;
  // As read now: a grant past its end reads as expired by its declared `expiry`, even before the sweep.
  const wrong = records.find((r) => !g.states.includes(String(r[stateField])));
  if (!gone && !wrong) return;
  const state = wrong ? String(wrong[stateField]) : 'missing';
  throw refused(CODES.conflict, `cannot ${t.name}: ${g.field} ${gone ? 'names a record that is gone' : `is ${state}`} (needs ${g.states.join(' or ')})`, {
    why: 'reference',
    field: g.field,
    resource: target?.name,
    state,
  });
}

function checkDateAhead(g: Extract<Guard, { kind: 'dateAhead' }>, { t, record, fields, now }: GuardInput) {
  const value = given(fields[g.field]) ? fields[g.field] : record[g.field];
  const at = Date.parse(String(value ?? ''));
  if (!Number.isNaN(at) && at > now) return;
  throw refused(
    CODES.badInput,
    `cannot ${t.name}: ${g.field} must be a date still ahead`,
    { why: 'dateAhead', field: g.field },
    {
      [g.field]: `${g.field} must be a date still ahead`,
    },
  );
}

async function checkConflicts(g: Extract<Guard, { kind: 'checks' }>, { decl, t, record, fields, refs }: GuardInput) {
  if (given(fields[g.override])) return;
  for (const check of decl.checks ?? []) {
    const { records } = await refs(check.via);
    const found = conflictsOf(check, record, records);
    if (found.length === 0) continue;
    throw refused(
      CODES.badInput,
      `cannot ${t.name}: ${check.field} conflicts with ${found.map((c) => `${check.via} ${c.recordId} (${c.against.join(', ')})`).join('; ')}; give ${g.override} to decide anyway`,
      { why: 'conflict', field: g.override },
      { [g.override]: 'a reason is required to decide despite the conflict' },
    );
  }
}

async function checkRequirements({ decl, t, record, refs }: GuardInput) {
  for (const check of decl.checks ?? []) {
    const { records } = await refs(check.via);
    const unmet = unmetRequirements(check, record, records);
    if (unmet.length === 0) continue;
    const errors = Object.fromEntries(unmet.map((u) => [u.field, `required because ${check.via} ${u.recordId} is marked ${u.code}`]));
    throw refused(
      CODES.badInput,
      `cannot ${t.name}: ${Object.keys(errors).join(', ')} required by the datasets' use conditions`,
      { why: 'requires', field: unmet[0].field },
      errors,
    );
  }
}

async function checkDisclosure(g: Extract<Guard, { kind: 'disclosure' }>, { db, data, decl, t, record, fields, now }: GuardInput) {
  const report = await currentReport(db, data, decl, record, now);
  if (!report) throw refused(CODES.conflict, `cannot ${t.name}: the record has no file to check`, { why: 'noFile' });
  if (report.kind === 'image') {
    if (fields[g.confirm] === true) return;
    throw refused(
      CODES.badInput,
      `cannot ${t.name}: an image is checked by eye; confirm it with ${g.confirm}`,
      { why: 'manual', field: g.confirm },
      {
        [g.confirm]: 'confirm that you checked the image',
      },
    );
  }
  if (report.passed || given(fields[g.override])) return;
  const failing = report.rules.filter((r) => !r.passed).map((r) => r.rule);
  throw refused(
    CODES.badInput,
    `cannot ${t.name}: disclosure rules fail (${failing.join(', ')}); give ${g.override} to decide anyway`,
    { why: 'disclosure', field: g.override },
    {
      [g.override]: 'a reason is required to decide despite the failing disclosure rules',
    },
  );
}

function checkPinnedFile(g: Extract<Guard, { kind: 'pinnedFile' }>, { t, record, fields, history }: GuardInput) {
  const stored = record[g.field];
  const current = isStoredFile(stored) ? stored.sha256 : undefined;
  if (g.since) {
    const pinned = history.findLast((h) => h.transition === g.since)?.fields.sha256;
    if (pinned !== undefined && pinned === current) return;
    throw refused(CODES.conflict, `cannot ${t.name}: ${g.field} is not the file that was ${g.since}ed`, {
      why: 'fileChanged',
      field: g.field,
      transition: g.since,
    });
  }
  if (!given(fields.sha256))
    throw refused(CODES.badInput, `cannot ${t.name}: give the sha256 of the file you checked`, { why: 'fileUnseen', field: g.field }, { sha256: 'required' });
  if (fields.sha256 !== current)
    throw refused(CODES.conflict, `cannot ${t.name}: ${g.field} changed since you saw it; look at it again`, { why: 'fileChanged', field: g.field });
}

/** Refuses (throws) at the first guard of `t` that fails on the data as it is now. */
export async function checkGuards(input: GuardInput): Promise<void> {
  for (const g of input.t.guards ?? []) {
    if (g.kind === 'reference') await checkReference(g, input);
    else if (g.kind === 'dateAhead') checkDateAhead(g, input);
    else if (g.kind === 'checks') await checkConflicts(g, input);
    else if (g.kind === 'requires') await checkRequirements(input);
    else if (g.kind === 'disclosure') await checkDisclosure(g, input);
    else checkPinnedFile(g, input);
  }
}
