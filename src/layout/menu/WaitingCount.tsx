import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../messageBox/visuallyHidden';

/** How many records wait for the reader behind a menu entry: a number, read out as "3 waiting". */
export function WaitingCount({ count }: { count?: number }) {
  const translate = useTranslate();
  if (!count) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        fontSize: 12,
        fontWeight: 600,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      <span aria-hidden="true">{count}</span>
      <Box component="span" sx={visuallyHidden}>
        {translate('layout.waiting', { count })}
      </Box>
    </Box>
  );
}
