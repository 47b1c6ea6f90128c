/**
 * date: an ISO 8601 date, or date and time, kept as written with its time (ms) in a column beside
 * it, which range filters (`_gte` / `_lte`, a date-only bound covering its whole day) and the sort read.
 */
import { engineKind, type ValueKind } from './kind';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY = 86_400_000;

export const isIsoDate = (v: unknown): v is string => typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));

/** Fixed "now" of the seed, so dates are reproducible. */
export const SEED_EPOCH = Date.UTC(2026, 9, 31, 18, 0, 0);

export const dateValues: ValueKind<'date'> = {
  validate: (_, v) => (isIsoDate(v) ? undefined : { key: 'mds.validation.date' }),
  fromCell: (_, text) => text,
  toCell: (_, v) => String(v),
};

export const date = /* @__PURE__ */ engineKind(dateValues, {
  options: ['defaultValue', 'seed'],
  lint: () => [],
  seeds: ['pastDate'],
  seed(f, rule, { i, count, rand }) {
    if (rule?.kind !== 'pastDate') return f.defaultValue;
    // Row i owns its own slice of the window, newest first: every time is distinct.
    const slice = (rule.withinDays * DAY) / Math.max(count, 1);
    const t = SEED_EPOCH - i * slice - Math.floor(rand() * slice * 0.9);
    return new Date(Math.floor(t / 1000) * 1000).toISOString();
  },
  column: { sqlite: 'text', postgres: 'text' },
  stored: 'asIs',
  sort: 'time',
  filter: { range: true, reads: 'time' },
  schema: (_, z) => z.string().meta({ description: 'ISO 8601 date or date and time' }),
  // A year ahead: a date that has passed could expire the record under an `expiry` rule mid-check.
  sample: () => new Date(Date.now() + 365 * DAY).toISOString(),
  invalid: () => ['not a date', '2026-13-45', 20260101],
});
