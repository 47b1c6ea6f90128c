import { useSyncExternalStore, type ComponentType } from 'react';
import type { LiveEvents } from '../../../dataProvider/liveEvents';

/** The parts of the generated screens that listen to the stream, by where they go (LiveOnly). */
export interface LiveParts {
  /** Atop a list: "N changes — refresh", rows redrawn in place. */
  list: ComponentType;
}

/** The open stream's client and the parts listening to it. */
export interface Live {
  client: LiveEvents;
  parts: LiveParts;
}

/**
 * The live stream while the console holds one open (liveConnection.ts), else none. Small on
 * purpose: every page's first load carries it; the parts' code comes with the stream.
 */
let live: Live | undefined;
const watchers = new Set<() => void>();

export function setLive(next: Live | undefined) {
  live = next;
  watchers.forEach((w) => w());
}

const watch = (watcher: () => void) => (watchers.add(watcher), () => void watchers.delete(watcher));

/** The open live stream and its parts, if any; re-renders when it opens or ends. */
export const useLive = (): Live | undefined => useSyncExternalStore(watch, () => live);
