/**
 * Indexes over a collection, so a list page on 100,000 records does not copy and sort the whole
 * collection per request (what `runListQuery` and plain json-server do):
 * - a sorted view per sort field (ascending by field then id; descending is the same view read
 *   backwards, since every two records are ordered),
 * - exact-match buckets per filtered field (enum, number, boolean), each in collection order.
 * Both are built on first use and belong to one collection array: the store never changes an
 * array in place (a write makes a new one), so an index keyed by the array can never be stale.
 * Single-record writes hand the index over to the new array, patched (`noteWrite`); any other
 * change (bulk writes, imports, restarts) simply gets a fresh index on the next query.
 * Answers are exactly `runListQuery`'s (tests/integration/listIndexes.test.ts compares both).
 */
import type { RecordData } from '../resources/lib/validate';
import { byField, matches, page, runListQuery, type ListQuery } from './listQuery';

type Rows = readonly RecordData[];
type Buckets = Map<unknown, RecordData[]>;

/** One record written: created (`after` only), updated (both) or deleted (`before` only). */
export interface Change {
  before?: RecordData;
  after?: RecordData;
}

/** First position in `view` whose record does not sort before `r`. */
function lowerBound(view: readonly RecordData[], r: RecordData, cmp: (a: RecordData, b: RecordData) => number): number {
  let lo = 0;
  let hi = view.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(view[mid], r) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function removeFrom(list: RecordData[], r: RecordData, at = list.indexOf(r)) {
  const i = list[at] === r ? at : list.indexOf(r);
  if (i >= 0) list.splice(i, 1);
  return i >= 0;
}

// Below this share of the collection, filtered candidates are sorted directly instead of
// walking the whole sorted view.
const SMALL_SHARE = 1 / 8;

export class CollectionIndex {
  private sorted = new Map<string, RecordData[]>();
  private buckets = new Map<string, Buckets>();

  constructor(readonly rows: Rows) {}

  private sortedBy(field: string): RecordData[] {
    let view = this.sorted.get(field);
    if (!view) this.sorted.set(field, (view = [...this.rows].sort(byField(field))));
    return view;
  }

  private bucketsOf(field: string): Buckets {
    let b = this.buckets.get(field);
    if (!b) {
      b = new Map();
      for (const r of this.rows) {
        const list = b.get(r[field]);
        if (list) list.push(r);
        else b.set(r[field], [r]);
      }
      this.buckets.set(field, b);
    }
    return b;
  }

  /** The smallest exact-match candidate list, and whether it keeps collection order. */
  private candidates(q: ListQuery): { list: RecordData[]; ordered: boolean } | undefined {
    let best: { list: RecordData[]; ordered: boolean } | undefined;
    for (const term of q.exact) {
      const b = this.bucketsOf(term.field);
      const parts = term.values.map((v) => b.get(v) ?? []);
      const size = parts.reduce((n, p) => n + p.length, 0);
      if (best && best.list.length <= size) continue;
      best = parts.length === 1 ? { list: parts[0], ordered: true } : { list: parts.flat(), ordered: false };
    }
    return best;
  }

  run(q: ListQuery): { list: RecordData[]; total: number } {
    const cand = this.candidates(q);
    if (!q.sort) {
      // Collection order: a bucket keeps it; a union of buckets does not, so scan the rows.
      if (cand?.ordered) {
        const matched = cand.list.filter((r) => matches(q, r));
        return { list: page(matched, q), total: matched.length };
      }
      return runListQuery(this.rows, q);
    }
    const asc = byField(q.sort.field);
    const sign = q.sort.desc ? -1 : 1;
    if (cand && cand.list.length < this.rows.length * SMALL_SHARE) {
      const matched = cand.list.filter((r) => matches(q, r)).sort((a, b) => sign * asc(a, b));
      return { list: page(matched, q), total: matched.length };
    }
    const view = this.sortedBy(q.sort.field);
    const n = view.length;
    const start = (q.current - 1) * q.pageSize;
    const at = (i: number) => (q.sort?.desc ? view[n - 1 - i] : view[i]);
    if (q.predicates.length === 0) {
      const list: RecordData[] = [];
      for (let i = start; i < Math.min(n, start + q.pageSize); i++) list.push(at(i));
      return { list, total: n };
    }
    // Walk the view in order: count every match, keep the ones on the asked page.
    const list: RecordData[] = [];
    let total = 0;
    for (let i = 0; i < n; i++) {
      const r = at(i);
      if (!matches(q, r)) continue;
      if (total >= start && list.length < q.pageSize) list.push(r);
      total++;
    }
    return { list, total };
  }

  /** Moves this index over to `rows` (this array after `change`), patching what was built. */
  handOver(rows: Rows, change: Change): CollectionIndex {
    const next = new CollectionIndex(rows);
    const { before, after } = change;
    for (const [field, view] of this.sorted) {
      const cmp = byField(field);
      if (before && !removeFrom(view, before, lowerBound(view, before, cmp))) continue; // not ours: rebuild later
      if (after) view.splice(lowerBound(view, after, cmp), 0, after);
      next.sorted.set(field, view);
    }
    for (const [field, b] of this.buckets) {
      if (before && after) {
        // Same value: the record keeps its place. Another value: its place in the new bucket
        // (collection order) is not known here, so that field is rebuilt on next use.
        const list = b.get(before[field]);
        const i = list ? list.indexOf(before) : -1;
        if (!list || i < 0 || before[field] !== after[field]) continue;
        list[i] = after;
      } else if (before) {
        if (!removeFrom(b.get(before[field]) ?? [], before)) continue;
      } else if (after) {
        // A created record is appended to the collection, so it is last in its bucket too.
        const list = b.get(after[field]);
        if (list) list.push(after);
        else b.set(after[field], [after]);
      }
      next.buckets.set(field, b);
    }
    this.sorted = new Map();
    this.buckets = new Map();
    return next;
  }
}

const byRows = new WeakMap<Rows, CollectionIndex>();

/** The index of one collection array (built lazily, piece by piece, as queries need it). */
export function indexFor(rows: Rows): CollectionIndex {
  let index = byRows.get(rows);
  if (!index) byRows.set(rows, (index = new CollectionIndex(rows)));
  return index;
}

/**
 * After a committed single-record write turned `before` into `after`: the old array's index,
 * if one was built, moves to the new array. Call only once the write is committed (the old
 * array is then no longer current, so patching its index in place is safe).
 */
export function noteWrite(beforeRows: Rows, afterRows: Rows, change: Change) {
  const old = byRows.get(beforeRows);
  if (!old || byRows.has(afterRows)) return;
  const expected = beforeRows.length + (change.after ? 1 : 0) - (change.before ? 1 : 0);
  if (afterRows.length !== expected) return;
  byRows.set(afterRows, old.handOver(afterRows, change));
  byRows.delete(beforeRows);
}
