/**
 * A long text's change as lines kept, removed and added, in reading order: the longest common
 * subsequence of the two texts' lines (what a reader would call "unchanged"), found by the textbook
 * table. Pure, so it is tested alone; texts are bounded by their fields' maxLength (2,000 characters by
 * default), and one larger than MAX_CELLS is shown as all removed then all added rather than slowly.
 */
export type LineKind = 'same' | 'removed' | 'added';

export interface DiffLine {
  kind: LineKind;
  text: string;
}

/** The most cells of the LCS table filled (rows × columns of the lines that differ). */
const MAX_CELLS = 250_000;

const linesOf = (text: string): string[] => (text === '' ? [] : text.split(/\r\n|\r|\n/));

/** The lines of `before` and `after` as kept, removed (only in `before`) and added (only in `after`). */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = linesOf(before);
  const b = linesOf(after);
  // The lines both start and end with need no table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const same = (lines: string[]): DiffLine[] => lines.map((text) => ({ kind: 'same', text }));
  return [...same(a.slice(0, start)), ...middle(a.slice(start, endA), b.slice(start, endB)), ...same(a.slice(endA))];
}

function middle(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  if (a.length * b.length > MAX_CELLS) return [...a.map(removed), ...b.map(added)];
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  // Where a removal and an addition both keep the longest common part, the removal first: "- old, + new" reads best.
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.push(removed(a[i++]));
    else out.push(added(b[j++]));
  }
  return [...out, ...a.slice(i).map(removed), ...b.slice(j).map(added)];
}
