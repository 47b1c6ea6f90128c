/**
 * index.html's first requests (build/firstRequests.ts): run as the page is read, before any of the
 * console's code, so it uses nothing but its data and the browser (and types).
 */
import type { EarlyRequest } from '../../dataProvider/earlyAnswers';

export interface FirstRequests {
  /** localStorage keys of the session's token and role. */
  tokenKey: string;
  roleKey: string;
  /** The property of `window` the requests are left under (dataProvider/earlyAnswers.ts EARLY_ANSWERS). */
  key: string;
  /** Asked for on every signed-in first load: what the navbar of every page shows. */
  always: string[];
  /** Each generated list's path: its first page's URL at that path with no query string, and the roles that may list it. */
  lists: Record<string, { url: string; roles: string[] }>;
}

export default function firstRequests(data: FirstRequests): void {
  try {
    const token = localStorage.getItem(data.tokenKey);
    if (!token) return;
    const role = localStorage.getItem(data.roleKey) || '';
    const list = location.search ? undefined : data.lists[location.pathname];
    const urls = data.always.slice();
    // Only what the console would ask for: a role that may not read the list is not refused on its behalf.
    if (list && list.roles.indexOf(role) >= 0) urls.push(list.url);
    const sent: Record<string, EarlyRequest> = {};
    for (const url of urls) {
      // Read whole as it comes: an answer the console does not take would otherwise stay unread, and
      // Chromium can keep such a request open. A status that has no body gets none (a Response with one throws).
      const response = fetch(url, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } }).then(
        async (r) =>
          new Response([101, 103, 204, 205, 304].indexOf(r.status) >= 0 ? null : await r.blob(), {
            status: r.status,
            statusText: r.statusText,
            headers: r.headers,
          }),
      );
      // Not taken (the console asked something else): its failure is nobody's.
      response.catch(() => undefined);
      sent[url] = { token, sentAt: performance.now(), response };
    }
    (window as unknown as Record<string, unknown>)[data.key] = sent;
  } catch {
    // No storage (a locked-down browser): the console asks as usual.
  }
}
