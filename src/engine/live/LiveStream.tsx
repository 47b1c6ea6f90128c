import { Suspense, useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { lazyPart } from '../../components/lazyPart';
import { useFirstPaintDone } from '../../hooks/useFirstPaintDone';

/** How long the console is to be quiet (nothing read) before the stream opens: the page's own reads come first. */
export const QUIET_MS = 1500;

// Its code (the stream's reader and the parts listening to it) comes once the page is quiet: nothing of it is needed to draw a page.
const { Part: LiveConnection } = lazyPart(() => import('./LiveConnection').then((m) => m.LiveConnection));

/**
 * Holds the live stream open while the console is signed in (it lives in the layout): once the
 * first page is drawn and nothing has been read for QUIET_MS, so it never competes with the page's
 * own requests (LiveConnection).
 */
export function LiveStream() {
  const painted = useFirstPaintDone();
  const fetching = useIsFetching() > 0;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || !painted || fetching) return undefined;
    const timer = setTimeout(() => setSettled(true), QUIET_MS);
    return () => clearTimeout(timer);
  }, [settled, painted, fetching]);
  return settled ? (
    <Suspense>
      <LiveConnection />
    </Suspense>
  ) : null;
}
