import { useEffect, useRef, useState } from 'react';
import { useNotificationContext, type NotificationPayload } from 'react-admin';

/**
 * The message react-admin's snackbar shows now. It shows its queue one message at a time and
 * takes each from the queue's head when it shows it, so the head that leaves is the one shown.
 */
export function useShownNotification(): { shown?: NotificationPayload; waiting: number } {
  const { notifications } = useNotificationContext();
  const [shown, setShown] = useState<NotificationPayload>();
  const before = useRef<NotificationPayload[]>([]);
  useEffect(() => {
    const head = before.current[0];
    before.current = notifications;
    if (head && !notifications.includes(head)) setShown(head);
  }, [notifications]);
  return { shown, waiting: notifications.length };
}
