import { useEffect } from 'react';
import { ApplicationUpdatedNotification, useNotify } from 'react-admin';
import { onMissingCode } from '../components/missingCode';

/**
 * A part of the screen whose code did not download (lazyPart: a menu, a dialog, a chart) is
 * reported here: a notice that stays until closed, with a reload, as react-admin's notice of a new
 * version. A whole page's missing code has its own screen (MissingCodePage).
 */
export function useMissingPartNotice() {
  const notify = useNotify();
  useEffect(
    () =>
      onMissingCode(() =>
        notify(<ApplicationUpdatedNotification severity="warning" notificationText="layout.missingCode.part" updateText="layout.missingCode.reload" />, {
          type: 'warning',
          autoHideDuration: null,
        }),
      ),
    [notify],
  );
}
