/**
 * enum: one of the declared `values` (codes, labelled in the messages), filtered exactly; or, with
 * `multiple`, a list of distinct values stored as one JSON array. May be a state machine
 * (`transitions`) whose state lapses with a date (`expiry`).
 */
import { engineKind, type OptionProblem, type ValueKind } from './kind';

const oneOf = (values: readonly string[]) => ({ key: 'ra.validation.oneOf', args: { options: values.join(', ') } });

/** One to three distinct values, in their declared order (a `multiple` field's seed). */
function pickSome(values: readonly string[], rand: () => number): string[] {
  const size = Math.min(values.length, 1 + Math.floor(rand() * 3));
  const chosen = new Set<number>();
  while (chosen.size < size) chosen.add(Math.floor(rand() * values.length));
  return [...chosen].sort((a, b) => a - b).map((index) => values[index]);
}

export const enumValues: ValueKind<'enum'> = {
  validate: (f, v) => (typeof v === 'string' && f.values?.includes(v) ? undefined : oneOf(f.values ?? [])),
  listItems: (f, items) => (items.every((v) => typeof v === 'string' && f.values?.includes(v)) ? undefined : oneOf(f.values ?? [])),
  // A cell may hold the value or its label (as an export writes it).
  fromCell: (_, text, labels) => (labels && Object.entries(labels).find(([, label]) => label === text)?.[0]) ?? text,
  toCell: (_, v, labels) => labels?.[String(v)] ?? String(v),
};

export const enumKind = /* @__PURE__ */ engineKind(enumValues, {
  options: ['values', 'tones', 'transitions', 'expiry', 'multiple', 'defaultValue', 'seed'],
  lint(f, name, fields) {
    const problems: OptionProblem[] = [];
    const values = f.values ?? [];
    const notValue = (path: string, v: string) => !values.includes(v) && problems.push([path, `"${v}" is not a value of ${name}`]);
    if (values.length === 0) problems.push(['values', 'an enum field needs values']);
    for (const t of Object.keys(f.tones ?? {})) if (!values.includes(t)) problems.push(['tones', `tone for "${t}", which is not a value`]);
    for (const [from, tos] of Object.entries(f.transitions ?? {})) for (const v of [from, ...tos]) notValue('transitions', v);
    if (f.expiry) {
      if (fields[f.expiry.field]?.kind !== 'date') problems.push(['expiry.field', `"${f.expiry.field}" is not a declared date field`]);
      for (const v of [...f.expiry.from, f.expiry.value]) notValue('expiry', v);
    }
    return problems;
  },
  seeds: ['pick'],
  // Unseeded, an enum takes one of its values too.
  seed: (f, rule, { rand }) =>
    rule && rule.kind !== 'pick' ? f.defaultValue : f.multiple ? pickSome(f.values, rand) : f.values[Math.floor(rand() * f.values.length)],
  column: { sqlite: 'text', postgres: 'text' },
  stored: 'asIs',
  sort: 'value',
  filter: { match: 'in', reads: 'choice' },
  schema: (f, z) => z.enum([...(f.values ?? [])] as [string, ...string[]]),
  sample: (f) => (f.multiple ? f.values.slice(0, 1) : f.values[0]),
  // The next value (one a state may move to), a list of it for a `multiple` field.
  other(f, v) {
    const current = Array.isArray(v) ? v[0] : v;
    const allowed = f.transitions ? (f.transitions[String(current)] ?? []) : f.values;
    const next = allowed?.find((x) => x !== current);
    return next === undefined || !f.multiple ? next : [next];
  },
  invalid: (f) => (f.multiple ? [['__not_a_value__'], 'GRU'] : ['__not_a_value__', 7]),
});
