import { isStoredFile } from '../../../resources/lib/files';
import type { ResourceDecl, Transition } from '../../../resources/lib/schema';
import type { RecordData } from '../../../resources/lib/validate';

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

/** The record's disclosure summary (passed, failed, manual), when the declaration has one. */
const summaryOf = (decl: ResourceDecl, record: Readonly<RecordData>) => (decl.disclosure ? record[decl.disclosure.summary] : undefined);

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
  const summary = summaryOf(decl, record);
  return (t.guards ?? []).flatMap((g): ExtraAsk[] => {
    if (g.kind === 'checks') return conflicted || forced.has(g.override) ? [{ name: g.override, kind: 'reason', label: LABELS.checks }] : [];
    if (g.kind !== 'disclosure') return [];
    return [
      ...(summary === 'failed' || forced.has(g.override) ? [{ name: g.override, kind: 'reason' as const, label: LABELS.disclosure }] : []),
      ...(summary === 'manual' || forced.has(g.confirm) ? [{ name: g.confirm, kind: 'confirm' as const, label: LABELS.confirm }] : []),
    ];
  });
}

/**
 * The sha256 of the file the taker is looking at, for a guard that pins it (`pinnedFile` without
 * `since`): never asked, sent with the transition, so a file replaced meanwhile is refused.
 */
export function seenFile(t: Transition, record: Readonly<RecordData> | undefined): { sha256: string } | undefined {
  const g = t.guards?.find((x) => x.kind === 'pinnedFile' && !x.since);
  const file = g?.kind === 'pinnedFile' && record ? record[g.field] : undefined;
  return isStoredFile(file) ? { sha256: file.sha256 } : undefined;
}
