/** The contract's response envelope and error codes. */
import type { Response } from 'express';

export const CODES = {
  ok: 20000,
  badInput: 40000,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  /** `If-Match` names another version of the record than the one stored (fake-api/etag.ts). */
  preconditionFailed: 41200,
  tooLarge: 41300,
  rateLimited: 42900,
  serverError: 50000,
  notLoggedIn: 50008,
  revoked: 50012,
  expired: 50014,
  /** Not ready to serve (GET /api/health/ready): the database does not answer, or its schema is behind. */
  notReady: 50300,
} as const;

const HTTP_OF: Record<number, number> = {
  40000: 400,
  40300: 403,
  40400: 404,
  40900: 409,
  41200: 412,
  41300: 413,
  42900: 429,
  50000: 500,
  50008: 401,
  50012: 401,
  50014: 401,
  50300: 503,
};

export function ok(res: Response, data: unknown, httpStatus = 200, msg = 'ok') {
  res.status(httpStatus).json({ data, status: 'ok', msg, code: CODES.ok });
}

export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly httpStatus = HTTP_OF[code] ?? 400,
  ) {
    super(message);
  }
}

export function fail(res: Response, f: ApiFailure) {
  res.status(f.httpStatus).json({ data: f.data, status: 'fail', msg: f.message, code: f.code });
}
