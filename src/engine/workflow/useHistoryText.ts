import { useLocaleState, useTranslate } from 'react-admin';
import { extraFieldsOf, isFileSeen, isPartial, RECORD_ENTRIES, SYSTEM_ACTOR, type ExtraField, type HistoryEntry } from '../../../resources/lib/workflow';
import { formatDateTime } from '../cells/formats';
import { useDeclaration } from '../DeclarationsContext';
import { formatCell } from '../export/csvExport';
import { useCellFormat } from '../export/useCellFormat';
import { fieldLabel, transitionLabel } from '../labels';

/** The history's name for the fields a guard takes (they are not declared on the record). */
const EXTRA_LABELS: Record<ExtraField, string> = {
  reason: 'mds.engine.workflow.history.extra.reason',
  confirm: 'mds.engine.workflow.history.extra.confirm',
  sha256: 'mds.engine.workflow.history.extra.sha256',
};
/** A sha256 is told apart by its first characters; the whole of it is in the API's history. */
const SHA_SHOWN = 12;
/** The cause of the expiry sweep's changes. */
const SWEEP_RESOURCE = 'jobs';

export interface HistoryText {
  primary: string;
  secondary: string;
}

/**
 * One history entry in words: the change ("Reject: Submitted → Rejected"), one approval of several
 * ("Approve: approval 1 of 2…"), or a retired field's value; then when, who (the system, and
 * because of what), and the fields given, the guards' under names of their own.
 * `approval`: which approval of its quorum a partial entry is (1 for the first).
 */
export function useHistoryText() {
  const decl = useDeclaration();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const cellFormat = useCellFormat(decl.name);
  const stateField = decl.workflow?.field ?? '';
  const transitionOf = (name: string) => decl.workflow?.transitions.find((t) => t.name === name);
  const label = (name: string) => translate(fieldLabel(decl.name, name), { _: name });
  // A declared field reads as its list cell does (enum labels, dates in the reader's locale).
  const fieldText = (name: string, value: unknown) => {
    const declared = Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
    return declared ? String(formatCell(name, declared, value, cellFormat)) : String(value);
  };
  const extraText = (kind: ExtraField, value: unknown) => {
    if (kind === 'sha256') return `${String(value).slice(0, SHA_SHOWN)}…`;
    if (kind === 'confirm') return cellFormat.booleanLabel(value === true);
    return String(value);
  };
  const givenText = (entry: HistoryEntry) => {
    const taken = transitionOf(entry.transition);
    const extras = taken ? extraFieldsOf(taken) : new Map<string, ExtraField>();
    return Object.entries(entry.fields).map(([name, value]) => {
      const kind = extras.get(name);
      const given = kind ? { field: translate(EXTRA_LABELS[kind]), value: extraText(kind, value) } : { field: label(name), value: fieldText(name, value) };
      return translate('mds.engine.workflow.history.given', given);
    });
  };
  const causeText = (entry: HistoryEntry) => {
    const { cause } = entry;
    if (!cause) return [];
    if (cause.resource === SWEEP_RESOURCE) return [translate('mds.engine.workflow.history.sweep')];
    return [
      translate('mds.engine.workflow.history.cause', {
        resource: translate(`resources.${cause.resource}.name`, { smart_count: 1, _: cause.resource }),
        id: cause.id,
        transition: translate(transitionLabel(cause.resource, cause.transition), { _: cause.transition }),
      }),
    ];
  };
  return (entry: HistoryEntry, approval = 1): HistoryText => {
    const transition = translate(transitionLabel(decl.name, entry.transition), { _: entry.transition });
    const bySystem = entry.cause !== undefined || (entry.userId === SYSTEM_ACTOR.userId && entry.actor === SYSTEM_ACTOR.actor);
    const actor = bySystem ? translate('mds.engine.workflow.history.system') : entry.actor;
    const by = translate('mds.engine.workflow.history.by', { time: formatDateTime(locale, entry.time), actor });
    if (entry.transition === RECORD_ENTRIES.file) {
      const primary = Object.entries(entry.fields)
        .map(([name, file]) =>
          isFileSeen(file)
            ? translate('mds.engine.workflow.history.file', { field: label(name), name: file.name, sha256: `${file.sha256.slice(0, SHA_SHOWN)}…` })
            : translate('mds.engine.workflow.history.fileRemoved', { field: label(name) }),
        )
        .join(' · ');
      return { primary, secondary: by };
    }
    if (entry.transition === RECORD_ENTRIES.retire) {
      const primary = Object.entries(entry.fields)
        .map(([name, value]) => translate('mds.engine.workflow.history.retired', { field: label(name), value: fieldText(name, value) }))
        .join(' · ');
      return { primary, secondary: by };
    }
    const primary = isPartial(entry)
      ? translate('mds.engine.workflow.history.partial', { transition, n: approval, count: transitionOf(entry.transition)?.quorum?.count ?? approval + 1 })
      : translate('mds.engine.workflow.history.change', {
          transition,
          from: cellFormat.enumLabel(stateField, entry.from),
          to: cellFormat.enumLabel(stateField, entry.to),
        });
    return { primary, secondary: [by, ...causeText(entry), ...givenText(entry)].join(' · ') };
  };
}
