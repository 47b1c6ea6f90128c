/**
 * The open `GET /api/events` streams of this process (text/event-stream). Each is a signed-in
 * caller's: it hears the feed's events about records the caller may read (events.ts), each as
 * `id: <resume id>`, `event: change | presence`, `data: <LiveEvent JSON>`; a `Last-Event-ID` header
 * first replays what came after that id (or sends `event: reset` when it is older than what is kept).
 * A comment line every HEARTBEAT_SECONDS keeps proxies from closing it; at each the session is
 * checked, so a stream of a session that ended (signed out, expired, idle) ends too. At most
 * EVENT_STREAMS_PER_SESSION streams per session (a newer one ends the oldest: a closed tab's may
 * linger until its connection is noticed gone) and EVENT_STREAMS_MAX in all (more: 42900). A
 * stream ended for good says why first (`event: end`), so its reader does not come back; one ended
 * because the API stops says nothing, and its reader resumes elsewhere.
 */
import type { Request, Response } from 'express';
import { eventNameOf, HEARTBEAT_SECONDS } from '../domain/events';
import { ApiFailure, CODES } from './envelope';
import type { EventFeed, StoredEvent } from './events';
import { sseStreamOpened } from './metrics';
import { envInt } from './rateLimit';
import type { Caller, Revoked, Sessions } from './sessions';

export interface StreamLimits {
  perSession: number;
  total: number;
  heartbeatMs: number;
}

export const streamLimits = (env: NodeJS.ProcessEnv): StreamLimits => ({
  perSession: envInt(env, 'EVENT_STREAMS_PER_SESSION', 8),
  total: envInt(env, 'EVENT_STREAMS_MAX', 1000),
  heartbeatMs: envInt(env, 'EVENT_HEARTBEAT_SECONDS', HEARTBEAT_SECONDS) * 1000,
});

interface Stream {
  caller: Caller;
  /** Ends it; with a reason (`signedOut`, `replaced`), told first as `event: end`: the client is not to reconnect. */
  end: (reason?: EndReason) => void;
}

/** Why a stream ended for good: its session ended, or a newer stream of the session took its place. */
export type EndReason = 'signedOut' | 'replaced';

/** A `Last-Event-ID` header's id: a whole number, else none (a fresh start). */
export function lastEventIdOf(req: Request): number | undefined {
  const raw = req.get('last-event-id')?.trim();
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/** Bytes a stream may have waiting for its reader before it is let go. */
const MAX_BUFFERED = 1 << 20;

const frame = (e: StoredEvent, resumeId: number) => `id: ${resumeId}\nevent: ${eventNameOf(e.event.action)}\ndata: ${JSON.stringify(e.event)}\n\n`;

export class EventStreams {
  /** Open streams by session (token hash), oldest first. */
  private readonly bySession = new Map<string, Stream[]>();
  private count = 0;

  /** Set once the API stops: no new stream (503), and the ended ones' connections close. */
  private draining = false;

  constructor(
    private readonly feed: EventFeed,
    private readonly sessions: Sessions,
    private readonly limits: StreamLimits,
  ) {
    sessions.onRevoke((which) => this.endSessions(which));
  }

  /** How many streams are open now. */
  get open(): number {
    return this.count;
  }

  /** Serves one stream until the client goes, its session ends, or the API stops. */
  async serve(req: Request, res: Response, caller: Caller): Promise<void> {
    if (this.draining) throw new ApiFailure(CODES.notReady, 'the API is stopping: try again');
    if (this.count >= this.limits.total) throw new ApiFailure(CODES.rateLimited, 'too many live streams are open: try again later');
    const own = this.bySession.get(caller.tokenHash) ?? [];
    while (own.length >= this.limits.perSession) own[0].end('replaced');

    const lastId = lastEventIdOf(req);
    // Listening before the answer starts: a write the client makes once it has the answer is heard.
    // What comes meanwhile is held until the answer's start (and a replay) is written, then sent unless the replay had it.
    let held: [StoredEvent, number][] | undefined = [];
    let ended = false;
    const write = (text: string) => {
      if (ended) return;
      res.write(text);
      // A reader that does not take what it is sent (stalled) is let go: it resumes from its last event.
      if (res.writableLength > MAX_BUFFERED) stream.end();
    };
    const unsubscribe = this.feed.subscribe({
      caller,
      deliver: (e, resumeId) => (held ? held.push([e, resumeId]) : write(frame(e, resumeId))),
    });
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform: neither the compression middleware nor a proxy may hold the events back.
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.status(200).flushHeaders();
    res.write(`retry: 2000\n: open\n\n`);
    // A connection cut mid-write: nothing to tell, the stream ends with its 'close'.
    res.on('error', () => undefined);
    const closed = sseStreamOpened();
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      void this.sessions.isLive(caller.tokenHash).then(
        (live) => live || stream.end('signedOut'),
        () => undefined,
      );
    }, this.limits.heartbeatMs);
    heartbeat.unref();
    const stream: Stream = {
      caller,
      end: (reason?: EndReason) => {
        if (ended) return;
        if (reason && !res.destroyed) res.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        closed();
        this.count--;
        const list = this.bySession.get(caller.tokenHash) ?? [];
        const at = list.indexOf(stream);
        if (at >= 0) list.splice(at, 1);
        if (list.length === 0) this.bySession.delete(caller.tokenHash);
        res.end();
        // Stopping: the connection closes too, so the server's close need not wait for it to idle.
        if (this.draining) res.once('finish', () => res.socket?.end());
      },
    };
    this.count++;
    this.bySession.set(caller.tokenHash, [...(this.bySession.get(caller.tokenHash) ?? []), stream]);
    res.on('close', () => stream.end());
    if (res.destroyed) stream.end();

    const sent = new Set<number>();
    if (lastId !== undefined) {
      const { events, reset } = await this.feed.since(lastId);
      if (reset) write('event: reset\ndata: {}\n\n');
      for (const e of events)
        if (this.feed.mayHear(caller, e)) {
          sent.add(e.seq);
          write(frame(e, this.feed.resumeId(e.seq)));
        }
    }
    for (const [e, resumeId] of held) if (!sent.has(e.seq)) write(frame(e, resumeId));
    held = undefined;
  }

  /** The streams of the sessions a sign-out ended: one session, or every session of a user but one. */
  private endSessions(which: Revoked) {
    const ended =
      'tokenHash' in which ? (t: string) => t === which.tokenHash : (t: string, s: Stream) => s.caller.userId === which.userId && t !== which.except;
    for (const [tokenHash, list] of [...this.bySession]) for (const s of [...list]) if (ended(tokenHash, s)) s.end('signedOut');
  }

  /** Ends every stream (the API stops): a graceful shutdown does not wait for them, and no new one opens. */
  endAll() {
    this.draining = true;
    for (const list of [...this.bySession.values()]) for (const s of [...list]) s.end();
  }
}
