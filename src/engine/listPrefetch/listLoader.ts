import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { canAct, session } from '../../../authProvider';
import { listAt, listParamsAt } from './listQuery';

/** A prefetched page counts as fresh this long, so the list that mounts with it does not ask again. */
export const LIST_FRESH_MS = 2000;
/** The longest a navigation waits for its list's answer before it shows the page without it. */
const NAVIGATION_WAIT_MS = 300;

/**
 * The router's loader: a navigation to a generated list (a page, sort or filter change is one)
 * asks for that list's rows at once, under react-admin's own query key, and lets the page render
 * when they are there. Without it the rows are asked for only after the page has rendered once
 * with the old rows, and the new ones need a second render.
 */
export function createListLoader(decls: readonly ResourceDecl[], dataProvider: DataProvider, queryClient: QueryClient) {
  // The first load does not wait: the console's code is still on its way, and the answer with it.
  let first = true;
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const wait = !first;
    first = false;
    const url = new URL(request.url);
    const decl = listAt(url.pathname, decls);
    if (!decl || !session.token() || !canAct(decl, 'list', session.effectiveRole())) return null;
    const params = listParamsAt(decl, url.search);
    const answered = queryClient.prefetchQuery({
      // react-admin's useGetList key and result shape: the list finds this answer as its own.
      queryKey: [decl.name, 'getList', params],
      queryFn: () => dataProvider.getList(decl.name, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      staleTime: LIST_FRESH_MS,
    });
    if (wait) await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, NAVIGATION_WAIT_MS))]);
    return null;
  };
}
