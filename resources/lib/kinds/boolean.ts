/** boolean: true or false; SQLite keeps it as 1 or 0. A CSV cell may say true/yes/1 or false/no/0. */
import { engineKind, type ValueKind } from './kind';

export const booleanValues: ValueKind<'boolean'> = {
  validate: (_, v) => (typeof v === 'boolean' ? undefined : { key: 'mds.validation.boolean' }),
  fromCell: (_, text) => (/^(true|yes|1)$/i.test(text) ? true : /^(false|no|0)$/i.test(text) ? false : text),
  toCell: (_, v) => String(v),
};

export const boolean = /* @__PURE__ */ engineKind(booleanValues, {
  options: ['defaultValue', 'seed'],
  lint: () => [],
  seeds: ['bool'],
  seed: (f, rule, { rand }) => (rule?.kind === 'bool' ? rand() < rule.trueRatio : f.defaultValue),
  column: { sqlite: 'integer', postgres: 'boolean' },
  stored: 'flag',
  sort: 'value',
  filter: { match: 'in', reads: 'boolean' },
  schema: (_, z) => z.boolean(),
  sample: () => true,
  other: (_, v) => !v,
  invalid: () => ['yes', 1],
});
