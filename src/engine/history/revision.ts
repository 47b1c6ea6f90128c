import type { ResourceDecl } from '../../../resources/lib/schema';
import type { Revision } from '../../../domain/revisions';
import { recordPath } from '../../../dataProvider/translate';

export type { Revision, RevisionAction, RevisionChange } from '../../../domain/revisions';

export interface RevisionPage {
  list: Revision[];
  total: number;
  /** The record's ETag as the page was read (the answer's header). */
  etag?: string;
}

/** Whether the API keeps the declaration's revisions (`history: false` keeps none). */
export const keepsHistory = (decl: Pick<ResourceDecl, 'history'>): boolean => decl.history !== false;

/** The path of a record's revisions, under its collection's endpoint. */
export const revisionsPath = (decl: Pick<ResourceDecl, 'endpoint'>, id: string | number) => recordPath(decl.endpoint, id, 'revisions');
