import { Suspense, useEffect, useRef, useState } from 'react';
import { sessionLost } from '../../authProvider';
import { confirmLogoutDialog } from './lazy';

const { Part: ConfirmLogoutDialog } = confirmLogoutDialog;

/**
 * One "Confirm logout" question however many calls fail with 50008/50012/50014. Few visits ever
 * see it, so its dialog's code comes with the first failure, and stays, so that it closes with its
 * animation.
 */
export function SessionLostQuestion() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // Requests sent before Cancel belong to the burst the user dismissed (a list's refetch, the next
  // page asked for ahead): their failures stay quiet, however late they come; a later request asks again.
  const dismissedAt = useRef(-Infinity);
  useEffect(
    () =>
      sessionLost.subscribe((sentAt) => {
        if (sentAt <= dismissedAt.current) return;
        setOpen(true);
        setAsked(true);
      }),
    [],
  );
  const cancel = () => {
    dismissedAt.current = performance.now();
    setOpen(false);
  };
  return asked ? (
    <Suspense fallback={null}>
      <ConfirmLogoutDialog open={open} onCancel={cancel} />
    </Suspense>
  ) : null;
}
