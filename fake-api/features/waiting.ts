/**
 * GET /api/user/waiting: how many records wait for the caller, for the workplace's open-requests
 * card and the menu. A reviewer of a collection (its `seesAll` role) is waited for by the others'
 * requests submitted or under review and outputs submitted for a check, never their own (nobody
 * decides on their own); anyone by their own requests returned to them. Counted as the lists count.
 */
import express from 'express';
import { z } from 'zod';
import type { Waiting } from '../../domain/workplace';
import { isRoleAllowed, ownerField } from '../../resources/lib/schema';
import type { Data } from '../data';
import { ok } from '../envelope';
import { callerOf, type RouteRule } from '../authorization';
import type { Feature } from '../feature';
import { handle } from '../handle';
import type { Caller } from '../sessions';

export const WAITING_PATH = '/api/user/waiting';

/** What waits for whom: the states in which a record asks the caller to act. */
const WAITING: readonly Omit<Waiting, 'count'>[] = [
  { resource: 'accessRequests', states: ['submitted', 'underReview'], whose: 'others' },
  { resource: 'outputs', states: ['submitted'], whose: 'others' },
  { resource: 'accessRequests', states: ['returned'], whose: 'own' },
];

/** The counts that concern the caller, of the collections this API serves. */
async function waitingFor(data: Data, caller: Caller, now: number): Promise<Waiting[]> {
  const out: Waiting[] = [];
  for (const w of WAITING) {
    const decl = data.decl(w.resource);
    const owner = decl && ownerField(decl);
    if (!decl?.workflow || !owner || (w.whose === 'others' && !isRoleAllowed(decl.seesAll ?? [], caller.role))) continue;
    const records = data.records(decl.name);
    const query = { current: 1, pageSize: 1, filters: [{ field: decl.workflow.field, op: 'in' as const, values: w.states }] };
    const own = (await records.list(data.db, query, { owner: { field: owner, userId: caller.userId }, now })).total;
    const count = w.whose === 'own' ? own : (await records.list(data.db, query, { now })).total - own;
    out.push({ ...w, count });
  }
  return out;
}

const WAITING_ANSWER = z.object({
  list: z.array(
    z.object({
      resource: z.string(),
      states: z.array(z.string()),
      whose: z.enum(['others', 'own']).meta({ description: "others': on which the caller decides; own: sent back to the caller" }),
      count: z.int().min(0),
    }),
  ),
});

export const routes: readonly RouteRule[] = [
  { method: 'GET', path: WAITING_PATH, roles: ['*'], doc: { tag: 'Workplace', summary: 'How many records wait for the caller', answer: WAITING_ANSWER } },
];

const feature: Feature = ({ data, now }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get(
    WAITING_PATH,
    handle(async (req, res) => ok(res, { list: await waitingFor(data, callerOf(req), now()) })),
  );
  return router;
};

export default feature;
