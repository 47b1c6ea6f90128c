import { useEffect, useState } from 'react';
import { session } from '../../../authProvider';
import { createLiveEvents } from '../../../dataProvider/liveEvents';
import { liveClient, type LiveParts } from './liveClient';

/**
 * The parts, loaded before the stream opens: drawn in the same render as its client comes, since a
 * part whose code came later would miss the first events. Chunks of their own, so that the page's
 * first load names none of their files.
 */
const loadParts = (): Promise<LiveParts> =>
  Promise.all([import('./LiveListChanges'), import('./LiveRecord')]).then(([list, record]) => ({ list: list.LiveListChanges, record: record.LiveRecord }));

/** The last event a closed stream had: the next one resumes after it (not after a sign-out: the next session starts afresh). */
let resumeAfter: string | undefined;
session.onClear(() => (resumeAfter = undefined));

const useVisible = () => {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
};

/**
 * The live stream, open while the tab is shown: a hidden tab gives its connection back (browsers
 * allow a few per server) and catches up on its return (the stream resumes from its last event).
 * It ends when the layout goes (signing out).
 */
export function LiveConnection() {
  const visible = useVisible();
  useEffect(() => {
    if (!visible) return undefined;
    let closed = false;
    void loadParts().then(
      (parts) => {
        if (closed) return;
        const client = createLiveEvents({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '', getToken: session.token, lastEventId: resumeAfter });
        liveClient.set({ client, parts });
      },
      // Their code did not come (a new version deployed): no live parts until the console is reloaded.
      () => undefined,
    );
    return () => {
      closed = true;
      const live = liveClient.get();
      resumeAfter = live?.client.lastEventId ?? resumeAfter;
      live?.client.close();
      liveClient.set(undefined);
    };
  }, [visible]);
  return null;
}
