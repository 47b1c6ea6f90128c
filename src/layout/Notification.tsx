import { Notification as RaNotification } from 'react-admin';
import { useShownNotification } from './useShownNotification';

/** Messages stay 5 seconds (docs/product.md §8/§9). */
export const MESSAGE_DURATION = 5000;
/** How long a message still stays once a newer one waits behind it. */
export const MESSAGE_YIELD = 1500;

/**
 * react-admin shows one message at a time, each for its whole time: behind two others, "Saved"
 * came 10 s after the save, under a stale "The form is not valid". A message that others wait
 * behind now leaves soon, unless it offers Undo (closing it would end the undo window).
 */
export function Notification() {
  const { shown, waiting } = useShownNotification();
  const yieldNow = waiting > 0 && !!shown && !shown.notificationOptions?.undoable;
  return <RaNotification autoHideDuration={yieldNow ? MESSAGE_YIELD : MESSAGE_DURATION} />;
}
