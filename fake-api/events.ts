/**
 * The live events behind `GET /api/events` (eventStreams.ts). Every change a revision records, and
 * every presence (presence.ts), writes a row of `mds_events` in its own transaction; each API
 * process has one feed that reads the new rows after each commit of its own and, on PostgreSQL,
 * whenever another process's commit notifies the channel (a trigger on the table), and hands each
 * event to the streams whose caller may read its record. Rows are kept EVENT_RETENTION_MINUTES
 * (default 10): what a reconnecting stream resumes from; the newest is always kept, to say where
 * the ids stand.
 *
 * On PostgreSQL ids are taken in insert order but become visible in commit order, so a lower id may
 * appear after a higher one. The feed hands out what it sees at once and keeps a cursor below which
 * everything was handed out; a stream's resume id is that cursor when it is lower than the event's
 * own, so a resume repeats an event rather than missing one. An id that never appears (a rolled-back
 * write) stops holding the cursor back after GAP_WAIT_MS.
 */
import type { LiveAction, LiveEvent } from '../domain/events';
import type { RevisionActor } from '../domain/revisions';
import { isRoleAllowed, ownerIdOf, ownOnlyField, type ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { Selectable } from 'kysely';
import type { AnyDb, Data } from './data';
import type { EventRow } from './database/tables';
import { log } from './logger';
import { envInt } from './rateLimit';
import type { Caller } from './sessions';

export const EVENTS_CHANNEL = 'mds_events';
/** How long a missing id holds the cursor back: far longer than a write's commit takes. */
const GAP_WAIT_MS = 10_000;
/** A new look at the table this often while streams are open: a notification lost while the listening connection reconnected. */
const POLL_MS = 1000;
const PRUNE_MS = 60_000;
/** Rows per read. */
const BATCH = 500;
/** A resume further behind than this many events reads everything again instead (`reset`). */
const MAX_REPLAY = 5000;

/** EVENT_RETENTION_MINUTES: how far back a reconnecting stream can resume (default 10). */
export const eventRetentionMs = (env: NodeJS.ProcessEnv) => envInt(env, 'EVENT_RETENTION_MINUTES', 10) * 60_000;

/** What an event says of a change: what happened, its revision, who did it, when. */
export interface EventInput {
  action: LiveAction;
  revision: number | null;
  actor: RevisionActor;
  at: number;
}

/**
 * Writes an event about `record` in the change's transaction: told when (and only if) it commits,
 * to those who may read the record (in a per-user collection, its owner's; see mayHear).
 */
export async function recordEvent(trx: AnyDb, decl: ResourceDecl, record: RecordData, e: EventInput): Promise<void> {
  await trx
    .insertInto('mds_events')
    .values({
      at: e.at,
      resource: decl.name,
      record_id: Number(record.id),
      action: e.action,
      revision_id: e.revision,
      actor_id: e.actor?.id ?? null,
      actor_name: e.actor?.name ?? null,
      owner_id: ownerIdOf(decl, record) ?? null,
    })
    .execute();
}

/** An event as the table holds it: its sequence number, and whose record it is. */
export interface StoredEvent {
  seq: number;
  event: LiveEvent;
  ownerId: number | null;
}

/** A stream's end of the feed: told each event its caller may read, with the id to resume after it. */
export interface Listener {
  caller: Caller;
  deliver: (e: StoredEvent, resumeId: number) => void;
}

/** A row as read back: the table's columns (database/tables.ts). */
type EventTableRow = Selectable<EventRow>;

const EVENT_COLUMNS = ['id', 'at', 'resource', 'record_id', 'action', 'revision_id', 'actor_id', 'actor_name', 'owner_id'] as const;

const storedOf = (r: EventTableRow): StoredEvent => ({
  seq: Number(r.id),
  ownerId: r.owner_id === null ? null : Number(r.owner_id),
  event: {
    resource: r.resource,
    id: Number(r.record_id),
    action: r.action as LiveAction,
    revision: r.revision_id === null ? null : Number(r.revision_id),
    actor: r.actor_id === null ? null : { id: Number(r.actor_id), name: String(r.actor_name) },
    at: new Date(Number(r.at)).toISOString(),
  },
});

export class EventFeed {
  /** Every event up to it was handed out, or will never come. */
  private cursor = 0;
  /** Handed out above the cursor: their commits came before a lower id's. */
  private readonly ahead = new Set<number>();
  /** The missing id that holds the cursor back, and since when it is missing. */
  private gap?: { id: number; since: number };
  private readonly listeners = new Set<Listener>();
  private reading?: Promise<void>;
  private again = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private stops: (() => unknown)[] = [];

  constructor(
    private readonly data: Data,
    private readonly opts: { retentionMs: number; now: () => number },
  ) {}

  async start(): Promise<void> {
    this.cursor = await this.lastId();
    this.stops.push(this.data.onCommit(() => this.wake()));
    if (this.data.database.listen) this.stops.push(await this.data.database.listen(EVENTS_CHANNEL, () => this.wake()));
    this.timers.push(setInterval(() => this.wake(), POLL_MS));
    this.timers.push(setInterval(() => void this.prune(), PRUNE_MS));
    for (const t of this.timers) t.unref();
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.listeners.clear();
    await Promise.all(this.stops.map((stop) => stop()));
    this.stops = [];
    await this.reading;
  }

  /** Starts handing events to `listener`: those committed from now on (a resume reads the earlier ones with `since`). */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether `caller` may hear of an event: they may read its resource, and its record when the collection is per user. */
  mayHear(caller: Caller, e: StoredEvent): boolean {
    const decl = this.data.decl(e.event.resource);
    if (!decl || !isRoleAllowed(decl.access.read, caller.role)) return false;
    return !ownOnlyField(decl, caller.role) || e.ownerId === caller.userId;
  }

  /**
   * The events after `lastId` still kept, for a resume; `reset` when some after it are gone (older
   * than the retention), when it is not an id of this database (a restore), or when it is too far
   * behind to replay (MAX_REPLAY): the reader should read everything again.
   */
  async since(lastId: number): Promise<{ events: StoredEvent[]; reset: boolean }> {
    const bounds = await this.data.db
      .selectFrom('mds_events')
      .select((e) => [e.fn.min('id').as('oldest'), e.fn.max('id').as('newest')])
      .executeTakeFirst();
    const oldest = bounds?.oldest === null || bounds?.oldest === undefined ? this.cursor + 1 : Number(bounds.oldest);
    const newest = bounds?.newest === null || bounds?.newest === undefined ? this.cursor : Number(bounds.newest);
    if (lastId < oldest - 1 || lastId > newest) return { events: [], reset: true };
    const rows = (await this.data.db
      .selectFrom('mds_events')
      .select(EVENT_COLUMNS)
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(MAX_REPLAY + 1)
      .execute()) as EventTableRow[];
    return rows.length > MAX_REPLAY ? { events: [], reset: true } : { events: rows.map(storedOf), reset: false };
  }

  /** The id a stream resumes after, once it was handed `seq`. */
  resumeId(seq: number): number {
    return Math.min(seq, this.cursor);
  }

  /**
   * Looks for new events (after a commit, a notification, or on the timer); one look at a time,
   * another after it if asked meanwhile. Also with no stream open: the cursor stays where the ids
   * are, so a stream opened later neither hears old events nor misses one still committing.
   */
  wake(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.read()
      .catch((e: unknown) => log.error({ err: e }, 'could not read the live events'))
      .finally(() => {
        this.reading = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async read(): Promise<void> {
    // Paged by the last row read, not by the cursor: rows handed out above a gap are not read again and again.
    let after = this.cursor;
    for (;;) {
      const rows = (await this.data.db
        .selectFrom('mds_events')
        .select(EVENT_COLUMNS)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()) as EventTableRow[];
      const fresh = rows.map(storedOf).filter((e) => !this.ahead.has(e.seq));
      for (const e of fresh) this.ahead.add(e.seq);
      this.settle();
      for (const e of fresh) for (const l of this.listeners) if (this.mayHear(l.caller, e)) l.deliver(e, this.resumeId(e.seq));
      if (rows.length < BATCH) return;
      after = Number(rows[rows.length - 1].id);
    }
  }

  /**
   * Moves the cursor over what was handed out; past a missing id once that id has been missing
   * GAP_WAIT_MS (a rolled-back write's: its transaction is over). Timed per id: the gap a newer
   * write leaves is waited for afresh.
   */
  private settle() {
    for (;;) {
      while (this.ahead.delete(this.cursor + 1)) this.cursor++;
      if (this.ahead.size === 0) {
        this.gap = undefined;
        return;
      }
      const now = this.opts.now();
      if (this.gap?.id !== this.cursor + 1) this.gap = { id: this.cursor + 1, since: now };
      if (now - this.gap.since < GAP_WAIT_MS) return;
      this.cursor = this.gap.id;
      this.gap = undefined;
    }
  }

  private async lastId(): Promise<number> {
    const last = await this.data.db
      .selectFrom('mds_events')
      .select((e) => e.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(last?.id ?? 0);
  }

  /** Removes events past the retention and presences that ran out. */
  private async prune(): Promise<void> {
    const now = this.opts.now();
    await this.data
      .transaction(async (trx) => {
        // The newest row stays, however old: its id is where the ids stand (a stale feed's cursor, a resume's "too late").
        await trx
          .deleteFrom('mds_events')
          .where('at', '<', now - this.opts.retentionMs)
          .where(
            'id',
            '<',
            trx.selectFrom('mds_events').select((e) => e.fn.max('id').as('newest')),
          )
          .execute();
        await trx.deleteFrom('mds_presence').where('until', '<', now).execute();
      })
      .catch((e: unknown) => log.error({ err: e }, 'could not prune the live events'));
  }
}
