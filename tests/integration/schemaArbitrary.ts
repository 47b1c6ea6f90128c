/**
 * Values a JSON Schema (as the API's description writes it) describes, as fast-check arbitraries:
 * the document-driven fuzz test asks the API with them. Covers what the description uses: $ref,
 * anyOf, const, enum, types, lengths, patterns, ranges, items, properties and `required`.
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;

const SAFE = Number.MAX_SAFE_INTEGER;

function resolve(schema: Schema, root: Schema): Schema {
  let s = schema;
  while (typeof s.$ref === 'string') {
    s = s.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], root) as Schema;
  }
  return s;
}

function stringOf(s: Schema): fc.Arbitrary<string> {
  const declaredMax = typeof s.maxLength === 'number' ? s.maxLength : undefined;
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  // A pattern bounds the length itself (a digest is 64 characters): only the declared lengths filter it.
  if (typeof s.pattern === 'string')
    return fc.stringMatching(new RegExp(s.pattern)).filter((v) => [...v].length >= min && (declaredMax === undefined || [...v].length <= declaredMax));
  const max = Math.max(min, Math.min(declaredMax ?? 40, 60));
  if (s.format === 'email') return fc.emailAddress().filter((v) => v.length <= max);
  if (s.format === 'uri') return fc.webUrl().filter((v) => v.length <= max);
  return fc.string({ minLength: Math.min(min, max), maxLength: max });
}

function numberOf(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof s.minimum === 'number' ? Math.max(s.minimum, -SAFE) : -1_000_000;
  const max = typeof s.maximum === 'number' ? Math.min(s.maximum, SAFE) : 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export function arbitraryOf(schema: Schema, root: Schema): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const choices = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((c) => arbitraryOf(c, root)));
  const type = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => arbitraryOf({ ...s, type: t }, root)));
  switch (type[0]) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = typeof s.minItems === 'number' ? s.minItems : 0;
      const maxLength = Math.min(typeof s.maxItems === 'number' ? s.maxItems : 3, Math.max(minLength, 3));
      return fc.array(arbitraryOf((s.items as Schema | undefined) ?? {}, root), { minLength, maxLength });
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      return fc.record(Object.fromEntries(Object.entries(properties).map(([k, p]) => [k, arbitraryOf(p, root)])), { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
