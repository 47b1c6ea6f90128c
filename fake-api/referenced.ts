/** The records a record's reference field names, as read now: what guards, quorums and disclosure thresholds look at. */
import { withExpiry, type ResourceDecl } from '../resources/lib/schema';
import { idsIn, type RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';

/** The records a reference field of `record` names, as read now (a lapsed state as its lapsed value). */
export async function referencedBy(db: AnyDb, data: Data, decl: ResourceDecl, record: RecordData, field: string, now: number) {
  const target = data.decl(decl.fields[field]?.reference ?? '');
  if (!target) return { target, records: [] as RecordData[], missing: idsIn(record[field]) };
  const records: RecordData[] = [];
  const missing: number[] = [];
  for (const id of idsIn(record[field])) {
    const found = await data.records(target.name).get(db, id);
    if (found) records.push(withExpiry(target, found, now));
    else missing.push(id);
  }
  return { target, records, missing };
}

export type Referenced = Awaited<ReturnType<typeof referencedBy>>;

/**
 * The records each reference field of one record names, read once for all who ask while a
 * transition is checked (its guards, its quorum): the same reads, in the same transaction.
 */
export function referenceReader(db: AnyDb, data: Data, decl: ResourceDecl, record: RecordData, now: number): (field: string) => Promise<Referenced> {
  const read = new Map<string, Promise<Referenced>>();
  return (field) => {
    let found = read.get(field);
    if (!found) read.set(field, (found = referencedBy(db, data, decl, record, field, now)));
    return found;
  };
}
