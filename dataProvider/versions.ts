/**
 * Records' versions as the console read them (the API's ETags), so that every write of a record it
 * has shown says which version that was (`If-Match`) and someone else's change in between is
 * refused (41200) rather than overwritten.
 *
 * A record read carries its version under VERSION: a form's values start from the record, so they
 * say the version they were read from even when a later read (a list's) knows a newer one. Bulk
 * actions name only ids: they send the version each record was last read at (`Versions`).
 */
import type { Identifier, RaRecord } from 'ra-core';

/** Where a record read from the API carries its ETag in the console: no declared field can be named so. */
export const VERSION = '@etag';

/** How many records' versions are kept for bulk actions; the oldest read go first. */
const KEPT = 20_000;

/** The version a record was shown at, if it carries one. */
export const versionOf = (record: unknown): string | undefined => (record as Record<string, string> | undefined)?.[VERSION] || undefined;

/** The header that makes a write go through only on that version of the record. */
export const ifMatch = (etag: string | undefined) => (etag ? { 'If-Match': etag } : undefined);

/** The last version read of each record, by resource and id. */
export class Versions {
  private readonly tags = new Map<string, string>();

  /** Notes the version a record was read at, and answers the record carrying it (unchanged without one). */
  note<T>(resource: string, record: T, etag: string | null | undefined): T {
    const id = (record as RaRecord | null)?.id;
    if (!etag || id === undefined) return record;
    const key = `${resource}/${id}`;
    this.tags.delete(key);
    this.tags.set(key, etag);
    if (this.tags.size > KEPT) this.tags.delete(this.tags.keys().next().value!);
    return { ...record, [VERSION]: etag };
  }

  /** A list page's records, each carrying its version from the page's `etags` (by id). */
  noteAll(resource: string, records: readonly RaRecord[], etags: Record<string, string> = {}) {
    return records.map((r) => this.note(resource, r, etags[r.id]));
  }

  /** The version to send with a write: the first the record was shown at (the form's values, the record), else the last one read. */
  of(resource: string, id: Identifier, ...shown: unknown[]): string | undefined {
    return shown.map(versionOf).find(Boolean) ?? this.tags.get(`${resource}/${id}`);
  }

  /** Each id's last version read, for a bulk call's `etags` (ids never read are left out). */
  byId(resource: string, ids: readonly Identifier[]): Record<string, string> {
    return Object.fromEntries(ids.map((id) => [id, this.of(resource, id)]).filter(([, etag]) => etag));
  }
}
