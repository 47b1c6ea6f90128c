/**
 * Records' versions for optimistic concurrency (docs/api-contract.md, "Versions and If-Match"): a
 * record's strong ETag is the sha256 of its stored fields (all of them, not only those a role may
 * read) as canonical JSON, so it changes with every change; a write sent with `If-Match` goes
 * through only while the record, read locked in the write's transaction, still has that ETag.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb } from './data';
import { ApiFailure, CODES } from './envelope';
import { latestRevision } from './revisions';

/** JSON with object keys sorted and empty values (null, undefined) left out, as a record reads back without them. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v ?? null)).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The record's strong ETag, quotes included: `"<sha256 hex>"`. Give it the record as stored (not as one role sees it). */
export function etagOf(record: RecordData): string {
  return `"${createHash('sha256').update(canonical(record)).digest('hex')}"`;
}

/** What `If-Match` asks for: undefined when there is none (or it is blank), else the tags listed (`*` among them for any). */
export function ifMatchOf(header: string | undefined): string[] | undefined {
  const tags = (header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return tags.length ? tags : undefined;
}

/** The request's `If-Match` header, parsed (several headers arrive joined by commas). */
export const ifMatchHeader = (req: Request) => ifMatchOf(req.get('If-Match'));

/** Whether the tags match the record's ETag: `*` any record; a weak tag (`W/"…"`) never, as a write needs a strong match. */
export const matches = (tags: readonly string[], etag: string) => tags.some((t) => t === '*' || t === etag);

export const CHANGED_MSG = 'the record was changed by someone else';

/** Who changed the record last and when, where the API keeps revisions. */
export interface LastChange {
  changedBy?: { id: number; name: string };
  changedAt?: string;
}

/** The record's last revision as a 41200 tells it: who (none for the system) and when; nothing without revisions (`history: false`). */
export async function lastChange(db: AnyDb, decl: ResourceDecl, id: number): Promise<LastChange | undefined> {
  if (decl.history === false) return undefined;
  const last = await latestRevision(db, decl.name, id);
  return last && { ...(last.actor && { changedBy: last.actor }), changedAt: last.at };
}

/**
 * Refuses the write (41200, HTTP 412) when `tags` are given and do not match `stored`'s ETag:
 * the answer holds the record as the caller may see it now (`shown`) and its ETag, so a client
 * can show what changed and try again on top of it.
 */
export async function checkIfMatch(
  tags: readonly string[] | undefined,
  stored: RecordData,
  shown: (r: RecordData) => RecordData,
  last?: () => Promise<LastChange | undefined>,
): Promise<void> {
  if (!tags) return;
  const etag = etagOf(stored);
  if (matches(tags, etag)) return;
  throw new ApiFailure(CODES.preconditionFailed, CHANGED_MSG, { current: shown(stored), etag, ...((await last?.()) ?? {}) });
}
