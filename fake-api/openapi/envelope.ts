/**
 * The contract's envelope and error codes (fake-api/envelope.ts, docs/api-contract.md "Envelope")
 * as OpenAPI components: every answer is `{ data, status, msg, code }`.
 */
import { CODES } from '../envelope';
import { jsonSchemaOf } from './jsonSchema';
import { refusalSchema } from './workflow';

type Schema = Record<string, unknown>;

/** A success: `data` as the route describes it. */
export const okEnvelope = (data: Schema): Schema => ({
  type: 'object',
  properties: {
    data,
    status: { const: 'ok' },
    msg: { type: 'string' },
    code: { const: CODES.ok },
  },
  required: ['data', 'status', 'msg', 'code'],
  additionalProperties: false,
});

const failure = (codes: readonly number[], data: Schema = { $ref: '#/components/schemas/FailureData' }): Schema => ({
  type: 'object',
  properties: {
    data,
    status: { const: 'fail' },
    msg: { type: 'string', description: 'what went wrong, in English; never a stack trace, path or library name' },
    code: codes.length === 1 ? { const: codes[0] } : { enum: [...codes] },
  },
  required: ['data', 'status', 'msg', 'code'],
  additionalProperties: false,
});

/** The failures, by HTTP status: the response components every operation refers to. */
export const FAILURES = {
  400: {
    name: 'BadInput',
    codes: [CODES.badInput],
    text: 'Bad input (40000): a malformed body, a wrong value, an unknown field or parameter; `data.errors` names each field',
  },
  401: {
    name: 'NotSignedIn',
    codes: [CODES.notLoggedIn, CODES.revoked, CODES.expired],
    text: 'No valid session: no or unknown token (50008), revoked (50012), expired (50014)',
  },
  403: { name: 'Forbidden', codes: [CODES.forbidden], text: "Signed in, but the session's role may not do this (40300)" },
  404: { name: 'NotFound', codes: [CODES.notFound], text: 'No such record (40400)' },
  409: { name: 'Conflict', codes: [CODES.conflict], text: 'A conflict (40900): a unique value already used, or a state that does not allow it' },
  412: {
    name: 'PreconditionFailed',
    codes: [CODES.preconditionFailed],
    text: 'The record was changed by someone else (41200): `If-Match` names another version than the one stored; nothing was changed',
    data: {
      type: 'object',
      properties: {
        current: { type: 'object', description: 'the record as it is now, as the caller may see it' },
        etag: { type: 'string', description: 'its ETag now' },
        changedBy: {
          type: 'object',
          properties: { id: { type: 'integer' }, name: { type: 'string' } },
          required: ['id', 'name'],
          additionalProperties: false,
          description: 'who changed it last',
        },
        changedAt: { type: 'string', description: 'when it was changed last (ISO 8601)' },
      },
      required: ['current', 'etag'],
      additionalProperties: false,
    },
  },
  413: { name: 'TooLarge', codes: [CODES.tooLarge], text: 'The body is over the limit (41300): 1 MiB of JSON, 5 MiB for an upload' },
  415: { name: 'NotJson', codes: [CODES.badInput], text: 'The body is not `application/json`, or is compressed (40000)' },
  429: {
    name: 'RateLimited',
    codes: [CODES.rateLimited],
    text: 'Rate limited (42900): try again after `Retry-After` seconds',
    data: {
      type: 'object',
      properties: { retryAfter: { type: 'integer', minimum: 1, description: 'seconds, as the Retry-After header says' } },
      required: ['retryAfter'],
      additionalProperties: false,
    },
  },
  503: {
    name: 'NotReady',
    codes: [CODES.notReady],
    text: 'Not ready (50300): the database does not answer, or its schema is behind the declarations; `msg` says which',
  },
} as const satisfies Record<number, { name: string; codes: readonly number[]; text: string; data?: Schema }>;

export type FailureStatus = keyof typeof FAILURES;

export function envelopeComponents() {
  const responses: Record<string, Schema> = {};
  for (const [status, f] of Object.entries(FAILURES)) {
    responses[f.name] = {
      description: f.text,
      ...(status === '429' && {
        headers: { 'Retry-After': { description: 'seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } },
      }),
      content: { 'application/json': { schema: failure(f.codes, 'data' in f ? f.data : undefined) } },
    };
  }
  return {
    schemas: {
      FieldErrors: {
        type: 'object',
        description: 'a message per field (or parameter) that was refused',
        additionalProperties: { type: 'string' },
      },
      Refusal: jsonSchemaOf(refusalSchema, 'output'),
      FailureData: {
        description: 'null, the refused fields, or a refused transition',
        anyOf: [
          { type: 'null' },
          { type: 'object', properties: { errors: { $ref: '#/components/schemas/FieldErrors' } }, required: ['errors'], additionalProperties: false },
          {
            type: 'object',
            description: 'a refused transition: why, for a client to say in its language (docs/api-contract.md, Workflows)',
            properties: { refusal: { $ref: '#/components/schemas/Refusal' }, errors: { $ref: '#/components/schemas/FieldErrors' } },
            required: ['refusal'],
            additionalProperties: false,
          },
        ],
      },
    },
    responses,
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'The token of a session (from POST /api/v1/auth/token or, in demo mode, POST /api/user/login): opaque, at least 128 bits',
      },
    },
  };
}

export const failureRef = (status: FailureStatus) => ({ $ref: `#/components/responses/${FAILURES[status].name}` });
