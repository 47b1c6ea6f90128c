import { useEffect } from 'react';
import { ApplicationUpdatedNotification } from 'react-admin';

/**
 * The notice that part of the screen could not be downloaded, with a reload (useMissingPartNotice).
 * It tells `shown` when it is on the screen and when it has gone.
 */
export function MissingPartNotice({ shown }: { shown: (on: boolean) => void }) {
  useEffect(() => {
    shown(true);
    return () => shown(false);
  }, [shown]);
  return <ApplicationUpdatedNotification severity="warning" notificationText="layout.missingCode.part" updateText="layout.missingCode.reload" />;
}
