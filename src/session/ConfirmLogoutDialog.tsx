import { useEffect, useRef, useState } from 'react';

/** Failures this soon after Cancel belong to the burst the user just dismissed (e.g. a list's refetch). */
const BURST_MS = 1000;
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useResetStore, useTranslate } from 'react-admin';
import { session, sessionLost } from '../../authProvider';

/** One "Confirm logout" modal however many calls fail with 50008/50012/50014 (spec §8). */
export function ConfirmLogoutDialog() {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const dismissedAt = useRef(0);
  useEffect(() => sessionLost.subscribe(() => Date.now() - dismissedAt.current > BURST_MS && setOpen(true)), []);
  const cancel = () => {
    dismissedAt.current = Date.now();
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
