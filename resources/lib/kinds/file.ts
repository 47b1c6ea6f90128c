/**
 * file: one upload of the declared types (checked by content) within the size limit. A write sends
 * `{ name, data }` (base64), or the stored file sent back unchanged; records answer the stored file
 * `{ name, type, size, sha256 }` (JSON in its column), its bytes at `<endpoint>/:id/files/<field>`.
 * Files are neither searched, ordered nor compared, nor read from a CSV cell.
 */
import {
  acceptOf,
  checkUpload,
  encodeBase64,
  FILE_TYPES,
  isFileType,
  isFileUpload,
  isStoredFile,
  MAX_FILE_BYTES,
  maxBytesOf,
  sameFile,
  typesText,
} from '../files';
import type { z as zod } from 'zod';
import { engineKind, type OptionProblem, type ValueKind } from './kind';

const fileError = { key: 'mds.validation.file' };

/** What a value compared or chosen among is needed for, by the option that needs it. */
const NOT_FOR_FILES = {
  filter: 'files are not searched',
  sort: 'files have no order',
  unique: 'files are not compared',
  multiple: 'a field holds one file',
  reference: 'a file is no record id',
  defaultValue: 'a file is uploaded, not preset',
  values: 'a file has no choices',
} as const;

/** The types a declaration may name, as its messages list them: "csv, png, jpeg". */
const TYPE_NAMES = Object.keys(FILE_TYPES).join(', ');

const upload = (name: string, text: string) => ({ name, data: encodeBase64(new TextEncoder().encode(text)) });

export const fileValues: ValueKind<'file'> = {
  // A stored file passes: checkWrite lets a write name only the record's current one (sentBack).
  validate: (f, v) => (isFileUpload(v) ? checkUpload(v, f) : isStoredFile(v) ? undefined : fileError),
  sentBack: (v, current) => (isFileUpload(v) ? undefined : sameFile(v, current) ? 'keep' : fileError),
  fromCell: (_, text) => text,
  toCell: (_, v) => (isStoredFile(v) || isFileUpload(v) ? v.name : ''),
};

/** The stored file, as records answer it. */
const storedFile = (z: typeof zod) =>
  z
    .strictObject({ name: z.string(), type: z.string(), size: z.int().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/) })
    .meta({ description: 'the stored file: its bytes at <endpoint>/{id}/files/<field>' });

export const file = /* @__PURE__ */ engineKind(fileValues, {
  options: ['accept', 'maxBytes', 'seed'],
  lint(f) {
    const problems: OptionProblem[] = [];
    const given = f as unknown as Record<string, unknown>;
    for (const [option, why] of Object.entries(NOT_FOR_FILES))
      if (given[option] !== undefined && given[option] !== false) problems.push([option, `${option} cannot go with a file (${why})`]);
    if (!f.accept?.length) problems.push(['accept', `a file field names the types it takes (${TYPE_NAMES})`]);
    for (const t of f.accept ?? []) if (!isFileType(t)) problems.push(['accept', `"${t}" is not a file type (${TYPE_NAMES})`]);
    const max = f.maxBytes;
    if (max !== undefined && (!Number.isInteger(max) || max < 1 || max > MAX_FILE_BYTES))
      problems.push(['maxBytes', `maxBytes must be a whole number from 1 to ${MAX_FILE_BYTES}`]);
    if (f.seed && f.seed.kind !== 'file') problems.push(['seed', 'a file field is seeded by seed "file"']);
    if (f.seed?.kind === 'file') {
      if (f.seed.files.length === 0) problems.push(['seed', 'seed "file" needs files']);
      for (const { name, text } of f.seed.files) {
        const e = checkUpload(upload(name, text), f);
        if (e) problems.push(['seed', `seed file "${name}" is refused by the field (${e.key})`]);
      }
    }
    return problems;
  },
  seeds: ['file'],
  seed(_, rule, { i }) {
    if (rule?.kind !== 'file') return undefined;
    const { name, text } = rule.files[i % rule.files.length];
    return upload(name, text);
  },
  column: { sqlite: 'text', postgres: 'text' },
  stored: 'json',
  sort: 'value',
  schema: (_, z) => storedFile(z),
  inputSchema: (f, z) =>
    z.union([
      z.strictObject({
        name: z.string().min(1).max(200),
        data: z.base64().meta({
          contentEncoding: 'base64',
          description: `a ${typesText(acceptOf(f))} file of at most ${maxBytesOf(f)} bytes, its type checked by content`,
        }),
      }),
      storedFile(z),
    ]),
  sample: (f) => (f.seed?.kind === 'file' && f.seed.files.length ? upload(f.seed.files[0].name, f.seed.files[0].text) : undefined),
  // A page that names itself a table: refused by its content.
  invalid: () => [{ name: 'page-as-table.csv', data: btoa('<html><script>alert(1)</script>\u0000') }, 'page-as-table.csv', { name: 'no-data.csv' }],
});
