/**
 * The value under `key` in `made`, made on first use. Intl's formatters are slow to make (a list's
 * cells or a workplace's cards would make hundreds) and free to reuse: one per locale and options.
 */
export function madeOnce<T>(made: Map<string, T>, key: string, make: () => T): T {
  let value = made.get(key);
  if (value === undefined) made.set(key, (value = make()));
  return value;
}
