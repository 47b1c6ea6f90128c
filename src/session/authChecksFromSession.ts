import type { QueryClient } from '@tanstack/react-query';
import type { ResourceDecl } from '../../resources/lib/schema';
import { canAct, session } from '../../authProvider';

/**
 * react-admin asks the authProvider whether the user is signed in (checkAuth), then whether they
 * may see a list (canAccess), then for its rows: each answer a render later, so a list drew its
 * rows on the third pass; and a late getPermissions registered every resource again (two more
 * renders of the whole console). These answers come from the session in this tab, read at once,
 * so each of those queries starts with the answer the authProvider will give (the same functions
 * compute it) and asks the authProvider behind it as before. No token: no answer, as before.
 */
export function answerAuthChecksFromSession(queryClient: QueryClient, decls: readonly ResourceDecl[]) {
  const byName = new Map(decls.map((d) => [d.name, d]));
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || !session.token()) return;
    const [scope, check, params] = event.query.queryKey as [unknown, unknown, { resource?: string; action?: string } | undefined];
    if (scope !== 'auth') return;
    if (check === 'checkAuth') event.query.setData(true);
    else if (check === 'getPermissions') event.query.setData(session.effectiveRole());
    else if (check === 'canAccess' && params?.resource && params.action)
      event.query.setData(canAct(byName.get(params.resource), params.action, session.effectiveRole()));
  });
}
