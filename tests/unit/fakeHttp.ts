/** A fake `fetch` for the envelope HTTP client's tests (http.test.ts, httpAnswers.test.ts). */
import { expect } from 'vitest';
import { createHttpClient, type HttpClientOptions } from '../../dataProvider/http';
import { ApiError } from '../../dataProvider/errors';
import { session } from '../../authProvider/session';

export interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

export type Answer = (sent: Sent, signal: AbortSignal | undefined) => Promise<Response> | Response;

/** A fake fetch that records every request and answers with `answer`. */
export function fakeFetch(answer: Answer) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: Sent = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    sent.push(request);
    return answer(request, init.signal ?? undefined);
  };
  return { fetch, sent };
}

export const envelope = (data: unknown, code = 20000, msg = code === 20000 ? 'success' : 'fail') =>
  JSON.stringify({ data, status: code === 20000 ? 'ok' : 'fail', msg, code });

export const respond = (status: number, body: string, headers: Record<string, string> = {}) => new Response(body, { status, headers });

export function clientAnswering(answer: Answer, options: Partial<HttpClientOptions> = {}) {
  const { fetch, sent } = fakeFetch(answer);
  const http = createHttpClient({ getToken: session.token, fetch, ...options });
  return { http, sent };
}

/** The rejection of `promise`, which must be an ApiError. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

/** A fetch that only ends when its signal aborts, as a hanging server would. */
export const hanging: Answer = (_sent, signal) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** A request to the fake data API, decoded. */
export interface SentToApi {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The request's `If-Match` header, null without one. */
  ifMatch: string | null;
  body: unknown;
}

/** What the fake data API answers: an envelope around `data`, with an `ETag` header when given. */
export type ApiReply = { status?: number; code?: number; msg?: string; data: unknown; etag?: string };

/** A fake API for the data provider's tests: records requests (decoded) and answers `reply(request)` in an envelope. */
export function fakeDataApi(reply: (sent: SentToApi) => ApiReply) {
  const sent: SentToApi[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const request: SentToApi = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      ifMatch: new Headers(init.headers).get('If-Match'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const { status = 200, code = 20000, msg = 'success', data, etag } = reply(request);
    return new Response(JSON.stringify({ data, status: code === 20000 ? 'ok' : 'fail', msg, code }), {
      status,
      headers: { 'Content-Type': 'application/json', ...(etag && { ETag: etag }) },
    });
  };
  return { http: createHttpClient({ baseUrl: 'http://api.test', getToken: session.token, fetch }), sent };
}
