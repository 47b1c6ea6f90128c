/**
 * The bytes of records' `file` fields, in `mds_files`, written in the record's own transaction; the
 * record's column keeps what lists show (name, type, size, digest), so a list never reads a file.
 */
import { acceptOf, FILE_TYPES, isFileUpload, maxBytesOf, sniffFile, typesText, type StoredFile } from '../../resources/lib/files';
import { fileFields, type ResourceDecl } from '../../resources/lib/schema';
import type { RecordData } from '../../resources/lib/validate';
import { ApiFailure, CODES } from '../envelope';
import { digestOf, wasDecoded } from '../imageCheck';
import { englishError } from '../messages';
import type { AnyDb } from './tables';

/**
 * A record's new files (uploads, checked before) as their metadata, and the bytes to keep; a record
 * without any, as it is. An image is kept only if it was decoded whole (imageCheck.ts, run on the
 * way in by hardening.ts): one that came another way is refused here, inside the write, never kept.
 */
export function takeUploads(decl: ResourceDecl, record: RecordData): { record: RecordData; bytes: Map<string, Buffer> } {
  const bytes = new Map<string, Buffer>();
  let out = record;
  for (const [name, f] of fileFields(decl)) {
    const v = record[name];
    if (!isFileUpload(v)) continue;
    const data = Buffer.from(v.data, 'base64');
    const type = sniffFile(data, acceptOf(f));
    if (!type || data.length > maxBytesOf(f)) throw new Error(`${decl.name}.${name}: a file that was not checked`);
    const sha256 = digestOf(data);
    if (type !== 'csv' && !wasDecoded(v)) {
      const error = englishError(decl, { key: 'mds.validation.fileType', args: { types: typesText(acceptOf(f)) } });
      throw new ApiFailure(CODES.badInput, 'invalid record', { errors: { [name]: error } });
    }
    const stored: StoredFile = { name: v.name, type: FILE_TYPES[type].mime, size: data.length, sha256 };
    out = { ...out, [name]: stored };
    bytes.set(name, data);
  }
  return { record: out, bytes };
}

/** Keeps a record's new files; a file field left empty loses its old bytes. */
export async function keepFiles(db: AnyDb, decl: ResourceDecl, recordId: number, record: RecordData, bytes: ReadonlyMap<string, Buffer>): Promise<void> {
  for (const [field] of fileFields(decl)) {
    const replaced = bytes.get(field);
    if (!replaced && record[field] != null) continue;
    await db.deleteFrom('mds_files').where('resource', '=', decl.name).where('record_id', '=', recordId).where('field', '=', field).execute();
    if (replaced) await db.insertInto('mds_files').values({ resource: decl.name, record_id: recordId, field, bytes: replaced }).execute();
  }
}

export async function dropFiles(db: AnyDb, resource: string, recordId: number): Promise<void> {
  await db.deleteFrom('mds_files').where('resource', '=', resource).where('record_id', '=', recordId).execute();
}

export async function fileBytes(db: AnyDb, resource: string, recordId: number, field: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('mds_files')
    .select('bytes')
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .where('field', '=', field)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes as Uint8Array) : undefined;
}
