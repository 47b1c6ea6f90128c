import { Alert, Snackbar } from '@mui/material';
import type { NotifyType } from '../loginKit';

export interface Toast {
  message: string;
  type?: NotifyType;
  autoHideDuration?: number;
}

/** A notification of the login app, already translated (LoginApp loads it with the first one). */
export function LoginToast({ toast, text, onClose }: { toast: Toast | undefined; text: string; onClose: () => void }) {
  return (
    <Snackbar open={!!toast} autoHideDuration={toast?.autoHideDuration ?? 4000} onClose={onClose}>
      <Alert severity={toast?.type ?? 'info'} variant="filled" onClose={onClose}>
        {text}
      </Alert>
    </Snackbar>
  );
}
