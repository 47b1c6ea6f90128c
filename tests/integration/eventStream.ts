/**
 * Reads `GET /api/events` (text/event-stream) as the console does, over real HTTP: each frame as it
 * arrives, `next` waiting for one that matches, `ended` telling how the stream ended. `liveStreams()`
 * aborts every stream a test opened after it, so that the API stops cleanly.
 */
import { afterEach } from 'vitest';
import { EVENTS_PATH, type LiveEvent } from '../../domain/events';

/** One frame: an event (`id`, `event`, `data`) or a comment (`: heartbeat`). */
export interface Frame {
  id?: number;
  event?: string;
  /** An event's data, parsed. */
  data?: LiveEvent;
  comment?: string;
  retry?: number;
  /** performance.now() when its last byte came. */
  at: number;
}

export interface LiveStream {
  status: number;
  headers: Headers;
  /** Every frame so far, in order. */
  frames: Frame[];
  /** The change and presence events so far. */
  events: () => Frame[];
  /** The first frame not taken by an earlier `next` that matches, waiting for it up to `timeoutMs`. */
  next: (match: (f: Frame) => boolean, timeoutMs?: number) => Promise<Frame>;
  /** Resolves how it ended: `done` when the server ended it, `aborted` when the test did. */
  ended: Promise<'done' | 'aborted'>;
  close: () => void;
}

/** A `change` / `presence` event about a record, optionally of one action. */
export const about =
  (resource: string, id: number, action?: string) =>
  (f: Frame): boolean =>
    f.data?.resource === resource && f.data.id === id && (action === undefined || f.data.action === action);

function parse(block: string, at: number): Frame {
  const frame: Frame = { at };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const m = /^(\w+): ?(.*)$/.exec(line);
    if (!m) continue;
    if (m[1] === 'id') frame.id = Number(m[2]);
    else if (m[1] === 'event') frame.event = m[2];
    else if (m[1] === 'data') frame.data = JSON.parse(m[2]) as LiveEvent;
    else if (m[1] === 'retry') frame.retry = Number(m[2]);
  }
  return frame;
}

/** Opens a stream with `token` (and `Last-Event-ID`); fails unless it answers 200. */
export async function openStream(baseUrl: string, token: string, lastEventId?: number | string): Promise<LiveStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['Last-Event-ID'] = String(lastEventId);
  const res = await fetch(`${baseUrl}${EVENTS_PATH}`, { headers, signal: controller.signal });
  if (res.status !== 200 || !res.body) {
    const text = await res.text();
    throw new Error(`${EVENTS_PATH} answered ${res.status}: ${text.slice(0, 200)}`);
  }
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<() => void>();
  let over = false;
  const wakeAll = () => {
    for (const w of [...waiters]) w();
  };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async (): Promise<'done' | 'aborted'> => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'done';
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parse(buffer.slice(0, end), performance.now()));
          buffer = buffer.slice(end + 2);
        }
        wakeAll();
      }
    } catch {
      return 'aborted';
    } finally {
      over = true;
      wakeAll();
    }
  })();

  const next = (match: (f: Frame) => boolean, timeoutMs = 10_000) =>
    new Promise<Frame>((resolve, reject) => {
      const look = () => {
        const found = frames.find((f) => !taken.has(f) && match(f));
        if (!found && !over) return;
        clearTimeout(timer);
        waiters.delete(look);
        if (!found) return reject(new Error(`the stream ended without the frame; it had: ${JSON.stringify(frames)}`));
        taken.add(found);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no such frame within ${timeoutMs} ms; the stream had: ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(look);
      look();
    });

  return {
    status: res.status,
    headers: res.headers,
    frames,
    events: () => frames.filter((f) => f.event === 'change' || f.event === 'presence'),
    next,
    ended,
    close: () => controller.abort(),
  };
}

/** Streams opened through it are aborted after each test, whatever happened. */
export function liveStreams() {
  const open: LiveStream[] = [];
  afterEach(async () => {
    const streams = open.splice(0);
    for (const s of streams) s.close();
    await Promise.all(streams.map((s) => s.ended));
  });
  return async (baseUrl: string, token: string, lastEventId?: number | string) => {
    const stream = await openStream(baseUrl, token, lastEventId);
    open.push(stream);
    return stream;
  };
}
