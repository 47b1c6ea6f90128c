/**
 * A feature's own writes to a declared collection (a message marked read, a notice delivered, an
 * invitation used, the profile's change log), kept as the collection's routes keep theirs: each
 * writes its revision and its live event in the write's transaction (revisions.ts), so the History
 * panel and the open lists see them too.
 */
import type { ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';
import { recordRevision, type Who } from './revisions';

export function keptWrites(data: Data, decl: ResourceDecl, who: Who, at: number) {
  const records = data.records(decl.name);
  return {
    async insert(trx: AnyDb, record: RecordData): Promise<RecordData> {
      const made = await records.insert(trx, record);
      await recordRevision(trx, decl, undefined, made, who, 'create', at);
      return made;
    },
    /** `before` as read in this transaction; answers the record as saved, none if it is gone. */
    async update(trx: AnyDb, before: RecordData, values: RecordData): Promise<RecordData | undefined> {
      const saved = await records.update(trx, Number(before.id), values);
      if (saved) await recordRevision(trx, decl, before, saved, who, 'update', at);
      return saved;
    },
    /** Ends `record` for good (a feature's collections keep no trash). */
    async remove(trx: AnyDb, record: RecordData): Promise<boolean> {
      const gone = await records.remove(trx, Number(record.id));
      if (gone) await recordRevision(trx, decl, record, undefined, who, 'delete', at);
      return gone;
    },
  };
}
