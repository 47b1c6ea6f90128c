/**
 * number: a number within `min`..`max` (whole with `integer`), filtered exactly or by range; or,
 * with `reference`, a record's id (a list of them with `multiple`, stored as one JSON array).
 */
import { engineKind, type FieldError, type ValueKind } from './kind';

/** The largest record id: ids are PostgreSQL `integer` columns (int4), which a larger number makes fail, not miss. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as a reference holds it. */
export const isRecordId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= MAX_RECORD_ID;

export const numberValues: ValueKind<'number'> = {
  validate(f, v): FieldError | undefined {
    if (typeof v !== 'number' || !Number.isFinite(v)) return { key: 'ra.validation.number' };
    if (f.integer && !Number.isInteger(v)) return { key: 'mds.validation.integer' };
    if (f.min !== undefined && v < f.min) return { key: 'ra.validation.minValue', args: { min: f.min } };
    if (f.max !== undefined && v > f.max) return { key: 'ra.validation.maxValue', args: { max: f.max } };
    return undefined;
  },
  fromCell: (_, text) => (Number.isFinite(Number(text)) ? Number(text) : text),
  toCell: (_, v) => String(v),
};

export const number = /* @__PURE__ */ engineKind(numberValues, {
  options: ['min', 'max', 'integer', 'reference', 'choose', 'multiple', 'defaultValue', 'seed'],
  lint: (f) => (f.min !== undefined && f.max !== undefined && f.min > f.max ? [['min', `min ${f.min} is above max ${f.max}`]] : []),
  seeds: ['int'],
  seed: (f, rule, { rand }) => (rule?.kind === 'int' ? rule.min + Math.floor(rand() * (rule.max - rule.min + 1)) : f.defaultValue),
  column: { sqlite: 'real', postgres: 'double precision' },
  stored: 'number',
  sort: 'value',
  filter: { match: 'in', range: true, reads: 'number' },
  schema(f, z) {
    let n = f.integer ? z.int() : z.number();
    if (f.min !== undefined) n = n.min(f.min);
    return f.max !== undefined ? n.max(f.max) : n;
  },
  // A list: record 1 (the API does not look the ids up, as with single references).
  sample(f) {
    if (f.multiple) return [1];
    const low = f.min ?? 0;
    const n = f.integer ? Math.ceil(low) : low;
    return f.max !== undefined && n > f.max ? f.max : n;
  },
  invalid: (f) => (f.multiple ? [[0], [1, 1]] : [f.max !== undefined ? f.max + 1 : f.min !== undefined ? f.min - 1 : 'not a number', 'not a number', Infinity]),
});
