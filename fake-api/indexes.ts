/**
 * Indexes over a collection, so a list page on 100,000 records does not copy, filter and sort
 * the whole collection per request (what `runListQuery` and plain json-server do):
 * - a sorted view per sort field (ascending by field then id; descending is the same view read
 *   backwards, since every two records are ordered),
 * - exact-match buckets per filtered field (enum, number, boolean), each in collection order,
 * - a lowercased haystack per text field, aligned with the collection, so a text search is one
 *   tight scan of strings,
 * - the matched records of recent filtered queries per (filters, sort field) (answerCache.ts), so
 *   the next page of a filter or a search, or the same page asked again, is a slice.
 * All are built on first use and belong to one collection array: the store never changes an
 * array in place (a write makes a new one), so an index keyed by the array can never be stale.
 * Single-record writes hand the index over to the new array, patched (`noteWrite`); any other
 * change (bulk writes, imports, restarts) simply gets a fresh index on the next query.
 * Answers are exactly `runListQuery`'s (tests/integration/listIndexes.test.ts compares both).
 */
import type { RecordData } from '../resources/lib/validate';
import { AnswerCache, patchSorted, removeFrom, type Change } from './answerCache';
import { byField, matches, type ListQuery } from './listQuery';

export type { Change } from './answerCache';

type Rows = readonly RecordData[];
type Buckets = Map<unknown, RecordData[]>;
/** Per position of the collection: the field's text lowercased, or undefined when not text. */
type Haystack = (string | undefined)[];

const lowered = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : undefined);

// Below this share of the collection, matched records are sorted directly instead of picked
// out of the whole sorted view.
const SMALL_SHARE = 1 / 8;

export class CollectionIndex {
  private sorted = new Map<string, RecordData[]>();
  private buckets = new Map<string, Buckets>();
  private haystacks = new Map<string, Haystack>();
  private answers = new AnswerCache();

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

  private haystack(field: string): Haystack {
    let hay = this.haystacks.get(field);
    if (!hay) this.haystacks.set(field, (hay = this.rows.map((r) => lowered(r[field]))));
    return hay;
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

  /** The records matching a text search (and the other filters), in collection order. */
  private searched(q: ListQuery): RecordData[] {
    const terms = q.text.map((t) => ({ hay: this.haystack(t.field), needle: t.needle }));
    const out: RecordData[] = [];
    scan: for (let i = 0; i < this.rows.length; i++) {
      for (const t of terms) {
        const text = t.hay[i];
        if (text === undefined || !text.includes(t.needle)) continue scan;
      }
      const r = this.rows[i];
      if (q.others.every((p) => p(r))) out.push(r);
    }
    return out;
  }

  /** Every record matching the filters: ascending by the sort field then id, or in collection order. */
  private matching(q: ListQuery): RecordData[] {
    let found: RecordData[];
    const cand = q.text.length ? undefined : this.candidates(q);
    if (q.text.length) found = this.searched(q);
    else if (cand && (cand.ordered || q.sort)) found = cand.list.filter((r) => matches(q, r));
    else found = this.rows.filter((r) => matches(q, r));
    if (!q.sort) return found;
    const cmp = byField(q.sort.field);
    if (found.length < this.rows.length * SMALL_SHARE) return found.sort(cmp);
    const keep = new Set(found);
    return this.sortedBy(q.sort.field).filter((r) => keep.has(r));
  }

  run(q: ListQuery): { list: RecordData[]; total: number } {
    let all: readonly RecordData[] = this.rows;
    if (q.predicates.length) {
      const key = `${q.sort?.field ?? ''}\n${q.key}`;
      let answer = this.answers.get(key);
      if (!answer) this.answers.set(key, (answer = { sortField: q.sort?.field, matches: (r) => matches(q, r), list: this.matching(q) }));
      all = answer.list;
    } else if (q.sort) {
      all = this.sortedBy(q.sort.field);
    }
    const n = all.length;
    const start = (q.current - 1) * q.pageSize;
    const end = Math.min(n, start + q.pageSize);
    if (!q.sort?.desc) return { list: all.slice(start, end), total: n };
    const list: RecordData[] = [];
    for (let i = start; i < end; i++) list.push(all[n - 1 - i]);
    return { list, total: n };
  }

  /** Moves this index over to `rows` (this array after `change`), patching what was built. */
  handOver(rows: Rows, change: Change): CollectionIndex {
    const next = new CollectionIndex(rows);
    const { before, after } = change;
    for (const [field, view] of this.sorted) {
      if (patchSorted(view, byField(field), change)) next.sorted.set(field, view); // else not ours: rebuilt on next use
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
    if (this.haystacks.size) {
      // Where the record was: an update keeps its place, a delete closes the gap, a create appends.
      const at = before ? this.rows.indexOf(before) : this.rows.length;
      const inPlace = before && after ? rows[at] === after : before ? at >= 0 && rows[at] === this.rows[at + 1] : rows[at] === after;
      for (const [field, hay] of inPlace && at >= 0 ? this.haystacks : []) {
        if (before && after) hay[at] = lowered(after[field]);
        else if (before) hay.splice(at, 1);
        else if (after) hay.push(lowered(after[field]));
        next.haystacks.set(field, hay);
      }
    }
    next.answers = this.answers.handOver(change);
    this.sorted = new Map();
    this.buckets = new Map();
    this.haystacks = new Map();
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
