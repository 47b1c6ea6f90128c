import { useContext, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { HttpContext } from '../../api/HttpContext';
import { revisionsPath, type Revision, type RevisionPage } from './revision';

/** Revisions read at a time ("Load more" reads the next as many). */
export const REVISIONS_PER_PAGE = 20;

/**
 * The query key of a record's revisions: under the resource, like react-admin's own keys, so that
 * invalidating the resource after a write (a save, a transition, a revert) reads them again too.
 */
export const revisionsKey = (resource: string, id: Identifier) => [resource, 'getRevisions', { id: String(id) }] as const;

/**
 * A record's revisions, newest first, a page at a time (`more` reads the next). A revision may
 * come twice once a newer one shifts the pages: it is kept once. None without the console's
 * HTTP client (a screen rendered without the API).
 */
export function useRevisions(decl: ResourceDecl, id: Identifier | undefined) {
  const http = useContext(HttpContext);
  const query = useInfiniteQuery({
    queryKey: revisionsKey(decl.name, id ?? ''),
    queryFn: async ({ pageParam, signal }) => {
      const answer = await http!<RevisionPage>(revisionsPath(decl, id!), { query: { page: pageParam, perPage: REVISIONS_PER_PAGE }, signal });
      // The record's version as this page was read: a revert chosen from it sends it as If-Match.
      return { ...answer.data, etag: answer.headers.get('ETag') ?? undefined };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length > 0 && pages.reduce((n, p) => n + p.list.length, 0) < last.total ? pages.length + 1 : undefined),
    enabled: http !== null && id !== undefined,
  });
  const revisions = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? []).flatMap((p) => p.list).filter((r: Revision) => !seen.has(r.id) && seen.add(r.id));
  }, [query.data]);
  return { query, revisions, more: query.hasNextPage ? () => void query.fetchNextPage() : undefined };
}
