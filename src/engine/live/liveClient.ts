import { useSyncExternalStore, type ComponentType } from 'react';
import type { LiveEvents } from '../../../dataProvider/liveEvents';

/** The parts of the generated screens that listen to the stream, by where they go (LiveOnly). */
export interface LiveParts {
  /** Atop a list: "N changes — refresh", rows redrawn in place. */
  list: ComponentType;
  /** Atop an edit form: who else is editing, what they saved. */
  record: ComponentType;
}

interface Live {
  client: LiveEvents;
  parts: LiveParts;
}

/**
 * The live stream's client while the console holds one open (LiveConnection), with the parts that
 * listen to it, else none. Small on purpose: the screens ask for it at their first render; the
 * parts' code comes with the stream, once the page is quiet.
 */
let live: Live | undefined;
const watchers = new Set<() => void>();

export const liveClient = {
  get: () => live,
  set(next: Live | undefined) {
    live = next;
    watchers.forEach((w) => w());
  },
  watch(watcher: () => void) {
    watchers.add(watcher);
    return () => void watchers.delete(watcher);
  },
};

/** The open live stream and its parts, if any; re-renders when it opens or ends. */
export const useLive = (): Live | undefined => useSyncExternalStore(liveClient.watch, liveClient.get);
