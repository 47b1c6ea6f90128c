import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SETTLED_MARK } from '../../../domain/events';
import { useFirstPaintDone } from '../../hooks/useFirstPaintDone';

/** How long the console is to be quiet (nothing read) before the stream opens: the page's own reads come first. */
export const QUIET_MS = 1500;
const LOOK_MS = 250;

/**
 * Holds the live stream open while the console is signed in (it lives in the layout): once the
 * first page is drawn and nothing has been read for QUIET_MS, so it never competes with the page's
 * own requests. Its code (liveConnection.ts: the reader, the parts listening) comes then. It looks
 * now and then rather than following every query: what it waits for happens once.
 */
export function LiveStream() {
  const painted = useFirstPaintDone();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!painted) return undefined;
    let release: (() => void) | undefined;
    let gone = false;
    let quiet = 0;
    const look = setInterval(() => {
      quiet = queryClient.isFetching() > 0 ? 0 : quiet + LOOK_MS;
      if (quiet < QUIET_MS) return;
      clearInterval(look);
      performance.mark(SETTLED_MARK);
      // Code that does not come (a new version deployed) leaves the console as it is, without live parts.
      import('./liveConnection').then(
        (m) => gone || (release = m.holdLive()),
        () => undefined,
      );
    }, LOOK_MS);
    return () => {
      gone = true;
      clearInterval(look);
      release?.();
    };
  }, [painted, queryClient]);
  return null;
}
