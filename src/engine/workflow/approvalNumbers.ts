import { isPartial, type HistoryEntry } from '../../../resources/lib/workflow';

/**
 * For each entry, which approval of its quorum it is: 1 for the first partial entry of a
 * transition since the record last changed state, 2 for the next… (1 for every other entry).
 */
export function approvalNumbers(history: readonly HistoryEntry[]): number[] {
  let counts = new Map<string, number>();
  return history.map((entry) => {
    if (!isPartial(entry)) {
      counts = new Map();
      return 1;
    }
    const n = (counts.get(entry.transition) ?? 0) + 1;
    counts.set(entry.transition, n);
    return n;
  });
}
