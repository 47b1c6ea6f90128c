import type { Request } from 'express';
import { ApiFailure, CODES } from './envelope';

/** The request's JSON object body with only `allowed` fields; anything else is refused (40000 naming it). */
export function bodyWith(req: Request, allowed: readonly string[]): Record<string, unknown> {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiFailure(CODES.badInput, 'the body must be a JSON object');
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) {
    const errors = Object.fromEntries(unknown.slice(0, 10).map((k) => [k.slice(0, 50), 'is not a field of this call']));
    throw new ApiFailure(CODES.badInput, `unknown field ${unknown[0].slice(0, 40)}`, { errors });
  }
  return body as Record<string, unknown>;
}
