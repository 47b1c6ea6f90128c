/**
 * Files a record holds (a `file` field): what a write sends, what a read answers, and the checks by
 * content the console and the API share. A file's type is what its bytes are, never what its name
 * or the browser says: a script renamed `.png` is refused.
 */

/** A refusal as an i18n key with its arguments (validate.ts's FieldError, which builds on this module). */
export interface FileError {
  key: string;
  args?: Record<string, string | number>;
}

/** The file types a `file` field may accept, by the name a declaration uses. */
export const FILE_TYPES = {
  csv: { mime: 'text/csv', extensions: ['.csv'] },
  png: { mime: 'image/png', extensions: ['.png'] },
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  gif: { mime: 'image/gif', extensions: ['.gif'] },
  webp: { mime: 'image/webp', extensions: ['.webp'] },
} as const;
export type FileType = keyof typeof FILE_TYPES;
export const isFileType = (v: unknown): v is FileType => typeof v === 'string' && Object.hasOwn(FILE_TYPES, v);

/** The most a `file` field may declare, and what it holds without a `maxBytes`. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** What a `file` field takes: its declaration's `accept` and `maxBytes` (a FieldDecl is one). */
export interface FileRule {
  accept?: readonly FileType[];
  maxBytes?: number;
}
export const acceptOf = (rule: FileRule): readonly FileType[] => rule.accept ?? [];
export const maxBytesOf = (rule: FileRule): number => rule.maxBytes ?? MAX_FILE_BYTES;

/** A new file in a write: its name and its bytes, base64-encoded. */
export interface FileUpload {
  name: string;
  data: string;
}

/** A stored file as records answer it; the bytes are read from `<endpoint>/:id/files/:field`. */
export interface StoredFile {
  name: string;
  type: string;
  size: number;
  sha256: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isFileUpload = (v: unknown): v is FileUpload => isObject(v) && typeof v.name === 'string' && typeof v.data === 'string';
export const isStoredFile = (v: unknown): v is StoredFile =>
  isObject(v) && typeof v.name === 'string' && typeof v.type === 'string' && typeof v.size === 'number' && typeof v.sha256 === 'string';
/** Whether a write keeps the stored file as it is (the form sends back what it read). */
export const sameFile = (a: unknown, b: unknown) => isStoredFile(a) && isStoredFile(b) && a.sha256 === b.sha256 && a.name === b.name;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/** An image's type by its signature. */
export function sniffImage(bytes: Uint8Array): Exclude<FileType, 'csv'> | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

/** Control characters other than tab and line breaks: binary, not a table. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The fields of each record of a CSV text (RFC 4180 quoting); undefined when a quote is left open. */
function csvFieldCounts(text: string): number[] | undefined {
  const counts: number[] = [];
  let fields = 1;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') fields++;
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      counts.push(fields);
      fields = 1;
    }
  }
  if (quoted) return undefined;
  if (!/[\r\n]$/.test(text)) counts.push(fields);
  return counts;
}

/** A table: UTF-8 text, no binary characters, and every record with as many fields as the header. */
export function isCsv(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  if (text.trim() === '' || BINARY.test(text)) return false;
  const counts = csvFieldCounts(text);
  return counts !== undefined && counts.every((n) => n === counts[0]);
}

/** What the bytes are, among the types a field accepts. */
export function sniffFile(bytes: Uint8Array, accept: readonly FileType[]): FileType | undefined {
  const image = sniffImage(bytes);
  if (image) return accept.includes(image) ? image : undefined;
  return accept.includes('csv') && isCsv(bytes) ? 'csv' : undefined;
}

/** Strict base64 (what `btoa` and Node write); undefined for anything else. */
export function decodeBase64(data: string): Uint8Array | undefined {
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return undefined;
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Base64 of some bytes, in slices (a 5 MiB file would overflow the arguments of one call). */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The length of the base64 text of this many bytes (what a file adds to a JSON body). */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** The bytes of base64 text of this length, without decoding it. */
const decodedLength = (data: string) => (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

/** A name shown and offered on download: no folders, no control characters, at most 200 characters. */
// eslint-disable-next-line no-control-regex
const isFileName = (name: string) => name.trim() !== '' && [...name].length <= 200 && !/[/\\\u0000-\u001f\u007f]/.test(name);

/** Sizes as messages word them: megabytes with one decimal. */
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
export const typesText = (accept: readonly FileType[]) => accept.map((t) => t.toUpperCase()).join(', ');

/** A `file` field's new file against its declaration: name, size, then the bytes themselves (not decoded when too many). */
export function checkUpload(upload: FileUpload, rule: FileRule): FileError | undefined {
  const size = decodedLength(upload.data);
  return checkFile(upload.name, size > maxBytesOf(rule) ? undefined : decodeBase64(upload.data), rule, size);
}

/** A file's name and bytes (the console checks a chosen file with this before it is sent). */
export function checkFile(name: string, bytes: Uint8Array | undefined, rule: FileRule, size = bytes?.length ?? 0): FileError | undefined {
  if (!isFileName(name)) return { key: 'mds.validation.fileName' };
  if (size > maxBytesOf(rule)) return { key: 'mds.validation.fileSize', args: { max: megabytes(maxBytesOf(rule)) } };
  if (!bytes || bytes.length === 0) return { key: 'mds.validation.fileEmpty' };
  const type = sniffFile(bytes, acceptOf(rule));
  if (!type) return { key: 'mds.validation.fileType', args: { types: typesText(acceptOf(rule)) } };
  // The name tells whoever downloads it what they open: it must say what the bytes are.
  const { extensions } = FILE_TYPES[type];
  if (!extensions.some((ext) => name.toLowerCase().endsWith(ext)))
    return { key: 'mds.validation.fileExtension', args: { type: type.toUpperCase(), extensions: extensions.join(', ') } };
  return undefined;
}
