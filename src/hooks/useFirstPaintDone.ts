import { useEffect, useState } from 'react';

let painted = false;
const waiting = new Set<() => void>();

/** Calls `done` once the console's first frame is on screen (at once if it is); returns a cancel. */
function afterFirstPaint(done: () => void): () => void {
  if (painted) {
    done();
    return () => {};
  }
  if (waiting.size === 0)
    // An animation callback runs just before the next paint; a task it queues runs once that paint is done.
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = true;
        waiting.forEach((d) => d());
        waiting.clear();
      }),
    );
  waiting.add(done);
  return () => waiting.delete(done);
}

/**
 * False until the console's first screen has been painted, then true (at once for later mounts).
 * What nobody needs to see the first screen (the inbox behind the bell, the saved views behind their
 * menu, the check for a new version) waits for it: a slow phone paints the page before it asks for
 * them and handles their answers.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => (done ? undefined : afterFirstPaint(() => setDone(true))), [done]);
  return done;
}
