import { Alert, Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ApprovalProcess } from '../../../resources/lib/forms';

/** Tells that a change is already under approval, and where to follow it. */
export function PendingNotice({ process }: { process: ApprovalProcess }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (process.state !== 'auditing') return null;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(process.committedAt));
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/profile/basic">
          {translate('groupForm.viewApproval')}
        </Button>
      }
    >
      {translate('groupForm.pending', { time })}
    </Alert>
  );
}
