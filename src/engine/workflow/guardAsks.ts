import { DISCLOSURE_SUMMARY } from '../../../resources/lib/disclosureRules';
import { isStoredFile } from '../../../resources/lib/files';
import type { ResourceDecl, Transition } from '../../../resources/lib/schema';
import type { RecordData } from '../../../resources/lib/validate';
import { extraFieldsOf, PINNED_FILE_FIELD, type RefusalData } from '../../../resources/lib/workflow';

/** A field a transition's guard takes that the taker must give: a reason to decide despite it, or a confirmation. */
export interface ExtraAsk {
  name: string;
  kind: 'reason' | 'confirm';
  /** Its label's message key. */
  label: string;
}

const LABELS = {
  checks: 'mds.engine.workflow.extra.checks',
  disclosure: 'mds.engine.workflow.extra.disclosure',
  confirm: 'mds.engine.workflow.extra.confirm',
} as const;

/** The record's disclosure summary (`DISCLOSURE_SUMMARY`), when the declaration has one. */
const recordSummary = (decl: ResourceDecl, record: Readonly<RecordData>) => (decl.disclosure ? record[decl.disclosure.summary] : undefined);

/**
 * The extra fields to ask for before taking `t`, as the record stands: a reason when its checks
 * find a conflict (`conflicted`) or its disclosure report fails, a confirmation when its file is an
 * image checked by eye. `forced` adds those a refusal named (the data changed since it was read).
 */
export function guardAsks(
  decl: ResourceDecl,
  t: Transition,
  record: Readonly<RecordData>,
  conflicted: boolean,
  forced: ReadonlySet<string> = new Set(),
): ExtraAsk[] {
  const summary = recordSummary(decl, record);
  return (t.guards ?? []).flatMap((g): ExtraAsk[] => {
    if (g.kind === 'checks') return conflicted || forced.has(g.override) ? [{ name: g.override, kind: 'reason', label: LABELS.checks }] : [];
    if (g.kind !== 'disclosure') return [];
    return [
      ...(summary === DISCLOSURE_SUMMARY.failed || forced.has(g.override) ? [{ name: g.override, kind: 'reason' as const, label: LABELS.disclosure }] : []),
      ...(summary === DISCLOSURE_SUMMARY.manual || forced.has(g.confirm) ? [{ name: g.confirm, kind: 'confirm' as const, label: LABELS.confirm }] : []),
    ];
  });
}

/**
 * The sha256 of the file the taker is looking at, for a guard that pins it (`pinnedFile` without
 * `since`): never asked, sent with the transition, so a file replaced meanwhile is refused.
 */
export function seenFile(t: Transition, record: Readonly<RecordData> | undefined): Record<string, string> | undefined {
  const g = t.guards?.find((x) => x.kind === 'pinnedFile' && !x.since);
  const file = g?.kind === 'pinnedFile' && record ? record[g.field] : undefined;
  return isStoredFile(file) ? { [PINNED_FILE_FIELD]: file.sha256 } : undefined;
}

/**
 * The extra field a refusal of `t` names for the taker to give now (a reason, a confirmation: the
 * data changed since it was read, and the guard asks after all), if it names one.
 */
export function askedByRefusal(t: Transition, refusal: RefusalData | undefined): string | undefined {
  const field = refusal?.field;
  const kind = field ? extraFieldsOf(t).get(field) : undefined;
  return kind === 'reason' || kind === 'confirm' ? field : undefined;
}

/** Whether a form's field holds a value to send (an empty text is none). */
export const isGiven = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** The fields of `names` a form gave a value, as a transition sends them. */
export const givenValues = (values: Readonly<Record<string, unknown>>, names: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(names.flatMap((name) => (isGiven(values[name]) ? [[name, values[name]]] : [])));
