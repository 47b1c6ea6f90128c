import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useResetStore, useTranslate } from 'react-admin';
import { session, sessionLost } from '../../authProvider';

/** One "Confirm logout" modal however many calls fail with 50008/50012/50014 (docs/product.md §8). */
export function ConfirmLogoutDialog() {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  // Requests sent before Cancel belong to the burst the user dismissed (a list's refetch, the next
  // page asked for ahead): their failures stay quiet, however late they come; a later request asks again.
  const dismissedAt = useRef(-Infinity);
  useEffect(() => sessionLost.subscribe((sentAt) => sentAt > dismissedAt.current && setOpen(true)), []);
  const cancel = () => {
    dismissedAt.current = performance.now();
    setOpen(false);
  };
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
    <Dialog open={open} onClose={cancel} aria-labelledby="confirm-logout-title">
      <DialogTitle id="confirm-logout-title">{translate('mds.session.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('mds.session.content')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{translate('mds.session.cancel')}</Button>
        <Button variant="contained" onClick={relogin} autoFocus>
          {translate('mds.session.relogin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
