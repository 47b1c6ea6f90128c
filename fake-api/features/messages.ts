/**
 * The navbar message box (docs/product.md §2 "Other UI", §4 "Message"): the caller's own messages, and
 * marking some of them read. Messages live in the declared `messages` collection, whose owner
 * field keeps each user's inbox apart; any signed-in role. Notices (fake-api/notices.ts) come with
 * their message key, parameters and the record they are about, for the console to say them.
 */
import express from 'express';
import { z } from 'zod';
import messages, { READ, UNREAD, type Message } from '../../resources/messages';
import { ownerField } from '../../resources/lib/schema';
import type { RecordData } from '../../resources/lib/validate';
import type { AnyDb, Data } from '../data';
import { bodyOf, NO_INPUT } from '../body';
import { ApiFailure, CODES, ok } from '../envelope';
import { recordSchema } from '../openapi/fields';
import { callerOf, type RouteRule } from '../authorization';
import { keptWrites } from '../keptWrites';
import type { Feature } from '../feature';
import { handle } from '../handle';
import type { Caller } from '../sessions';

export const LIST_PATH = '/api/message/list';
export const READ_PATH = '/api/message/read';
/** The most ids one read call may list (far more than any inbox the box shows). */
export const MAX_READ_IDS = 1000;

const OWNER = ownerField(messages) ?? 'owner';
/** The caller's messages; none when this API was started without the messages collection. */
const inbox = async (data: Data, db: AnyDb, caller: Caller): Promise<RecordData[]> =>
  data.has(messages.name) ? data.records(messages.name).all(db, [], { owner: { field: OWNER, userId: caller.userId }, now: Date.now() }) : [];

/** Parameters kept as JSON text, read back; a row that holds none that parse has none. */
function paramsOf(text: unknown): Message['params'] {
  try {
    const v: unknown = typeof text === 'string' ? JSON.parse(text) : undefined;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Message['params']) : undefined;
  } catch {
    return undefined;
  }
}

/** The spec's fields, and a notice's parameters and link as objects: the owner id is the server's business. */
function toMessage(r: RecordData): Message {
  const { [OWNER]: _owner, params, linkResource, linkId, ...rest } = r;
  const message = rest as unknown as Message;
  const read = paramsOf(params);
  if (read) message.params = read;
  if (typeof linkResource === 'string' && typeof linkId === 'number') message.link = { resource: linkResource, id: linkId };
  return message;
}

const newestFirst = (a: Message, b: Message) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id;

const badInput = (errors: Record<string, string>) => new ApiFailure(CODES.badInput, 'invalid request', { errors });

const IDS_TEXT = `Must be a list of 1 to ${MAX_READ_IDS} message ids`;
/** `ids`: 1 to MAX_READ_IDS positive whole numbers (duplicates allowed, read once). */
const READ_BODY = z.strictObject({
  ids: z.array(z.int().min(1, 'Every id must be a positive whole number'), { error: IDS_TEXT }).min(1, IDS_TEXT).max(MAX_READ_IDS, IDS_TEXT),
});
const MESSAGE = recordSchema(messages, [OWNER, 'params', 'linkResource', 'linkId']).extend({
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({ description: "a notice's message parameters (`key` names the message)" }),
  link: z.object({ resource: z.string(), id: z.int() }).optional().meta({ description: 'the record a notice is about' }),
});
const TAG = 'Messages';

/** Every signed-in role has an inbox; each sees only their own messages. */
export const routes: readonly RouteRule[] = [
  {
    method: 'POST',
    path: LIST_PATH,
    roles: ['*'],
    doc: { tag: TAG, summary: "The caller's messages, newest first", body: NO_INPUT, answer: z.array(MESSAGE) },
  },
  {
    method: 'POST',
    path: READ_PATH,
    roles: ['*'],
    doc: {
      tag: TAG,
      summary: 'Mark messages read',
      body: READ_BODY,
      answer: z.object({ ids: z.array(z.int()), unread: z.int().min(0).meta({ description: 'unread messages left' }) }),
    },
  },
];

const feature: Feature = ({ data, now }) => {
  const router = express.Router({ caseSensitive: true, strict: true });

  router.post(
    LIST_PATH,
    handle(async (req, res) => {
      const caller = callerOf(req);
      bodyOf(req, NO_INPUT);
      ok(res, (await inbox(data, data.db, caller)).map(toMessage).sort(newestFirst));
    }),
  );

  router.post(
    READ_PATH,
    handle(async (req, res) => {
      const caller = callerOf(req);
      const ids = new Set(bodyOf(req, READ_BODY).ids);
      const result = await data.write(req, async (trx) => {
        const own = await inbox(data, trx, caller);
        const kept = keptWrites(data, messages, caller, now());
        // Another user's id is as unknown as a missing one: nothing tells them apart.
        const unknown = [...ids].filter((id) => !own.some((r) => r.id === id));
        if (unknown.length > 0) throw badInput({ ids: `Unknown message ids: ${unknown.slice(0, 20).join(', ')}` });
        for (const r of own) if (ids.has(r.id as number) && r.status !== READ) await kept.update(trx, r, { ...r, status: READ });
        const unread = own.filter((r) => !ids.has(r.id as number) && r.status === UNREAD).length;
        return { ids: [...ids], unread };
      });
      ok(res, result);
    }),
  );

  return router;
};

export default feature;
