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

/**
 * The file types a `file` field may accept, by the name a declaration uses. GIF and WebP are not
 * offered: the API decodes every image whole before it keeps it (fake-api/imageCheck.ts), and no
 * well-kept pure-JS decoder of them exists (a GIF's extension blocks also carry any payload).
 */
export const FILE_TYPES = {
  csv: { mime: 'text/csv', extensions: ['.csv'] },
  png: { mime: 'image/png', extensions: ['.png'] },
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
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

/**
 * The image types, and the bounds of an image's declared size: the API decodes it whole
 * (fake-api/imageCheck.ts), and its pure-JS JPEG decoder takes about 0.7 s a megapixel, so 25
 * megapixels (a 300 dpi A3 page is 17) keep the worst upload under 20 s of one core.
 */
export type ImageType = Exclude<FileType, 'csv'>;
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 25_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG's last chunk: IEND, empty, with its fixed CRC. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const JPEG_START = [0xff, 0xd8, 0xff];
const JPEG_END = [0xff, 0xd9];
const endsWith = (bytes: Uint8Array, suffix: readonly number[]) => bytes.length >= suffix.length && startsWith(bytes, suffix, bytes.length - suffix.length);

/**
 * An image's type by its first and last bytes: a PNG ends with its IEND chunk, a JPEG with its
 * end-of-image marker, so a table or a page appended to an image is not one. This is the check the
 * console can make; the API also decodes the image whole, which no signature can stand for.
 */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE) && bytes.length > PNG_SIGNATURE.length + PNG_END.length && endsWith(bytes, PNG_END)) return 'png';
  if (startsWith(bytes, JPEG_START) && bytes.length > JPEG_START.length + JPEG_END.length && endsWith(bytes, JPEG_END)) return 'jpeg';
  return undefined;
}

/** Control characters other than tab and line breaks (NUL among them): binary, not a table. */
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

/**
 * Characters a file name may not hold: folders, controls (Cc: NUL, U+0085), format characters (Cf:
 * U+202E, which shows `evil\u202Egpj.exe` as "evilexe.jpg", zero-width ones), line and paragraph
 * separators (Zl, Zp) and lone surrogates (Cs, not text at all). A name must read as what it is.
 */
const NOT_IN_FILE_NAMES = /[/\\\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** A name shown and offered on download: no folders, no invisible or control characters, at most 200 characters. */
export const isFileName = (name: string) => name.trim() !== '' && [...name].length <= 200 && !NOT_IN_FILE_NAMES.test(name);

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
