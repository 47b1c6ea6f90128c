/**
 * A record's revision as `GET <endpoint>/:id/revisions` answers it (docs/api-contract.md): when, who
 * (null for the system), what was done, and each field the reader may read before and after (none
 * as null, a file as its name and sha256).
 */
import type { ResourceDecl } from '../../../resources/lib/schema';

export type RevisionAction = 'create' | 'update' | 'transition' | 'revert' | 'delete' | 'restore';

export interface RevisionChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface Revision {
  id: number;
  at: string;
  actor: { id: number; name: string } | null;
  action: RevisionAction;
  transition?: string;
  changes: RevisionChange[];
}

export interface RevisionPage {
  list: Revision[];
  total: number;
  /** The record's ETag as the page was read (the answer's header). */
  etag?: string;
}

/** Whether the API keeps the declaration's revisions (`history: false` keeps none). */
export const keepsHistory = (decl: Pick<ResourceDecl, 'history'>): boolean => decl.history !== false;

/** The path of a record's revisions, under its collection's endpoint. */
export const revisionsPath = (decl: Pick<ResourceDecl, 'endpoint'>, id: string | number) => `${decl.endpoint}/${encodeURIComponent(String(id))}/revisions`;
