/**
 * A signed-in first load's requests, sent by index.html as the page is read (build/firstRequests.ts)
 * so that their answers travel beside the console's code instead of after it. The HTTP client takes
 * each answer once, in place of sending the same GET again, when it went to the very URL with the
 * very token and is young: any later read asks anew.
 */

/** Where index.html's script leaves what it sent (a property of `window`): URL → request. */
export const EARLY_ANSWERS = '__mdsFirstRequests';

/** An early answer is for the first load only: one not taken by then is never used (data from page-load time). */
export const EARLY_ANSWER_MS = 10_000;

export interface EarlyRequest {
  /** The bearer token it was sent with. */
  token: string;
  /** performance.now() when sent. */
  sentAt: number;
  response: Promise<Response>;
}

/** The answer to a GET of `url` with `token` that index.html asked for, taken once. */
export function takeEarlyAnswer(url: string, token: string | null): Promise<Response> | undefined {
  const sent = (globalThis as unknown as Record<string, Record<string, EarlyRequest> | undefined>)[EARLY_ANSWERS];
  const early = sent?.[url];
  if (!sent || !early) return undefined;
  delete sent[url];
  return early.token === token && performance.now() - early.sentAt < EARLY_ANSWER_MS ? early.response : undefined;
}
