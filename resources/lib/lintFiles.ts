/**
 * The linter's rules for `file` fields and for what a reference may `choose` (lint.ts): a file is
 * one upload of declared types within the size limit, with none of the rules that compare values.
 */
import { checkUpload, encodeBase64, FILE_TYPES, isFileType, MAX_FILE_BYTES } from './files';
import { ownerField, type FieldDecl, type ResourceDecl } from './schema';

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

/** Problems of a field's file options, as [path under the field, message]. */
export function fileProblems(f: FieldDecl): [string, string][] {
  if (f.kind !== 'file') {
    const stray = (['accept', 'maxBytes'] as const).filter((o) => f[o] !== undefined);
    const seed = f.seed?.kind === 'file' ? [['seed', 'seed "file" needs a file field'] as [string, string]] : [];
    return [...stray.map((o): [string, string] => [o, `${o} is for file fields`]), ...seed];
  }
  const problems: [string, string][] = [];
  for (const [option, why] of Object.entries(NOT_FOR_FILES))
    if (f[option as keyof typeof NOT_FOR_FILES] !== undefined && f[option as keyof typeof NOT_FOR_FILES] !== false)
      problems.push([option, `${option} cannot go with a file (${why})`]);
  if (!f.accept?.length) problems.push(['accept', `a file field names the types it takes (${TYPE_NAMES})`]);
  for (const t of f.accept ?? []) if (!isFileType(t)) problems.push(['accept', `"${t}" is not a file type (${TYPE_NAMES})`]);
  const max = f.maxBytes;
  if (max !== undefined && (!Number.isInteger(max) || max < 1 || max > MAX_FILE_BYTES))
    problems.push(['maxBytes', `maxBytes must be a whole number from 1 to ${MAX_FILE_BYTES}`]);
  if (f.seed && f.seed.kind !== 'file') problems.push(['seed', 'a file field is seeded by seed "file"']);
  if (f.seed?.kind === 'file') {
    if (f.seed.files.length === 0) problems.push(['seed', 'seed "file" needs files']);
    for (const { name, text } of f.seed.files) {
      const e = checkUpload({ name, data: encodeBase64(new TextEncoder().encode(text)) }, f);
      if (e) problems.push(['seed', `seed file "${name}" is refused by the field (${e.key})`]);
    }
  }
  return problems;
}

/** Problems of a reference's `choose`: the records it names must have an owner (`own`) and the states (`states`). */
export function chooseProblems(f: FieldDecl, declarations: readonly ResourceDecl[]): [string, string][] {
  if (!f.choose) return [];
  const target = declarations.find((d) => d.name === f.reference);
  if (!target) return [['choose', 'choose needs a reference to a declared resource']];
  const problems: [string, string][] = [];
  if (f.choose.own && !ownerField(target)) problems.push(['choose.own', `${target.name} has no owner field (auto: 'owner')`]);
  const states = target.workflow ? target.fields[target.workflow.field]?.values : undefined;
  for (const s of f.choose.states ?? [])
    if (!states?.includes(s)) problems.push(['choose.states', `"${s}" is not a state of ${target.name}${states ? '' : ' (it has no workflow)'}`]);
  return problems;
}
