import type { FetchQueryOptions, Query, QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { canAct, session } from '../../../authProvider';
import { listAt, listParamsAt } from './listQuery';

/** A prefetched page counts as fresh this long, so the list that mounts with it does not ask again. */
export const LIST_FRESH_MS = 2000;
/** Rows a navigation asked for that no list has shown yet; when one first does, its freshness starts. */
const awaitingList = new WeakSet<object>();
const firstShown = new WeakMap<object, number>();

/**
 * How long a list's rows count as fresh: LIST_FRESH_MS, counted for rows a navigation asked for
 * from when the list first shows them, not from their answer. On a slow device the page's code can
 * take longer than LIST_FRESH_MS to arrive after the rows did; the list must not ask for them again.
 */
export function listStaleTime<TQueryFnData, TData>(query: Query<TQueryFnData, Error, TData, readonly unknown[]>): number {
  const shown = firstShown.get(query);
  const answered = query.state.dataUpdatedAt;
  return shown !== undefined && shown > answered ? shown - answered + LIST_FRESH_MS : LIST_FRESH_MS;
}

/** The longest a navigation waits for its list's answer before it shows the page without it. */
export const NAVIGATION_WAIT_MS = 300;

/** The query react-admin's list at `url` runs (useGetList's key and result shape), if the user may see that list. */
export function listQueryAt(url: URL, decls: readonly ResourceDecl[], dataProvider: DataProvider): FetchQueryOptions | undefined {
  const decl = listAt(url.pathname, decls);
  if (!decl || !session.token() || !canAct(decl, 'list', session.effectiveRole())) return undefined;
  const params = listParamsAt(decl, url.search);
  return {
    queryKey: [decl.name, 'getList', params],
    queryFn: () => dataProvider.getList(decl.name, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    staleTime: LIST_FRESH_MS,
  };
}

/**
 * True when the rows of a list are in the cache: the list shows them at once and, once they are
 * older than LIST_FRESH_MS, asks for them again behind them (react-admin's own way with a cache).
 */
export const isListCached = (queryClient: QueryClient, query: FetchQueryOptions): boolean => queryClient.getQueryState(query.queryKey)?.status === 'success';

/**
 * The router's loader and its guard: a navigation to a generated list (a page, sort or filter
 * change is one) asks for that list's rows at once, under react-admin's own query key, and lets
 * the page render when they are there. Without it the rows are asked for only after the page has
 * rendered once with the old rows, and the new ones need a second render. A navigation with
 * nothing to wait for (no list, or its rows already in the cache: prefetched when a select opened,
 * the next page, a page seen before) skips the loader: the router then changes the page at once,
 * in the same render as the input.
 */
export function createListLoader(decls: readonly ResourceDecl[], dataProvider: DataProvider, queryClient: QueryClient) {
  // The first load does not wait: the console's code is still on its way, and the answer with it.
  let first = true;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' && awaitingList.delete(event.query)) firstShown.set(event.query, Date.now());
  });
  const loader = async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const wait = !first;
    first = false;
    const query = listQueryAt(new URL(request.url), decls, dataProvider);
    if (!query) return null;
    const answered = queryClient.prefetchQuery(query);
    const asked = queryClient.getQueryCache().find({ queryKey: query.queryKey, exact: true });
    if (asked && asked.getObserversCount() === 0) awaitingList.add(asked);
    if (wait) await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, NAVIGATION_WAIT_MS))]);
    return null;
  };
  const shouldRevalidate = ({ nextUrl }: ShouldRevalidateFunctionArgs): boolean => {
    const query = listQueryAt(nextUrl, decls, dataProvider);
    return query !== undefined && !isListCached(queryClient, query);
  };
  return { loader, shouldRevalidate };
}
