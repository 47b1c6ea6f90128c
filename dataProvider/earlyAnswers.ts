/**
 * Answers asked for before the console's code has run: index.html's inline script sends the GET
 * requests a signed-in first load is known to make (the user's profile, a list's first page at a
 * clean URL: src/firstRequests.ts) as the page is read, so they travel beside the code instead of
 * after it. The HTTP client takes each answer once, for the same GET with the same token; any
 * other request, or the same one asked again, goes out as usual.
 */

/** Where the inline script leaves its requests (a property of `window`). */
export const EARLY_ANSWERS = '__mdsEarlyAnswers';

/** One request the inline script sent: its URL, its Authorization header, when, and the answer to come. */
export interface EarlyAnswer {
  url: string;
  authorization: string;
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
  /** Every signed-in first load's requests. */
  always: string[];
  /** Each list path's, at that path with no query string. */
  byPath: Record<string, string[]>;
}

/**
 * Sends a signed-in first load's requests and leaves them for withEarlyAnswers. It runs as
 * index.html's inline script (`(${sendFirstRequests})(args)`), so it uses nothing but its arguments.
 * Its headers are the HTTP client's for a JSON read.
 */
export function sendFirstRequests(args: FirstRequestsArgs) {
  try {
    const token = localStorage.getItem(args.tokenKey);
    if (!token) return;
    const urls = args.always.concat(location.search ? [] : args.byPath[location.pathname] || []);
    const headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
    (window as unknown as Record<string, unknown>)[args.key] = urls.map((url) => {
      const answer = fetch(url, { headers });
      // Not taken (the console asked something else): its failure is nobody's.
      answer.catch(() => undefined);
      return { url, authorization: headers.Authorization, sentAt: performance.now(), answer };
    });
  } catch {
    // No early requests: the console sends them.
  }
}

const earlyAnswers = (): EarlyAnswer[] => ((globalThis as Record<string, unknown>)[EARLY_ANSWERS] as EarlyAnswer[] | undefined) ?? [];

/** Settles with `answer`, or rejects as fetch does when `signal` aborts first. */
function abortable(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

/** `fetchImpl`, answering a GET from an early answer to the same URL and token when there is one. */
export function withEarlyAnswers(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const early = earlyAnswers();
    const method = (init?.method ?? 'GET').toUpperCase();
    if (early.length > 0 && typeof input === 'string' && method === 'GET') {
      const headers = new Headers(init?.headers);
      const authorization = headers.get('Authorization');
      const json = headers.get('Accept') === 'application/json';
      const fresh = (e: EarlyAnswer) => performance.now() - e.sentAt < EARLY_ANSWER_MS;
      const i = json ? early.findIndex((e) => e.url === input && e.authorization === authorization && fresh(e)) : -1;
      if (i >= 0) return abortable(early.splice(i, 1)[0].answer, init?.signal);
    }
    return fetchImpl(input, init);
  };
}
