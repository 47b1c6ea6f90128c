/**
 * The live stream (`GET /api/events`, text/event-stream: eventStreams.ts) and presence on a record's
 * edit form (`PUT` / `DELETE /api/presence`: presence.ts), for every signed-in role. Presence is
 * kept only on a record the caller may read; another user's record of a per-user collection is as
 * unknown as a missing one (40400).
 */
import express from 'express';
import { z } from 'zod';
import { EVENTS_PATH, PRESENCE_PATH, PRESENCE_SECONDS } from '../../domain/events';
import { isRoleAllowed } from '../../resources/lib/schema';
import { callerOf, FORBIDDEN_TEXT, type RouteRule } from '../authorization';
import { bodyOf } from '../body';
import type { Data } from '../data';
import { scopeOf } from '../database/records';
import { ApiFailure, CODES, ok } from '../envelope';
import type { Feature } from '../feature';
import { handle } from '../handle';
import { beat, leave } from '../presence';
import type { Caller } from '../sessions';

const TAG = 'Live';
const RECORD = z.strictObject({
  resource: z.string().min(1).max(100).meta({ description: 'the declared resource' }),
  id: z.coerce.number().int().min(1).meta({ description: "the record's id" }),
});
const EDITORS = z.object({
  editors: z
    .array(z.object({ id: z.int(), name: z.string(), expiresIn: z.int().meta({ description: 'seconds their presence lasts unless renewed' }) }))
    .meta({ description: 'the others with the record open for editing' }),
});

export const routes: readonly RouteRule[] = [
  {
    method: 'GET',
    path: EVENTS_PATH,
    roles: ['*'],
    doc: {
      tag: TAG,
      summary: 'A stream of changes (and presence) of the records the caller may read; `Last-Event-ID` resumes after an event of the last few minutes',
      binary: ['text/event-stream'],
      fails: [429, 503],
    },
  },
  {
    method: 'PUT',
    path: PRESENCE_PATH,
    roles: ['*'],
    unlogged: true,
    doc: {
      tag: TAG,
      summary: `The caller (one who may write the record) has it open for editing (for ${PRESENCE_SECONDS} s unless renewed); answers who else has`,
      body: RECORD,
      answer: EDITORS,
      fails: [404],
    },
  },
  {
    method: 'DELETE',
    path: PRESENCE_PATH,
    roles: ['*'],
    query: ['resource', 'id'],
    unlogged: true,
    doc: { tag: TAG, summary: 'The caller closed the record', query: RECORD, answer: z.null(), fails: [404] },
  },
];

/** The record the presence is about, as the caller may read it; 40400 otherwise. */
async function readable(data: Data, caller: Caller, input: unknown, now: number) {
  const parsed = RECORD.safeParse(input);
  if (!parsed.success) throw new ApiFailure(CODES.badInput, 'resource and id name a record', { errors: { id: 'Name a resource and a record id' } });
  const decl = data.declarations.find((d) => d.name === parsed.data.resource && d.purpose !== 'operationLog');
  const record =
    decl && isRoleAllowed(decl.access.read, caller.role) ? await data.records(decl.name).get(data.db, parsed.data.id, scopeOf(decl, caller, now)) : undefined;
  if (!decl || !record) throw new ApiFailure(CODES.notFound, 'no such record');
  // Editing is for those who may write it (the edit form's own rule): a reader's presence would say what is not.
  if (!isRoleAllowed(decl.access.write, caller.role)) throw new ApiFailure(CODES.forbidden, FORBIDDEN_TEXT);
  return { decl, record };
}

const feature: Feature = ({ data, now, live }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get(
    EVENTS_PATH,
    handle(async (req, res) => {
      await live.serve(req, res, callerOf(req));
    }),
  );
  router.put(
    PRESENCE_PATH,
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { decl, record } = await readable(data, caller, bodyOf(req, RECORD), now());
      ok(res, { editors: await data.transaction((trx) => beat(trx, decl, record, caller, now())) });
    }),
  );
  router.delete(
    PRESENCE_PATH,
    handle(async (req, res) => {
      const caller = callerOf(req);
      const { decl, record } = await readable(data, caller, req.query, now());
      await data.transaction((trx) => leave(trx, decl, record, caller, now()));
      ok(res, null);
    }),
  );
  return router;
};

export default feature;
