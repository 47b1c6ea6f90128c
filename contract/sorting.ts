/** Is a column in order? Numbers and dates by value, text by either locale or code-point order (servers differ). */
const empty = (v: unknown) => v === undefined || v === null || v === '';

function ordered(values: readonly unknown[], compare: (a: unknown, b: unknown) => number): boolean {
  for (let i = 1; i < values.length; i++) if (compare(values[i - 1], values[i]) > 0) return false;
  return true;
}

export function isSorted(column: readonly unknown[], order: 'asc' | 'desc'): boolean {
  // Where empty values go is the server's choice: check the others.
  const values = column.filter((v) => !empty(v));
  const seq = order === 'asc' ? values : [...values].reverse();
  if (seq.every((v) => typeof v === 'number')) return ordered(seq, (a, b) => (a as number) - (b as number));
  if (seq.every((v) => typeof v === 'boolean')) return ordered(seq, (a, b) => Number(a) - Number(b));
  const strings = seq.map(String);
  if (strings.every((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s))))
    return ordered(strings, (a, b) => Date.parse(a as string) - Date.parse(b as string));
  return (
    ordered(strings, (a, b) => (a as string).localeCompare(b as string)) || ordered(strings, (a, b) => ((a as string) < (b as string) ? -1 : a === b ? 0 : 1))
  );
}
