import type { Query, QueryClient } from '@tanstack/react-query';
import type { ResourceDecl } from '../../resources/lib/schema';
import { session, sessionAnswers } from '../../authProvider';
import { ASKED_AHEAD_FRESH_MS } from '../queryClient';

// getPermissions counts as fresh for 5 minutes already (react-admin's own staleTime).
const CHECKS = ['checkAuth', 'canAccess'] as const;

/**
 * react-admin asks the authProvider whether the user is signed in (checkAuth), then whether they
 * may see a list (canAccess), then for its rows: each answer a render later, so a list drew its
 * rows on the third pass; and a late getPermissions registered every resource again (two more
 * renders of the whole console). Those answers are known at once (sessionAnswers, which the
 * authProvider returns too), so each of these queries starts with it. It counts as fresh as long
 * as an answer asked ahead does: the first screen does not ask the authProvider again. It used to,
 * for the same answer, and the end of those fetches re-rendered the whole console, synchronously,
 * just after its first paint (react-admin's router watches them). A later screen asks as before.
 * The answers follow the session: when its role changes (an admin's preview of the user's role,
 * a sign-in again), every check already asked takes the new answer at once, shown screen included.
 * Signed out: no answer, as before. An answer already given is not taken back here: a sign-out in
 * this tab clears the query cache with it (react-admin's logout, the Confirm logout dialog), and
 * one in another tab ends this tab's session too (followOtherTabs: Confirm logout).
 */
export function answerAuthChecksFromSession(queryClient: QueryClient, decls: readonly ResourceDecl[]) {
  const answers = sessionAnswers(decls);
  for (const check of CHECKS) queryClient.setQueryDefaults(['auth', check], { staleTime: ASKED_AHEAD_FRESH_MS });
  const answer = (query: Query) => {
    if (!answers.signedIn()) return;
    const [scope, check, params] = query.queryKey as [unknown, unknown, { resource?: string; action?: string } | undefined];
    if (scope !== 'auth') return;
    if (check === 'checkAuth') query.setData(true);
    else if (check === 'getPermissions') query.setData(answers.permissions());
    else if (check === 'canAccess' && params?.resource && params.action) query.setData(answers.canAccess(params.resource, params.action));
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added') answer(event.query);
  });
  session.onRoleChange(() =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: ['auth'] })
      .forEach(answer),
  );
}
