/** The records' workflow histories (`mds_transitions`): appended in the transition's own transaction, read per record. */
import type { Cause, HistoryEntry } from '../../resources/lib/workflow';
import { TRANSITION_COLUMNS, type AnyDb } from './tables';

export async function appendHistory(trx: AnyDb, resource: string, recordId: number, entry: Omit<HistoryEntry, 'id' | 'time'>, at: number): Promise<void> {
  await trx
    .insertInto('mds_transitions')
    .values({
      resource,
      record_id: recordId,
      user_id: entry.userId,
      actor: entry.actor,
      transition: entry.transition,
      from_state: entry.from,
      to_state: entry.to,
      fields: JSON.stringify(entry.fields),
      at,
      cause: entry.cause ? JSON.stringify(entry.cause) : null,
    })
    .execute();
}

/** A record's history, oldest first. */
export async function historyOf(db: AnyDb, resource: string, recordId: number): Promise<HistoryEntry[]> {
  return (await historiesOf(db, resource, [recordId])).map(({ recordId: _, ...entry }) => entry);
}

/** The histories of several records of one resource, oldest first (a timeline). */
export async function historiesOf(db: AnyDb, resource: string, recordIds: readonly number[]): Promise<(HistoryEntry & { recordId: number })[]> {
  if (recordIds.length === 0) return [];
  const rows = await db
    .selectFrom('mds_transitions')
    .select(TRANSITION_COLUMNS)
    .where('resource', '=', resource)
    .where('record_id', 'in', [...recordIds])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    recordId: Number(row.record_id),
    id: Number(row.id),
    time: new Date(Number(row.at)).toISOString(),
    userId: Number(row.user_id),
    actor: String(row.actor),
    transition: String(row.transition),
    from: String(row.from_state),
    to: String(row.to_state),
    fields: JSON.parse(String(row.fields)) as Record<string, unknown>,
    ...(row.cause ? { cause: JSON.parse(String(row.cause)) as Cause } : {}),
  }));
}
