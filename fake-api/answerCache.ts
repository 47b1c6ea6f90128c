/**
 * The matched records of recent filtered list queries, per collection index (see indexes.ts):
 * one entry per (filters, sort field), ascending by that field then id (a descending page reads
 * it backwards) or, without a sort, in collection order. Paging through a filter or a search is
 * then a slice. A single-record write patches every sorted entry in place (the record leaves or
 * enters it at its sorted place, by the entry's own filters); collection-order entries are
 * dropped. The least recently used entries go first once there are too many or they hold too
 * many records.
 */
import type { RecordData } from '../resources/lib/validate';
import { byField } from './listQuery';

/** One record written: created (`after` only), updated (both) or deleted (`before` only). */
export interface Change {
  before?: RecordData;
  after?: RecordData;
}

type Cmp = (a: RecordData, b: RecordData) => number;

/** First position in `view` whose record does not sort before `r`. */
export function lowerBound(view: readonly RecordData[], r: RecordData, cmp: Cmp): number {
  let lo = 0;
  let hi = view.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(view[mid], r) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function removeFrom(list: RecordData[], r: RecordData, at = list.indexOf(r)) {
  const i = list[at] === r ? at : list.indexOf(r);
  if (i >= 0) list.splice(i, 1);
  return i >= 0;
}

/**
 * Applies one write to a list sorted by `cmp` holding exactly the records that pass `keep`.
 * False when `before` should have been there and was not: the list is not ours, drop it.
 */
export function patchSorted(list: RecordData[], cmp: Cmp, { before, after }: Change, keep: (r: RecordData) => boolean = () => true): boolean {
  if (before && keep(before) && !removeFrom(list, before, lowerBound(list, before, cmp))) return false;
  if (after && keep(after)) list.splice(lowerBound(list, after, cmp), 0, after);
  return true;
}

export interface Answer {
  /** Ascending by this field then id; undefined: collection order. */
  sortField?: string;
  /** The entry's filters: whether a record belongs to `list`. */
  matches: (r: RecordData) => boolean;
  list: RecordData[];
}

export const MAX_ENTRIES = 64;
/** About 8 bytes a record: 16 MB of references at most, whatever the collection's size. */
export const MAX_RECORDS = 2_000_000;

export class AnswerCache {
  private entries = new Map<string, Answer>();
  private records = 0;

  get size() {
    return this.entries.size;
  }

  get(key: string): Answer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, answer: Answer) {
    const old = this.entries.get(key);
    if (old) {
      this.records -= old.list.length;
      this.entries.delete(key);
    }
    this.entries.set(key, answer);
    this.records += answer.list.length;
    for (const [k, a] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.records <= MAX_RECORDS) break;
      if (k === key) continue;
      this.entries.delete(k);
      this.records -= a.list.length;
    }
  }

  /** This cache after one committed write (see the top of the file); this one is emptied. */
  handOver(change: Change): AnswerCache {
    const next = new AnswerCache();
    for (const [key, answer] of this.entries) {
      if (answer.sortField === undefined) continue;
      if (patchSorted(answer.list, byField(answer.sortField), change, answer.matches)) next.set(key, answer);
    }
    this.entries = new Map();
    this.records = 0;
    return next;
  }
}
