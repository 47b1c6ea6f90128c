/**
 * The words a record's history (useHistoryText) and a timeline (useTimelineText) share, pure: who
 * acted (the system), why the system did, the fields given (a guard's under a name of its own, a
 * sha256 shortened), a file written, which approval of a quorum an entry is.
 */
import type { TranslateFunction } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import {
  bySystem,
  extraFieldsOf,
  isFileSeen,
  isPartial,
  isSweep,
  pendingApprovals,
  PINNED_FILE_FIELD,
  type Cause,
  type ExtraField,
  type HistoryEntry,
} from '../../../resources/lib/workflow';
import { formatCell, type CellFormat } from '../export/csvExport';
import { fieldLabel, transitionLabel } from '../labels';

/** A field given with an entry, worded: `full` holds the whole value where `text` shortens it (a sha256). */
export interface GivenField {
  name: string;
  label: string;
  text: string;
  full?: string;
}

/** The names of the fields a guard takes (they are not declared on the record). */
const EXTRA_LABELS: Record<ExtraField, string> = {
  reason: 'mds.engine.workflow.history.extra.reason',
  confirm: 'mds.engine.workflow.history.extra.confirm',
  sha256: 'mds.engine.workflow.history.extra.sha256',
};

/** How much of a sha256 is shown: enough to tell files apart at a glance; the whole one is in the API's history. */
const SHA_SHOWN = 12;
const shortSha = (sha: string) => (sha.length > SHA_SHOWN ? `${sha.slice(0, SHA_SHOWN)}…` : sha);

/** A resource's name for one record ("Access grant"). */
export const resourceName = (translate: TranslateFunction, resource: string) => translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
/** A transition's label in its resource's messages. */
export const transitionName = (translate: TranslateFunction, resource: string, name: string) => translate(transitionLabel(resource, name), { _: name });

/** Who took an entry: "System" for the system's (an effect, the expiry sweep, a migration), else the user's name. */
export const actorText = (translate: TranslateFunction, entry: Pick<HistoryEntry, 'actor' | 'cause'>) =>
  bySystem(entry) ? translate('mds.engine.workflow.history.system') : entry.actor;

/**
 * Why the system took an entry ('' when no record or job caused it): the scheduled expiry check,
 * or another record's transition, that record named by `record` (its label, else its id).
 */
export function causeText(translate: TranslateFunction, cause: Cause | undefined, record = `#${cause?.id}`): string {
  if (!cause) return '';
  if (isSweep(cause)) return translate('mds.engine.workflow.history.sweep');
  return translate('mds.engine.workflow.history.cause', {
    resource: resourceName(translate, cause.resource),
    record,
    transition: transitionName(translate, cause.resource, cause.transition),
  });
}

/** A file an entry names: its name (as given: a history quotes it) and its sha256, shortened. */
export const fileText = (translate: TranslateFunction, file: { name: string; sha256: string }, name = file.name) =>
  translate('mds.engine.workflow.history.file', { name, sha256: shortSha(file.sha256) });

/** A given field's line: "Override reason: …" (`value` in place of its text: the whole sha256 of a CSV). */
export const givenLine = (translate: TranslateFunction, f: Pick<GivenField, 'label' | 'text'>, value = f.text) =>
  translate('mds.engine.workflow.history.given', { field: f.label, value });

/**
 * The fields given with an entry of `resource`, worded: a declared one as its list cell reads (enum
 * labels, dates in the reader's locale), a guard's under its own name (`decl`'s transition says
 * which), a file and a sha256 shortened. `decl`: the resource's declaration, when known.
 */
export function givenFields(
  translate: TranslateFunction,
  resource: string,
  decl: ResourceDecl | undefined,
  entry: Pick<HistoryEntry, 'transition' | 'fields'>,
  cellFormat: CellFormat,
): GivenField[] {
  const taken = decl?.workflow?.transitions.find((t) => t.name === entry.transition);
  const extras = taken ? extraFieldsOf(taken) : new Map<string, ExtraField>();
  return Object.entries(entry.fields).map(([name, value]) => {
    const kind = extras.get(name) ?? (name === PINNED_FILE_FIELD ? 'sha256' : undefined);
    const label = kind ? translate(EXTRA_LABELS[kind]) : translate(fieldLabel(resource, name), { _: name });
    if (isFileSeen(value)) return { name, label, text: fileText(translate, value), full: value.sha256 };
    if (kind === 'sha256' && typeof value === 'string') return { name, label, text: shortSha(value), full: value };
    const declared = decl && Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
    if (declared) return { name, label, text: String(formatCell(name, declared, value, cellFormat)) };
    if (typeof value === 'boolean') return { name, label, text: cellFormat.booleanLabel(value) };
    return { name, label, text: typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value) };
  });
}

/**
 * Which approval of its quorum the entry at `i` is (1 for the first), counted as the API counts
 * them (`pendingApprovals`) as it stood once the entry was taken; undefined for any other entry.
 */
export function approvalNumber(decl: ResourceDecl, history: readonly HistoryEntry[], i: number): number | undefined {
  const entry = history[i];
  const t = entry && isPartial(entry) ? decl.workflow?.transitions.find((x) => x.name === entry.transition) : undefined;
  return t ? pendingApprovals(history.slice(0, i + 1), t).length : undefined;
}
