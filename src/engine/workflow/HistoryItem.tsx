import { ListItem, ListItemText } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../../resources/lib/workflow';
import { formatDateTime } from '../cells/formats';
import { useDeclaration } from '../DeclarationsContext';
import { enumLabel, fieldLabel, transitionLabel } from '../labels';
import { useFieldText } from './useFieldText';

/** One change of state: "Reject · Submitted → Rejected", then when, who and the fields given. */
export function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const decl = useDeclaration();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fieldText = useFieldText();
  const stateField = decl.workflow?.field ?? '';
  const state = (value: string) => translate(enumLabel(decl.name, stateField, value), { _: value });
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
