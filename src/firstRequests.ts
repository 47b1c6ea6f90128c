/**
 * The GET requests a signed-in first load makes before it can show its page, which index.html
 * sends as the page is read (dataProvider/earlyAnswers.ts says why): the user's profile on every
 * page and, at a generated list's own path with no query string, that list's first page. The
 * build finds them (vite.firstRequests.ts) by running the console's own code (its auth and data
 * providers, react-admin's list parameters for that URL) against a fetch that records what it is
 * asked, so they cannot drift from what the console asks. A list that some role may not read is
 * left to the console: no early request is refused.
 */
import { createAuthProvider } from '../authProvider';
import { createDataProvider, createHttpClient, SUCCESS_CODE } from '../dataProvider';
import { TOKEN, type FirstRequest, type FirstRequestsArgs } from '../dataProvider/earlyAnswers';
import { isRoleAllowed } from '../resources/lib/schema';
import { listAt, listParamsAt, listPathOf } from './engine/listPrefetch/listQuery';
import { declarations, endpointsOf } from './registry/declarations';

export async function firstRequests(baseUrl: string, decls = declarations): Promise<Pick<FirstRequestsArgs, 'always' | 'byPath' | 'token'>> {
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
  const always = await requestsOf(() => auth.getIdentity!());
  const dataProvider = createDataProvider(http, endpointsOf(decls));
  const byPath: Record<string, FirstRequest[]> = {};
  for (const decl of decls) {
    const path = listPathOf(decl);
    if (listAt(path, decls) !== decl || !isRoleAllowed(decl.access.read, null)) continue;
    byPath[path] = await requestsOf(() => dataProvider.getList(decl.name, listParamsAt(decl, '')));
  }
  return { always, byPath, token: TOKEN };
}
