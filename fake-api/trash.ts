/**
 * The trash of a declaration with `trash: true` (`mds_trash`): a delete moves the record there, in
 * the delete's transaction, out of its table (so out of lists, totals, reference choices and
 * `GET /:id`) with who deleted it and when; a restore puts it back with its id, and a purge or the
 * housekeeping job (TRASH_RETENTION_DAYS) ends it for good, its files' bytes with it.
 */
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb } from './data';
import { envInt } from './rateLimit';
import { dropFiles } from './database/files';
import type { Who } from './revisions';

const DAY = 86_400_000;

/** A trashed record as the trash lists it: the record, who deleted it (null: the system) and when. */
export interface Trashed {
  record: RecordData;
  deletedBy: { id: number; name: string } | null;
  deletedAt: string;
}

/** Who may see a trashed record: its owner's in a per-user collection (as its list would be scoped). */
export interface TrashScope {
  ownerId?: number;
}

interface Row {
  data: unknown;
  deleted_by_id: unknown;
  deleted_by_name: unknown;
  deleted_at: unknown;
}

const trashedOf = (row: Row): Trashed => ({
  record: JSON.parse(String(row.data)) as RecordData,
  deletedBy: row.deleted_by_id === null ? null : { id: Number(row.deleted_by_id), name: String(row.deleted_by_name) },
  deletedAt: new Date(Number(row.deleted_at)).toISOString(),
});

const ofResource = (db: AnyDb, resource: string, scope: TrashScope) => {
  const q = db.selectFrom('mds_trash').where('resource', '=', resource);
  return scope.ownerId === undefined ? q : q.where('owner_id', '=', scope.ownerId);
};

/** Keeps a deleted record (its files' bytes stay where they are), inside the delete's transaction. */
export async function keepInTrash(trx: AnyDb, resource: string, record: RecordData, ownerId: number | undefined, who: Who, at: number): Promise<void> {
  await trx
    .insertInto('mds_trash')
    .values({
      resource,
      record_id: Number(record.id),
      data: JSON.stringify(record),
      owner_id: ownerId ?? null,
      deleted_by_id: who.userId,
      deleted_by_name: who.actor,
      deleted_at: at,
    })
    .execute();
}

/** A page of the trash, the last deleted first. */
export async function trashPage(
  db: AnyDb,
  resource: string,
  scope: TrashScope,
  current: number,
  pageSize: number,
): Promise<{ list: Trashed[]; total: number }> {
  const rows = (await ofResource(db, resource, scope)
    .select(['data', 'deleted_by_id', 'deleted_by_name', 'deleted_at'])
    .orderBy('deleted_at', 'desc')
    .orderBy('record_id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute()) as Row[];
  const counted = (await ofResource(db, resource, scope)
    .select((e) => e.fn.countAll().as('n'))
    .executeTakeFirst()) as { n: unknown } | undefined;
  return { list: rows.map(trashedOf), total: Number(counted?.n ?? 0) };
}

/**
 * Takes a record out of the trash (to restore or purge it), inside the write's transaction: of two
 * restores or purges of one record, exactly one finds it. Undefined when it is not there for `scope`.
 */
export async function takeFromTrash(trx: AnyDb, resource: string, recordId: number, scope: TrashScope): Promise<Trashed | undefined> {
  let q = trx.deleteFrom('mds_trash').where('resource', '=', resource).where('record_id', '=', recordId);
  if (scope.ownerId !== undefined) q = q.where('owner_id', '=', scope.ownerId);
  const row = (await q.returning(['data', 'deleted_by_id', 'deleted_by_name', 'deleted_at']).executeTakeFirst()) as Row | undefined;
  return row && trashedOf(row);
}

/** TRASH_RETENTION_DAYS: how long trashed records are kept (default 30 days; 0 keeps them for ever). */
export const trashRetentionDays = (env: NodeJS.ProcessEnv): number => envInt(env, 'TRASH_RETENTION_DAYS', 30, 0);

/** Purges the records trashed more than `days` ago (none when 0), their files with them; how many went. */
export async function purgeTrash(trx: AnyDb, now: number, days: number): Promise<number> {
  if (days === 0) return 0;
  const gone = (await trx
    .deleteFrom('mds_trash')
    .where('deleted_at', '<', now - days * DAY)
    .returning(['resource', 'record_id'])
    .execute()) as { resource: string; record_id: unknown }[];
  for (const g of gone) await dropFiles(trx, g.resource, Number(g.record_id));
  return gone.length;
}
