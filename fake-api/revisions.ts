/**
 * A record's revisions (`mds_revisions`): every create, update, transition (a person's, an effect's,
 * the expiry sweep's), revert and delete of a declared collection's record writes one in the same
 * transaction, naming who, when, and each field's value before and after (a file by its name and
 * sha256: its bytes are not kept). The History panel reads them; a revert rebuilds a record's values
 * as of one of them. A declaration with `history: false` keeps none. Each change is also told to
 * the live streams (events.ts), with or without a revision. The housekeeping job purges
 * those older than REVISION_RETENTION_DAYS.
 */
import { isStoredFile } from '../resources/lib/files';
import { canReadField, type ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import { SYSTEM_ACTOR } from '../resources/lib/workflow';
import type { Revision, RevisionAction, RevisionActor, RevisionChange } from '../domain/revisions';
import type { AnyDb } from './data';
import { recordEvent } from './events';
import { envInt } from './rateLimit';
import { REVISION_COLUMNS } from './database/tables';

export type { Revision, RevisionAction, RevisionActor, RevisionChange } from '../domain/revisions';

/** Who made a change, as a request's caller or a transition's taker names them. */
export interface Who {
  userId: number;
  actor: string;
  cause?: unknown;
}

const DAY = 86_400_000;
/** Revisions per page unless told (`perPage`). */
export const REVISIONS_PER_PAGE = 20;

const actorOf = (who: Who): RevisionActor => (who.cause !== undefined || who.userId === SYSTEM_ACTOR.userId ? null : { id: who.userId, name: who.actor });

/** A value as a revision keeps it: none as null, a file as its name and sha256. */
const kept = (v: unknown): unknown => (v === undefined || v === null ? null : isStoredFile(v) ? { name: v.name, sha256: v.sha256 } : v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The declared fields whose values differ between `before` and `after` (either may be none). */
export function changesOf(decl: ResourceDecl, before: RecordData | undefined, after: RecordData | undefined): RevisionChange[] {
  const changes: RevisionChange[] = [];
  for (const field of Object.keys(decl.fields)) {
    const [b, a] = [kept(before?.[field]), kept(after?.[field])];
    if (!same(b, a)) changes.push({ field, before: b, after: a });
  }
  return changes;
}

/**
 * Writes the revision of one change, inside the change's transaction: `before` none for a create,
 * `after` none for a delete. A change that changed no value (an update sending what was there)
 * writes none.
 */
export async function recordRevision(
  trx: AnyDb,
  decl: ResourceDecl,
  before: RecordData | undefined,
  after: RecordData | undefined,
  who: Who,
  action: RevisionAction,
  at: number,
  transition?: string,
): Promise<void> {
  const changes = changesOf(decl, before, after);
  if (changes.length === 0 && before && after) return;
  const actor = actorOf(who);
  const record = (after ?? before)!;
  const recordId = Number(record.id);
  const written =
    decl.history === false
      ? undefined
      : await trx
          .insertInto('mds_revisions')
          .values({
            resource: decl.name,
            record_id: recordId,
            at,
            actor_id: actor?.id ?? null,
            actor_name: actor?.name ?? null,
            action,
            transition: transition ?? null,
            changes: JSON.stringify(changes),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
  await recordEvent(trx, decl, record, { action, revision: written ? Number(written.id) : null, actor, at });
}

type Row = Record<(typeof REVISION_COLUMNS)[number], unknown>;

const revisionOf = (row: Row): Revision => ({
  id: Number(row.id),
  at: new Date(Number(row.at)).toISOString(),
  actor: row.actor_id === null ? null : { id: Number(row.actor_id), name: String(row.actor_name) },
  action: row.action as RevisionAction,
  ...(row.transition === null ? {} : { transition: String(row.transition) }),
  changes: JSON.parse(String(row.changes)) as RevisionChange[],
});

const ofRecord = (db: AnyDb, resource: string, recordId: number) =>
  db.selectFrom('mds_revisions').where('resource', '=', resource).where('record_id', '=', recordId);

/** A page of a record's revisions, newest first, each change only of a field `role` may read. */
export async function revisionsOf(
  db: AnyDb,
  decl: ResourceDecl,
  recordId: number,
  role: string,
  page: number,
  perPage: number,
): Promise<{ list: Revision[]; total: number }> {
  const rows = (await ofRecord(db, decl.name, recordId)
    .select(REVISION_COLUMNS)
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute()) as Row[];
  const counted = await ofRecord(db, decl.name, recordId)
    .select((e) => e.fn.countAll().as('n'))
    .executeTakeFirst();
  // A field no longer declared (retired) is left out too: who could read it is not known any more.
  const readable = (c: RevisionChange) => Object.hasOwn(decl.fields, c.field) && canReadField(decl.fields[c.field], role);
  const list = rows.map(revisionOf).map((r) => ({ ...r, changes: r.changes.filter(readable) }));
  return { list, total: Number((counted as { n: unknown } | undefined)?.n ?? 0) };
}

/** Who made a record's last change and when (the answer to a write that lost a race: changedBy, changedAt). */
export async function latestRevision(db: AnyDb, resource: string, recordId: number): Promise<{ actor: RevisionActor; at: string } | undefined> {
  const row = (await ofRecord(db, resource, recordId).select(REVISION_COLUMNS).orderBy('id', 'desc').limit(1).executeTakeFirst()) as Row | undefined;
  if (!row) return undefined;
  const { actor, at } = revisionOf(row);
  return { actor, at };
}

/**
 * Each field's value as it was just after revision `revisionId` of a record: the `after` of its last
 * change at or before it, else the `before` of its first change since (a record older than its
 * revisions), else (never changed) not in the map. Undefined when the record has no such revision.
 */
export async function valuesAsOf(db: AnyDb, resource: string, recordId: number, revisionId: number): Promise<Map<string, unknown> | undefined> {
  const rows = (await ofRecord(db, resource, recordId).select(REVISION_COLUMNS).orderBy('id').execute()) as Row[];
  if (!rows.some((r) => Number(r.id) === revisionId)) return undefined;
  const values = new Map<string, unknown>();
  for (const r of rows.map(revisionOf))
    for (const c of r.changes) {
      if (r.id <= revisionId) values.set(c.field, c.after);
      else if (!values.has(c.field)) values.set(c.field, c.before);
    }
  return values;
}

/** REVISION_RETENTION_DAYS: how long revisions are kept (default 365 days; 0 keeps them for ever). */
export const revisionRetentionDays = (env: NodeJS.ProcessEnv): number => envInt(env, 'REVISION_RETENTION_DAYS', 365, 0);

/** Removes revisions older than `days` (none when 0); how many went. */
export async function purgeRevisions(trx: AnyDb, now: number, days: number): Promise<number> {
  if (days === 0) return 0;
  const result = await trx
    .deleteFrom('mds_revisions')
    .where('at', '<', now - days * DAY)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
