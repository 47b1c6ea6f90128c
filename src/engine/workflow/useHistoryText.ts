import { useLocaleState, useTranslate } from 'react-admin';
import { isFileSeen, isPartial, RECORD_ENTRIES, type HistoryEntry } from '../../../resources/lib/workflow';
import { formatDateTime } from '../cells/formats';
import { useDeclaration } from '../DeclarationsContext';
import { useCellFormat } from '../export/useCellFormat';
import { fieldLabel } from '../labels';
import { actorText, causeText, fileText, givenFields, givenLine, transitionName } from './historyWords';

export interface HistoryText {
  primary: string;
  secondary: string;
}

/**
 * One history entry in words (historyWords.ts): the change ("Reject: Submitted → Rejected"), one
 * approval of several ("Approve: approval 1 of 2…"), a file written or a retired field's value;
 * then when, who (the system, and because of what), and the fields given.
 * `approval`: which approval of its quorum a partial entry is (1 for the first).
 */
export function useHistoryText() {
  const decl = useDeclaration();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const cellFormat = useCellFormat(decl.name);
  const stateField = decl.workflow?.field ?? '';
  const label = (name: string) => translate(fieldLabel(decl.name, name), { _: name });
  const quoted = (text: string) => translate('mds.engine.workflow.quoted', { text });
  return (entry: HistoryEntry, approval = 1): HistoryText => {
    const transition = transitionName(translate, decl.name, entry.transition);
    const by = translate('mds.engine.workflow.history.by', { time: formatDateTime(locale, entry.time), actor: actorText(translate, entry) });
    const given = givenFields(translate, decl.name, decl, entry, cellFormat);
    if (entry.transition === RECORD_ENTRIES.file) {
      const primary = Object.entries(entry.fields)
        .map(([name, file]) =>
          isFileSeen(file)
            ? givenLine(translate, { label: label(name), text: fileText(translate, file, quoted(file.name)) })
            : translate('mds.engine.workflow.history.fileRemoved', { field: label(name) }),
        )
        .join(' · ');
      return { primary, secondary: by };
    }
    if (entry.transition === RECORD_ENTRIES.retire) {
      const primary = given.map((f) => givenLine(translate, { ...f, label: translate('mds.engine.workflow.history.retired', { field: f.label }) })).join(' · ');
      return { primary, secondary: by };
    }
    const primary = isPartial(entry)
      ? translate('mds.engine.workflow.history.partial', {
          transition,
          n: approval,
          count: decl.workflow?.transitions.find((t) => t.name === entry.transition)?.quorum?.count ?? approval + 1,
        })
      : translate('mds.engine.workflow.history.change', {
          transition,
          from: cellFormat.enumLabel(stateField, entry.from),
          to: cellFormat.enumLabel(stateField, entry.to),
        });
    const cause = causeText(translate, entry.cause);
    return { primary, secondary: [by, ...(cause ? [cause] : []), ...given.map((f) => givenLine(translate, f))].join(' · ') };
  };
}
