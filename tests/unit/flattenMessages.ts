/** `{a: {b: 'x'}}` → `{'a.b': 'x'}`; non-string leaves are kept as they are, to be reported. */
export function flattenMessages(tree: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) Object.assign(out, flattenMessages(value, path));
    else out[path] = value;
  }
  return out;
}
