/**
 * The console's end of the API's live stream (`GET /api/events`, server-sent events). Read with
 * `fetch`, so the bearer token goes in a header, never in a URL (EventSource cannot send one). A
 * dropped stream is opened again after a pause, with `Last-Event-ID`, so nothing of the last few
 * minutes is missed; `reset` (the pause was longer than the API keeps events) tells the listeners
 * to read everything again. A refusal of the session (signed out, expired), or the API's `end` (the
 * session ended, a newer stream took this one's place), ends it for good.
 */
import { eventNameOf, EVENTS_PATH, HEARTBEAT_SECONDS, type LiveEvent } from '../domain/events';

export type LiveMessage = { kind: 'event'; event: LiveEvent } | { kind: 'reset' };
export type LiveListener = (message: LiveMessage) => void;

export interface LiveEventsOptions {
  baseUrl?: string;
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** The first pause before opening a dropped stream again, ms; it doubles up to 30 s. */
  retryMs?: number;
  /** Resume after this event (a stream closed earlier: its `lastEventId`). */
  lastEventId?: string;
  /** A stream silent this long (not even a heartbeat) is taken for lost and opened again. */
  silentMs?: number;
}

export interface LiveEvents {
  subscribe: (listener: LiveListener) => () => void;
  /** Ends the stream (signing out, the console closing): no reconnect. */
  close: () => void;
  /** The last event's id: a stream opened later with it misses nothing in between. */
  readonly lastEventId: string | undefined;
}

const MAX_RETRY_MS = 30_000;
/** Two and a half heartbeats. */
const SILENT_MS = HEARTBEAT_SECONDS * 2500;

/** Splits a text/event-stream into its frames' fields; answers the text after the last whole frame. */
export function parseFrames(text: string, frame: (fields: { id?: string; event?: string; data: string }) => void): string {
  const frames = text.split(/\r?\n\r?\n/);
  const rest = frames.pop() ?? '';
  for (const raw of frames) {
    const fields: { id?: string; event?: string; data: string } = { data: '' };
    for (const line of raw.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'id') fields.id = value;
      else if (name === 'event') fields.event = value;
      else if (name === 'data') fields.data += (fields.data ? '\n' : '') + value;
    }
    if (fields.id !== undefined || fields.data) frame(fields);
  }
  return rest;
}

const isEvent = (x: unknown): x is LiveEvent =>
  typeof x === 'object' && x !== null && typeof (x as LiveEvent).resource === 'string' && typeof (x as LiveEvent).action === 'string';

export function createLiveEvents({
  baseUrl = '',
  getToken,
  fetch: fetchImpl = globalThis.fetch,
  retryMs = 2000,
  lastEventId,
  silentMs = SILENT_MS,
}: LiveEventsOptions): LiveEvents {
  const listeners = new Set<LiveListener>();
  const controller = new AbortController();
  let lastId = lastEventId;
  let pause = retryMs;
  // One listener's failure is its own: the stream and the other listeners go on.
  const tell = (m: LiveMessage) =>
    listeners.forEach((l) => {
      try {
        l(m);
      } catch (e) {
        console.error(e);
      }
    });

  async function read(): Promise<'again' | 'stop'> {
    const token = getToken();
    if (!token) return 'stop';
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastId !== undefined) headers['Last-Event-ID'] = lastId;
    // This connection's own: a silent one (a laptop woken, a proxy that dropped it) is let go.
    const connection = new AbortController();
    const onAbort = () => connection.abort();
    controller.signal.addEventListener('abort', onAbort);
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => connection.abort(), silentMs);
    };
    try {
      heard();
      const response = await fetchImpl(`${baseUrl}${EVENTS_PATH}`, { headers, signal: connection.signal, cache: 'no-store' });
      // 401: the session is over; the console is signing out.
      if (response.status === 401) return 'stop';
      if (!response.ok || !response.body) return 'again';
      pause = retryMs;
      return await frames(response.body, heard);
    } finally {
      clearTimeout(silence);
      controller.signal.removeEventListener('abort', onAbort);
    }
  }

  /** Tells the stream's events; 'stop' when the API ended it for good, 'again' when it just ended. */
  async function frames(body: ReadableStream<BufferSource>, heard: () => void): Promise<'again' | 'stop'> {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let ended = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return ended ? 'stop' : 'again';
      heard();
      text = parseFrames(text + value, (f) => {
        if (f.id !== undefined) lastId = f.id;
        // Ended for good (the session ended, or a newer stream of it took this one's place): not opened again.
        if (f.event === 'end') ended = true;
        if (f.event === 'reset') return tell({ kind: 'reset' });
        try {
          const event: unknown = JSON.parse(f.data);
          if (isEvent(event) && (f.event === undefined || f.event === eventNameOf(event.action))) tell({ kind: 'event', event });
        } catch {
          // A frame that is not an event: nothing to tell.
        }
      });
    }
  }

  async function run() {
    while (!controller.signal.aborted) {
      const next = await read().catch(() => 'again' as const);
      if (next === 'stop' || controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, MAX_RETRY_MS);
    }
  }
  void run();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      controller.abort();
      listeners.clear();
    },
    get lastEventId() {
      return lastId;
    },
  };
}
