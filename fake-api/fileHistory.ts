/**
 * A workflow record's files in its history: each file written (on create, or replaced while the
 * record may still be changed) is an entry naming it and its sha256, by whoever wrote it, so that
 * the chain of custody shows which file was there when, and which one was checked.
 */
import { isStoredFile } from '../resources/lib/files';
import { fileFields, type ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import { RECORD_ENTRIES, stateOf } from '../resources/lib/workflow';
import type { AnyDb } from './data';
import { appendHistory } from './database/history';

const sha256Of = (v: unknown) => (isStoredFile(v) ? v.sha256 : undefined);

export async function recordFiles(
  trx: AnyDb,
  decl: ResourceDecl,
  before: RecordData | undefined,
  after: RecordData,
  who: { userId: number; actor: string },
  now: number,
): Promise<void> {
  if (!decl.workflow) return;
  const state = stateOf(decl, after);
  for (const [name] of fileFields(decl)) {
    const file = after[name];
    if (sha256Of(before?.[name]) === sha256Of(file)) continue;
    const fields = { [name]: isStoredFile(file) ? { name: file.name, sha256: file.sha256 } : null };
    await appendHistory(trx, decl.name, after.id as number, { ...who, transition: RECORD_ENTRIES.file, from: state, to: state, fields }, now);
  }
}
