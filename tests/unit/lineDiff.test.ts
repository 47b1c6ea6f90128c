/**
 * A long text's change line by line (src/engine/history/lineDiff.ts): the lines both texts keep
 * stay, in order, and only the others are shown removed or added.
 */
import { describe, expect, it } from 'vitest';
import { lineDiff, type DiffLine } from '../../src/engine/history/lineDiff';

/** The diff as a reader scans it: "  kept", "- removed", "+ added". */
const shown = (lines: DiffLine[]) => lines.map((l) => `${{ same: ' ', removed: '-', added: '+' }[l.kind]} ${l.text}`);

describe('lineDiff', () => {
  it('keeps equal texts whole', () => {
    expect(shown(lineDiff('a\nb', 'a\nb'))).toEqual(['  a', '  b']);
    expect(lineDiff('', '')).toEqual([]);
  });

  it('shows one changed line as removed then added, between the lines kept', () => {
    expect(shown(lineDiff('Aim\nMethod: survey\nEnd', 'Aim\nMethod: cohort\nEnd'))).toEqual(['  Aim', '- Method: survey', '+ Method: cohort', '  End']);
  });

  it('finds the lines kept across insertions and removals (the longest common subsequence)', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f'].join('\n');
    const after = ['a', 'x', 'c', 'd', 'f', 'g'].join('\n');
    expect(shown(lineDiff(before, after))).toEqual(['  a', '- b', '+ x', '  c', '  d', '- e', '  f', '+ g']);
  });

  it('a text from nothing is all added, to nothing all removed', () => {
    expect(shown(lineDiff('', 'one\ntwo'))).toEqual(['+ one', '+ two']);
    expect(shown(lineDiff('one\ntwo', ''))).toEqual(['- one', '- two']);
  });

  it('reads Windows and old Mac line ends as line ends', () => {
    expect(shown(lineDiff('a\r\nb', 'a\rc'))).toEqual(['  a', '- b', '+ c']);
  });

  it('a very long change is shown whole rather than compared slowly', () => {
    const before = Array.from({ length: 600 }, (_, i) => `old ${i}`);
    const after = Array.from({ length: 600 }, (_, i) => `new ${i}`);
    const lines = lineDiff(before.join('\n'), after.join('\n'));
    expect(lines.filter((l) => l.kind === 'removed').map((l) => l.text)).toEqual(before);
    expect(lines.filter((l) => l.kind === 'added').map((l) => l.text)).toEqual(after);
  });

  it('every line of both texts is there once, in its order', () => {
    const before = 'p\nq\nr\ns\nq\nt';
    const after = 'q\nr\nx\nq\nt\np';
    const lines = lineDiff(before, after);
    expect(lines.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(before.split('\n'));
    expect(lines.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(after.split('\n'));
  });
});
