/**
 * The HTTP client: base URL, bearer token, optional timeout, and the envelope decoded whatever
 * the HTTP status (a real server may answer 200 with a failure code, or an error status with an
 * envelope, or something that is not JSON at all). Resolves with the envelope's `data`.
 */
import { retryAfterSeconds } from '../domain/phoneAuth';
import {
  ApiError,
  asRecordChanged,
  asRefusal,
  FORBIDDEN_CODE,
  NOT_LOGGED_IN_CODE,
  RATE_LIMITED_CODE,
  RECORD_CHANGED_CODE,
  SUCCESS_CODE,
  transportMessages,
} from './errors';

const retryAfterOf = (data: unknown): number | undefined => {
  const v = typeof data === 'object' && data !== null ? (data as { retryAfter?: unknown }).retryAfter : undefined;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.ceil(v) : undefined;
};

/** The text shown for a failure: chosen by code where the spec fixes it, whatever the server's wording. */
function messageFor(code: number | undefined, msg: string | undefined, retryAfter: number | undefined): string {
  if (code === FORBIDDEN_CODE) return transportMessages.forbidden;
  if (code === RATE_LIMITED_CODE && retryAfter !== undefined) return transportMessages.rateLimited(retryAfter);
  return msg || transportMessages.fallback;
}

export interface HttpClientOptions {
  /** Prefix of every path, e.g. "https://api.example.com" (build-time `VITE_API_BASE_URL`). */
  baseUrl?: string;
  /** Milliseconds; 0 waits forever (docs/product.md §9 default). */
  timeout?: number;
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** A GET's answer already asked for (./earlyAnswers.ts takeEarlyAnswer), read instead of sending it again. */
  earlyAnswer?: (url: string, token: string | null) => Promise<Response> | undefined;
}

export interface RequestOptions {
  method?: string;
  query?: URLSearchParams | Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** `blob`: a successful answer that is not JSON (a file) resolves with its bytes. */
  responseType?: 'json' | 'blob';
  /** Extra request headers (a revert's `If-Match`). */
  headers?: Readonly<Record<string, string>>;
  /** Sent even as the page unloads (a form's presence ended as its tab closes). */
  keepalive?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

interface Envelope {
  data?: unknown;
  status?: string;
  msg?: string;
  code?: number;
}

const isEnvelope = (x: unknown): x is Envelope => typeof x === 'object' && x !== null && 'code' in x;

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params =
    query instanceof URLSearchParams ? query : new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  const s = params.toString();
  return s ? `?${s}` : '';
}

function fieldErrors(data: unknown): Record<string, string> | undefined {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : undefined;
}

export type HttpClient = <T = unknown>(path: string, options?: RequestOptions) => Promise<HttpResponse<T>>;

/** Settles with `response`, or rejects as fetch does when `signal` aborts first. */
function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    response.then(resolve, reject);
  });
}

export function createHttpClient({ baseUrl = '', timeout = 0, getToken, fetch: fetchImpl = globalThis.fetch, earlyAnswer }: HttpClientOptions): HttpClient {
  return async function request<T>(
    path: string,
    { method = 'GET', query, body, signal, responseType = 'json', headers: extra, keepalive }: RequestOptions = {},
  ) {
    const headers = new Headers({ ...extra, Accept: responseType === 'blob' ? '*/*' : 'application/json' });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    const sentAt = performance.now();
    const controller = new AbortController();
    let timedOut = false;
    const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeout) : undefined;
    const onAbort = () => controller.abort();
    // A request cancelled before it starts never goes out.
    if (signal?.aborted) controller.abort();
    else signal?.addEventListener('abort', onAbort);

    let response: Response;
    let text: string;
    let file: Blob | undefined;
    try {
      const url = `${baseUrl}${path}${queryString(query)}`;
      // A plain GET only: index.html's request had no headers of the caller's (If-Match and the like).
      const early = method === 'GET' && !extra ? earlyAnswer?.(url, token) : undefined;
      response = await (early
        ? abortable(early, controller.signal)
        : fetchImpl(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: controller.signal, keepalive }));
      const isFile = responseType === 'blob' && response.ok && !/json/i.test(response.headers.get('content-type') ?? '');
      if (isFile) file = await response.blob();
      text = isFile ? '' : await response.text();
    } catch {
      if (timedOut) throw new ApiError(transportMessages.timeout(timeout), { status: 0, path, sentAt });
      if (controller.signal.aborted) throw new ApiError(transportMessages.aborted, { status: 0, path, sentAt });
      throw new ApiError(transportMessages.network, { status: 0, path, sentAt });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }

    if (file) return { data: file as T, status: response.status, headers: response.headers };
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const ok2xx = response.status >= 200 && response.status < 300;
    if (isEnvelope(json)) {
      if (json.code === SUCCESS_CODE && ok2xx) return { data: json.data as T, status: response.status, headers: response.headers };
      const code = typeof json.code === 'number' ? json.code : undefined;
      // Retry-After in seconds or as an HTTP date, else the envelope's own `retryAfter`.
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after')) ?? retryAfterOf(json.data);
      throw new ApiError(messageFor(code, json.msg, retryAfter), {
        status: response.status,
        code,
        path,
        errors: fieldErrors(json.data),
        refusal: asRefusal((json.data as { refusal?: unknown } | null)?.refusal),
        retryAfter,
        sentAt,
        changed: code === RECORD_CHANGED_CODE ? asRecordChanged(json.data) : undefined,
      });
    }
    // Not an envelope: only an HTTP status tells what happened (a bare 401, e.g. from a proxy, still ends the session).
    const code = response.status === 401 ? NOT_LOGGED_IN_CODE : undefined;
    throw new ApiError(ok2xx ? transportMessages.fallback : transportMessages.status(response.status), { status: response.status, path, code, sentAt });
  };
}
