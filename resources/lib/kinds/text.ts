/** text: one line of free text, searched by substring and sorted case-folded. Also the base of longtext, url and email. */
import { DEFAULT_STRING_MAX } from '../schema';
import { engineKind, type EngineKind, type FieldError, type ValueKind } from './kind';

type TextKind = 'text' | 'longtext' | 'url' | 'email';

/** The whole value matches the declared pattern. */
const matches = (pattern: { source: string }, v: string) => new RegExp(`^(?:${pattern.source})$`, 'u').test(v);

/**
 * A text-like kind's values: lengths and pattern, then `check` (a URL's scheme, an email's shape)
 * refused with `error`; `keepsEmpty`: '' is free text's value (a form's emptied field), kept as written.
 */
export const textLikeValues = <K extends TextKind>(own: { check?: (v: string) => boolean; error?: FieldError; keepsEmpty?: boolean } = {}): ValueKind<K> => ({
  validate(f, v) {
    // A NUL character is no text: PostgreSQL refuses it in a text value, SQLite would cut the text there.
    if (typeof v !== 'string' || v.includes('\0')) return { key: 'mds.validation.string' };
    const length = [...v].length;
    const max = f.maxLength ?? DEFAULT_STRING_MAX;
    if (f.minLength !== undefined && length < f.minLength) return { key: 'ra.validation.minLength', args: { min: f.minLength } };
    if (length > max) return { key: 'ra.validation.maxLength', args: { max } };
    if (f.pattern && !matches(f.pattern, v)) return { key: f.pattern.messageKey };
    return own.check && !own.check(v) ? own.error : undefined;
  },
  keepsEmpty: own.keepsEmpty,
  fromCell: (_, text) => text,
  toCell: (_, v) => String(v),
});

/**
 * A text-like kind for the engine: `sample` builds a valid value of its own (a URL, an address)
 * from the run's tag, `format` marks its description, `invalid` puts the values it refuses first.
 */
export const textLike = <K extends TextKind>(
  values: ValueKind<K>,
  own: { sample?: (tag: string) => string; format?: Record<string, string>; invalid?: readonly unknown[] } = {},
): EngineKind<K> =>
  engineKind(values, {
    options: ['minLength', 'maxLength', 'pattern', 'search', 'defaultValue', 'seed'],
    lint(f) {
      if (!f.pattern) return [];
      try {
        new RegExp(f.pattern.source, 'u');
        return [];
      } catch {
        return [['pattern', `pattern /${f.pattern.source}/ is not a valid regular expression`]];
      }
    },
    seeds: ['digits', 'phrase'],
    seed(f, rule, { i, rand }) {
      if (rule?.kind === 'phrase') return rule.parts.map((words) => words[Math.floor(rand() * words.length)]).join(' ');
      if (rule?.kind !== 'digits') return f.defaultValue;
      const range = rule.max - rule.min + 1;
      // A stride coprime with the range walks distinct values: unique without bookkeeping.
      return String(rule.min + (rule.unique ? (i * 7919 + 104729) % range : Math.floor(rand() * range)));
    },
    column: { sqlite: 'text', postgres: 'text' },
    stored: 'asIs',
    sort: 'folded',
    filter: { match: 'has', reads: 'text' },
    schema(f, z) {
      let s = z.string().max(f.maxLength ?? DEFAULT_STRING_MAX);
      if (f.minLength !== undefined) s = s.min(f.minLength);
      if (f.pattern) s = s.regex(new RegExp(`^(?:${f.pattern.source})$`, 'u'));
      return own.format ? s.meta(own.format) : s;
    },
    sample(f, name, tag) {
      if (own.sample) return own.sample(tag);
      if (f.seed?.kind === 'digits') return String(f.seed.min + Math.floor(Math.random() * (f.seed.max - f.seed.min + 1)));
      if (f.pattern) return undefined;
      const s = `contract ${name} ${tag}`.padEnd(f.minLength ?? 0, 'x');
      return f.maxLength !== undefined ? s.slice(0, f.maxLength) : s;
    },
    invalid: (f) => [...(own.invalid ?? []), 'x'.repeat((f.maxLength ?? DEFAULT_STRING_MAX) + 1), 7, 'a\0b'],
  });

export const textValues = /* @__PURE__ */ textLikeValues<'text'>({ keepsEmpty: true });
export const text = /* @__PURE__ */ textLike(textValues);
