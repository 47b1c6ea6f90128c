/**
 * For the build (build/firstRequests.ts), never in the console's code: the URL of each generated
 * list's first page at its own path with no query string, found by running the console's own data
 * provider and list parameters against a fetch that records what it is asked, and the roles the
 * console's own rule (canAct) lets read it, so that index.html's early read cannot drift from the
 * read the console makes.
 */
import { canAct } from '../../../authProvider/access';
import { createDataProvider, createHttpClient, SUCCESS_CODE } from '../../../dataProvider';
import { ROLES } from '../../../resources/lib/schema';
import { declarations, endpointsOf } from '../../registry/declarations';
import { listAt, listParamsAt, listPathOf } from './listQuery';

export async function firstPageUrls(baseUrl: string, decls = declarations): Promise<Record<string, { url: string; roles: string[] }>> {
  let asked = '';
  const recording = (async (url: string) => {
    asked = url;
    return new Response(JSON.stringify({ code: SUCCESS_CODE, data: { list: [], total: 0 } }));
  }) as typeof fetch;
  const dataProvider = createDataProvider(createHttpClient({ baseUrl, getToken: () => 'token', fetch: recording }), endpointsOf(decls));
  const lists: Record<string, { url: string; roles: string[] }> = {};
  for (const decl of decls) {
    const path = listPathOf(decl);
    if (listAt(path, decls) !== decl) continue;
    await dataProvider.getList(decl.name, listParamsAt(decl, ''));
    lists[path] = { url: asked, roles: ROLES.filter((role) => canAct(decl, 'list', role)) };
  }
  return lists;
}
