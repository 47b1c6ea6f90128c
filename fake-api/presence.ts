/**
 * Who has a record's edit form open (`PUT /api/presence` while it is, `DELETE` when it closes):
 * one `mds_presence` row per person and record, lasting PRESENCE_SECONDS unless renewed, so a tab
 * that went away without a word is gone from the others' screens within that time. Someone
 * arriving or leaving writes an `editing` or `left` event (events.ts): the others' forms hear it at
 * once. Rows past their time are pruned by the events' feed.
 */
import { PRESENCE_SECONDS, type Editor } from '../domain/events';
import type { ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb } from './data';
import { recordEvent } from './events';
import type { Caller } from './sessions';

/** An editor as the answer names them: `expiresIn` seconds unless they renew it. */
export type EditorNow = Editor & { expiresIn: number };

/** Someone arriving on a record's form or leaving it, as an event its readers hear. */
const tell = (trx: AnyDb, decl: ResourceDecl, record: RecordData, caller: Caller, action: 'editing' | 'left', now: number) =>
  recordEvent(trx, decl, record, { action, revision: null, actor: { id: caller.userId, name: caller.actor }, at: now });

const ofRecord = (db: AnyDb, decl: ResourceDecl, id: number) => db.selectFrom('mds_presence').where('resource', '=', decl.name).where('record_id', '=', id);

/** Renews (or starts) the caller's presence on a record; answers the others editing it now. */
export async function beat(trx: AnyDb, decl: ResourceDecl, record: RecordData, caller: Caller, now: number): Promise<EditorNow[]> {
  const id = Number(record.id);
  const until = now + PRESENCE_SECONDS * 1000;
  const mine = await ofRecord(trx, decl, id).select('until').where('user_id', '=', caller.userId).executeTakeFirst();
  await trx
    .insertInto('mds_presence')
    .values({ resource: decl.name, record_id: id, user_id: caller.userId, name: caller.actor, until })
    .onConflict((oc) => oc.columns(['resource', 'record_id', 'user_id']).doUpdateSet({ until, name: caller.actor }))
    .execute();
  if (!mine || Number(mine.until) < now) await tell(trx, decl, record, caller, 'editing', now);
  const others = await ofRecord(trx, decl, id)
    .select(['user_id', 'name', 'until'])
    .where('user_id', '!=', caller.userId)
    .where('until', '>=', now)
    .orderBy('until')
    .execute();
  return others.map((o) => ({ id: Number(o.user_id), name: String(o.name), expiresIn: Math.ceil((Number(o.until) - now) / 1000) }));
}

/** Ends the caller's presence on a record (its form closed); the others hear `left` if it stood. */
export async function leave(trx: AnyDb, decl: ResourceDecl, record: RecordData, caller: Caller, now: number): Promise<void> {
  const id = Number(record.id);
  const gone = await trx
    .deleteFrom('mds_presence')
    .where('resource', '=', decl.name)
    .where('record_id', '=', id)
    .where('user_id', '=', caller.userId)
    .returning('until')
    .executeTakeFirst();
  if (gone && Number(gone.until) >= now) await tell(trx, decl, record, caller, 'left', now);
}
