import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useResetStore, useTranslate } from 'react-admin';
import { session } from '../../authProvider';

/** The "Confirm logout" modal (docs/product.md §8); SessionLostQuestion decides when it is open. */
export function ConfirmLogoutDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const resetStore = useResetStore();
  const queryClient = useQueryClient();
  const relogin = () => {
    // Nothing of the old session survives: token, role, profile, server menu, react-admin's
    // stored list state and its query cache (the reload then drops what is left in memory).
    session.clear();
    resetStore();
    queryClient.clear();
    const here = window.location.pathname + window.location.search;
    window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-logout-title">
      <DialogTitle id="confirm-logout-title">{translate('mds.session.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('mds.session.content')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('mds.session.cancel')}</Button>
        <Button variant="contained" onClick={relogin} autoFocus>
          {translate('mds.session.relogin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
