/** Errors of the HTTP client: the spec's transport texts and the envelope's codes. */
import type { RaRecord } from 'ra-core';
import type { RefusalData } from '../resources/lib/workflow';

export const SUCCESS_CODE = 20000;
/** Codes after which the session is gone (docs/product.md §8). */
export const SESSION_CODES: readonly number[] = [50008, 50012, 50014];
export const NOT_LOGGED_IN_CODE = 50008;
export const FORBIDDEN_CODE = 40300;
/** A write sent with an `If-Match` the record no longer has: someone else changed it first. */
export const RECORD_CHANGED_CODE = 41200;
export const RATE_LIMITED_CODE = 42900;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const optionalText = (v: unknown) => v === undefined || typeof v === 'string';

/**
 * Why the API refused a workflow's transition, as its envelope's `data.refusal` (or a bulk result's
 * `refusal`) gives it, or undefined for anything else.
 */
export function asRefusal(v: unknown): RefusalData | undefined {
  if (!isObject(v) || typeof v.why !== 'string') return undefined;
  return [v.field, v.resource, v.state, v.transition].every(optionalText) ? (v as unknown as RefusalData) : undefined;
}

/** A 41200's `data`: the record as it now is (as the caller may see it), its ETag, and who changed it last and when. */
export interface RecordChanged {
  current: RaRecord;
  etag: string;
  changedBy?: { id: number; name: string };
  changedAt?: string;
}

/** The 41200 details of an envelope's `data`, or undefined for anything else. */
export const asRecordChanged = (v: unknown): RecordChanged | undefined =>
  isObject(v) && isObject(v.current) && typeof v.etag === 'string' ? (v as unknown as RecordChanged) : undefined;

export class ApiError extends Error {
  /** HTTP status (0 when no response arrived). */
  readonly status: number;
  /** The envelope's code, when there was an envelope. */
  readonly code?: number;
  /** react-admin reads `body.errors` to put server validation messages on form fields. */
  readonly body?: { errors?: Record<string, string>; refusal?: RefusalData };
  /** The request's path, so callers can tell the user-info call from the others. */
  readonly path: string;
  /** Seconds to wait, from a 42900's Retry-After. */
  readonly retryAfter?: number;
  /** 41200: the record as someone else left it. */
  readonly changed?: RecordChanged;
  /** When the request was sent (performance.now()): tells an answer to an old request from a new one. */
  readonly sentAt: number;

  constructor(
    message: string,
    init: {
      status: number;
      path: string;
      code?: number;
      errors?: Record<string, string>;
      refusal?: RefusalData;
      retryAfter?: number;
      sentAt?: number;
      changed?: RecordChanged;
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.path = init.path;
    this.retryAfter = init.retryAfter;
    this.changed = init.changed;
    this.sentAt = init.sentAt ?? performance.now();
    if (init.errors || init.refusal) this.body = { ...(init.errors && { errors: init.errors }), ...(init.refusal && { refusal: init.refusal }) };
  }
}

export const transportMessages = {
  status: (status: number) => `Request failed with status code ${status}`,
  network: 'Network Error',
  timeout: (ms: number) => `timeout of ${ms} ms exceeded`,
  aborted: 'Request aborted',
  /** Envelope failure without a message of its own. */
  fallback: 'Error',
  /** 40300, in the words of docs/product.md §6. */
  forbidden: 'Your user group does not have the authority to perform this operation',
  /** 42900 with a known wait. */
  rateLimited: (seconds: number) => `too many requests, try again in ${seconds} s`,
} as const;

export const isSessionError = (e: unknown): e is ApiError => e instanceof ApiError && e.code !== undefined && SESSION_CODES.includes(e.code);
