import { ListItem, ListItemText } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../../resources/lib/workflow';
import { formatDateTime } from '../cells/formats';
import { useDeclaration } from '../DeclarationsContext';
import { fieldLabel, transitionLabel } from '../labels';
import { formatCell } from '../export/csvExport';
import { useCellFormat } from '../export/useCellFormat';

/** One change of state: "Reject · Submitted → Rejected", then when, who and the fields given. */
export function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const decl = useDeclaration();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const cellFormat = useCellFormat(decl.name);
  // A given field reads as its list cell does (enum labels, dates in the reader's locale).
  const fieldText = (name: string, value: unknown) => {
    const declared = Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
    return declared ? String(formatCell(name, declared, value, cellFormat)) : String(value);
  };
  const stateField = decl.workflow?.field ?? '';
  const state = (value: string) => cellFormat.enumLabel(stateField, value);
  const given = Object.entries(entry.fields).map(([name, value]) => `${translate(fieldLabel(decl.name, name), { _: name })}: ${fieldText(name, value)}`);
  return (
    <ListItem component="li" disableGutters divider>
      <ListItemText
        primary={translate('mds.engine.workflow.history.change', {
          transition: translate(transitionLabel(decl.name, entry.transition), { _: entry.transition }),
          from: state(entry.from),
          to: state(entry.to),
        })}
        secondary={[translate('mds.engine.workflow.history.by', { time: formatDateTime(locale, entry.time), actor: entry.actor }), ...given].join(' · ')}
      />
    </ListItem>
  );
}
