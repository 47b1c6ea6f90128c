import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

let painted = false;
/** The console's first paint, once something has waited for it. */
let firstPaint: Promise<void> | undefined;

/** Calls `done` once the console's first frame is on screen (at once if it is); returns a cancel. */
function afterFirstPaint(done: () => void): () => void {
  if (painted) {
    done();
    return () => {};
  }
  let waiting = true;
  firstPaint ??= afterNextPaint().then(() => {
    painted = true;
  });
  void firstPaint.then(() => waiting && done());
  return () => {
    waiting = false;
  };
}

/**
 * False until the console's first screen has been painted, then true (at once for later mounts).
 * What nobody needs to see the first screen (the inbox behind the bell, the saved views behind their
 * menu, the check for a new version, the workplace's lower and side cards) waits for it: a slow phone
 * paints the page before it asks for them and handles their answers. The change to true is a
 * transition: what it brings is rendered in slices, not in one task. `turn` waits that many tasks
 * more after the paint, so that parts which would make one long commit together come one by one.
 */
export function useFirstPaintDone(turn = 0): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (turns: number) => {
      if (turns === 0) startTransition(() => setDone(true));
      else timer = setTimeout(() => wait(turns - 1));
    };
    const cancel = afterFirstPaint(() => wait(turn));
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [done, turn]);
  return done;
}
