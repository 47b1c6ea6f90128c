import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MESSAGE_STATES } from '../../resources/messages';

/** Spec colours by state: not started grey, opened green, in progress blue, about to expire red. */
const COLORS: Record<(typeof MESSAGE_STATES)[number], ChipProps['color']> = {
  notStarted: 'default',
  opened: 'success',
  inProgress: 'primary',
  expiring: 'error',
};

/** The tag of a notice or todo by its `messageType`; nothing for a value outside the spec's 0…3. */
export function MessageStateTag({ messageType }: { messageType?: number }) {
  const translate = useTranslate();
  const state = messageType === undefined ? undefined : MESSAGE_STATES[messageType];
  if (!state) return null;
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={translate(`messageBox.states.${state}`)} sx={{ flexShrink: 0, fontWeight: 500 }} />;
}
