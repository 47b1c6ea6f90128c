/**
 * The GET requests a signed-in first load makes before it can show its page, which index.html
 * sends as the page is read (dataProvider/earlyAnswers.ts says why): the user's profile and
 * projects on every page; at a generated list's own path with no query string, that list's first
 * page; on the workplace, its cards' figures (src/pages/workplace/openingRequests.ts). The build
 * finds them (vite.firstRequests.ts) by running the console's own code (its auth and data
 * providers, its HTTP client, react-admin's list parameters for that URL) against a fetch that
 * records what it is asked, so they cannot drift from what the console asks. A list that some role
 * may not read is left to the console: no early request is refused.
 */
import { createAuthProvider } from '../authProvider';
import { PREVIEW_ROLE_KEY, ROLE_KEY } from '../authProvider/session';
import { createDataProvider, createHttpClient, SUCCESS_CODE } from '../dataProvider';
import { param, TOKEN, type FirstRequest, type FirstRequestsArgs, type RouteRequests } from '../dataProvider/earlyAnswers';
import { pathPatterns, ROUTES } from '../domain/routes';
import accessRequests from '../resources/accessRequests';
import { isRoleAllowed, ROLES } from '../resources/lib/schema';
import { listAt, listParamsAt, listPathOf } from './engine/listPrefetch/listQuery';
import { OPENING_CARDS, openRequestsParams, projectCardPath } from './pages/workplace/openingRequests';
import { declarations, endpointsOf } from './registry/declarations';
import { CURRENT_PROJECT_KEY, DEFAULT_PROJECT_ID, MY_PROJECTS_PATH } from './routes/currentProject';

/** The workplace route's param, named as in its path. */
const PROJECT = 'projectId';

export async function firstRequests(baseUrl: string, decls = declarations): Promise<Omit<FirstRequestsArgs, 'tokenKey' | 'key'>> {
  const asked: FirstRequest[] = [];
  const recording = (async (url: string, init?: RequestInit) => {
    asked.push({ url, headers: Object.fromEntries(new Headers(init?.headers)) });
    return new Response(JSON.stringify({ code: SUCCESS_CODE, data: { list: [], total: 0 } }));
  }) as typeof fetch;
  const http = createHttpClient({ baseUrl, getToken: () => TOKEN, fetch: recording });
  /** The requests `ask` makes. */
  const requestsOf = async (ask: () => Promise<unknown>) => {
    asked.length = 0;
    await ask();
    return [...asked];
  };
  const auth = createAuthProvider({ http, declarations: decls, currentLocation: () => '/' });
  const always = await requestsOf(async () => {
    await auth.getIdentity!();
    await http(MY_PROJECTS_PATH);
  });
  const dataProvider = createDataProvider(http, endpointsOf(decls));
  const byPath: Record<string, FirstRequest[]> = {};
  for (const decl of decls) {
    const path = listPathOf(decl);
    if (listAt(path, decls) !== decl || !isRoleAllowed(decl.access.read, null)) continue;
    byPath[path] = await requestsOf(() => dataProvider.getList(decl.name, listParamsAt(decl, '')));
  }

  // At its path the URL names the project; at its menu path (where a sign-in lands) it is the remembered one.
  const workplace: RouteRequests = {
    patterns: pathPatterns(ROUTES.find((r) => r.page === 'workplace')!),
    requests: await requestsOf(async () => {
      for (const { card, ...rest } of Object.values(OPENING_CARDS))
        await http(projectCardPath(param(PROJECT), card), { query: 'query' in rest ? rest.query : undefined });
    }),
    byRole: {},
  };
  for (const role of ROLES.filter((r) => isRoleAllowed(accessRequests.access.read, r)))
    workplace.byRole[role] = await requestsOf(() => dataProvider.getList(accessRequests.name, openRequestsParams(role)));

  return {
    always,
    byPath,
    byRoute: [workplace],
    stored: { [PROJECT]: [CURRENT_PROJECT_KEY, DEFAULT_PROJECT_ID] },
    roleKeys: [ROLE_KEY, PREVIEW_ROLE_KEY],
    token: TOKEN,
  };
}
