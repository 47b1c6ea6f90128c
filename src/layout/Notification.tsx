import { Notification as RaNotification } from 'react-admin';

/** docs/product.md §8/§9: messages stay 5 seconds. */
export const MESSAGE_DURATION = 5000;

export function Notification() {
  return <RaNotification autoHideDuration={MESSAGE_DURATION} />;
}
