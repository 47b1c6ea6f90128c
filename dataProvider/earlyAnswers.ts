/**
 * Answers asked for before the console's code has run: index.html's inline script sends the GET
 * requests a signed-in first load is known to make (the user's profile and projects, a list's first
 * page at a clean URL, the workplace's cards: src/firstRequests.ts) as the page is read, so they travel beside the code instead of
 * after it, with the HTTP client's own headers. The client takes each answer once, for the same GET
 * with the same headers (the same token); any other request, or the same one asked again, goes out
 * as usual.
 */

/** Where the inline script leaves its requests (a property of `window`). */
export const EARLY_ANSWERS = '__mdsEarlyAnswers';

/** A request a first load makes: its URL and the HTTP client's headers for it, with TOKEN for the token. */
export interface FirstRequest {
  url: string;
  headers: Record<string, string>;
}

/** Stands for the session's token in a FirstRequest's headers. */
export const TOKEN = '{token}';

/** Stands for the value `name` in a FirstRequest's URL (URL-safe: it is written where an encoded value goes). */
export const param = (name: string) => `__${name}__`;

/** The requests of a page whose URL has a value in it (the workplace's project). */
export interface RouteRequests {
  /** Patterns of `location.pathname` (a route's path, its menu path); a match's named groups are values for the requests' params. */
  patterns: string[];
  requests: FirstRequest[];
  /** Those of the stored role only (none while an admin previews another role). */
  byRole: Record<string, FirstRequest[]>;
}

/** One request the inline script sent, when, and the answer to come. */
export interface EarlyAnswer extends FirstRequest {
  /** performance.now() when sent. */
  sentAt: number;
  answer: Promise<Response>;
}

/**
 * An early answer is for the first load only: one not taken by then is never used (the same URL
 * asked later, after a navigation, must not get rows from page-load time).
 */
export const EARLY_ANSWER_MS = 10_000;

export interface FirstRequestsArgs {
  tokenKey: string;
  /** EARLY_ANSWERS. */
  key: string;
  /** TOKEN. */
  token: string;
  /** Every signed-in first load's requests. */
  always: FirstRequest[];
  /** Each list path's, at that path with no query string. */
  byPath: Record<string, FirstRequest[]>;
  /** The first matching route's, with no query string. */
  byRoute: RouteRequests[];
  /** A param no pattern group gives: the localStorage key of its value, and the value when none is stored. */
  stored: Record<string, [key: string, fallback: string]>;
  /** The localStorage keys of the role and of an admin's preview of another role. */
  roleKeys: [role: string, preview: string];
}

/**
 * Sends a signed-in first load's requests and leaves them for withEarlyAnswers. It runs as
 * index.html's inline script (`(${sendFirstRequests})(args)`), so it uses nothing but its arguments.
 */
export function sendFirstRequests(args: FirstRequestsArgs) {
  try {
    const token = localStorage.getItem(args.tokenKey);
    if (!token) return;
    let page = location.search ? [] : args.byPath[location.pathname] || [];
    for (const route of location.search ? [] : args.byRoute) {
      const match = route.patterns.map((pattern) => new RegExp(pattern).exec(location.pathname)).find(Boolean);
      if (!match) continue;
      const groups = match.groups || {};
      const role = localStorage.getItem(args.roleKeys[1]) ? '' : localStorage.getItem(args.roleKeys[0]) || '';
      const value = (name: string) =>
        name in groups ? decodeURIComponent(groups[name]) : name in args.stored ? localStorage.getItem(args.stored[name][0]) || args.stored[name][1] : null;
      const filled = (url: string) => url.replace(/__(\w+)__/g, (all, name: string) => (value(name) === null ? all : encodeURIComponent(value(name)!)));
      page = route.requests.concat(route.byRole[role] || []).map((r) => ({ url: filled(r.url), headers: r.headers }));
      break;
    }
    (window as unknown as Record<string, unknown>)[args.key] = args.always.concat(page).map(({ url, headers: asked }) => {
      const headers: Record<string, string> = {};
      for (const name in asked) headers[name] = asked[name].split(args.token).join(token);
      // Read whole as it comes: an answer the console does not take (a refused page sends the reader
      // elsewhere first) would otherwise leave its response unread, and Chromium can keep such a
      // request open, so the page never goes quiet on the network. A status that has no body (204,
      // 304…) gets none: a Response with one would throw.
      const answer = fetch(url, { headers }).then(
        async (r) =>
          new Response([101, 103, 204, 205, 304].indexOf(r.status) >= 0 ? null : await r.blob(), {
            status: r.status,
            statusText: r.statusText,
            headers: r.headers,
          }),
      );
      // Not taken (the console asked something else): its failure is nobody's.
      answer.catch(() => undefined);
      return { url, headers, sentAt: performance.now(), answer };
    });
  } catch {
    // No early requests: the console sends them.
  }
}

const earlyAnswers = (): EarlyAnswer[] => ((globalThis as Record<string, unknown>)[EARLY_ANSWERS] as EarlyAnswer[] | undefined) ?? [];

/** True when `headers` are exactly `sent` (names in any case). */
function sameHeaders(headers: Headers, sent: Record<string, string>): boolean {
  const other = new Headers(sent);
  return [...headers].length === [...other].length && [...headers].every(([name, value]) => other.get(name) === value);
}

/** Settles with `answer`, or rejects as fetch does when `signal` aborts first. */
function abortable(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

/** `fetchImpl`, answering a GET from an early answer to the same URL with the same headers (so the same token) when there is one. */
export function withEarlyAnswers(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const early = earlyAnswers();
    const method = (init?.method ?? 'GET').toUpperCase();
    if (early.length > 0 && typeof input === 'string' && method === 'GET') {
      const headers = new Headers(init?.headers);
      const fresh = (e: EarlyAnswer) => performance.now() - e.sentAt < EARLY_ANSWER_MS;
      const i = early.findIndex((e) => e.url === input && fresh(e) && sameHeaders(headers, e.headers));
      if (i >= 0) return abortable(early.splice(i, 1)[0].answer, init?.signal);
    }
    return fetchImpl(input, init);
  };
}
