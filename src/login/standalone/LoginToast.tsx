import { Alert, Snackbar } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { NotifyType } from '../loginKit';
import { MuiScope } from '../MuiScope';

export interface Toast {
  message: string;
  type?: NotifyType;
  autoHideDuration?: number;
}

/** A notification of the login app, already translated (LoginApp loads it with the first one). */
export function LoginToast({ theme, toast, text, onClose }: { theme: Theme; toast: Toast | undefined; text: string; onClose: () => void }) {
  return (
    <MuiScope theme={theme}>
      <Snackbar open={!!toast} autoHideDuration={toast?.autoHideDuration ?? 4000} onClose={onClose}>
        <Alert severity={toast?.type ?? 'info'} variant="filled" onClose={onClose}>
          {text}
        </Alert>
      </Snackbar>
    </MuiScope>
  );
}
