import { ListItem, ListItemText } from '@mui/material';
import type { HistoryEntry } from '../../../resources/lib/workflow';
import { useHistoryText } from './useHistoryText';

/**
 * One change of state: "Reject · Submitted → Rejected" (or one approval of several, or a retired
 * field's value), then when, who and the fields given. `approval`: see useHistoryText.
 */
export function HistoryItem({ entry, approval }: { entry: HistoryEntry; approval?: number }) {
  const { primary, secondary } = useHistoryText()(entry, approval);
  return (
    <ListItem component="li" disableGutters divider>
      <ListItemText primary={primary} secondary={secondary} />
    </ListItem>
  );
}
