/**
 * What a route tells the API's description (fake-api/openapi/): its summary and its shapes. The
 * shapes are zod schemas the route also parses its body with (body.ts), so the description and
 * the check are one declaration and cannot drift.
 */
import type { z } from 'zod';

export interface RouteDoc {
  /** The group the route is listed under in the description. */
  tag: string;
  summary: string;
  /** The JSON body; the route parses it with this schema. */
  body?: z.ZodType;
  /** `data` of a success. */
  answer?: z.ZodType;
  /** A success answers 201 (something was created). */
  created?: boolean;
  /** Failures the route itself may answer beyond the common ones (e.g. 404, 409; 401 on a public route checking a token of its own). */
  fails?: readonly (401 | 404 | 409 | 413 | 429 | 503)[];
  /** Not JSON: the raw body's media types (an upload). */
  upload?: readonly string[];
  /** Not JSON: a success answers these media types (an image) instead of the envelope. */
  binary?: readonly string[];
  /** The query parameters' values, for the routes that take some (`RouteRule.query` names them). */
  query?: z.ZodObject;
}
