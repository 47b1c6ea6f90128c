import { session } from '../../../authProvider';
import { createLiveEvents } from '../../../dataProvider/liveEvents';
import { setLive, type Live, type LiveParts } from './liveClient';

/**
 * The parts a page's first load leaves out, loaded before the stream opens: drawn in the same render
 * as its client comes, since a part whose code came later would miss the first events. (The edit
 * form's part comes with the form's own code: LiveRecord.)
 */
const loadParts = (): Promise<LiveParts> => import('./LiveListChanges').then((m) => ({ list: m.LiveListChanges }));

/** The last event a closed stream had: the next one resumes after it (not after a sign-out: the next session starts afresh). */
let resumeAfter: string | undefined;
session.onClear(() => (resumeAfter = undefined));

/**
 * Holds the live stream open while the tab is shown: a hidden tab gives its connection back
 * (browsers allow a few per server) and catches up on its return (the stream resumes from its last
 * event). Answers how to let it go (the layout going: signing out).
 */
export function holdLive(): () => void {
  let live: Live | undefined;
  let opening = 0;
  const close = () => {
    opening++;
    resumeAfter = live?.client.lastEventId ?? resumeAfter;
    live?.client.close();
    live = undefined;
    setLive(undefined);
  };
  const open = () => {
    const turn = ++opening;
    void loadParts().then(
      (parts) => {
        if (turn !== opening || live) return;
        live = { client: createLiveEvents({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '', getToken: session.token, lastEventId: resumeAfter }), parts };
        setLive(live);
      },
      // Their code did not come (a new version deployed): no live parts until the console is reloaded.
      () => undefined,
    );
  };
  const follow = () => (document.visibilityState === 'visible' ? open() : close());
  document.addEventListener('visibilitychange', follow);
  follow();
  return () => {
    document.removeEventListener('visibilitychange', follow);
    close();
  };
}
