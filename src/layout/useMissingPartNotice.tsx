import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { onMissingCode } from '../components/missingCode';
import { MissingPartNotice } from './MissingPartNotice';

/**
 * A part of the screen whose code did not download (lazyPart: a menu, a dialog, a chart) is
 * reported here: a notice that stays until closed, with a reload, as react-admin's notice of a new
 * version. Parts that fail together (two from one chunk, the network down) get one notice, not one
 * each in a row; a part failing after it has gone gets a new one. A whole page's missing code has
 * its own screen (MissingCodePage).
 */
export function useMissingPartNotice() {
  const notify = useNotify();
  const pending = useRef(false);
  useEffect(() => {
    const shown = (on: boolean) => {
      pending.current = on;
    };
    return onMissingCode(() => {
      if (pending.current) return;
      pending.current = true;
      notify(<MissingPartNotice shown={shown} />, { type: 'warning', autoHideDuration: null });
    });
  }, [notify]);
}
