/**
 * The SMS gateway's pages (fake-api/sms.ts):
 *   GET /api/monitor/sms-deliveries?state=failed  the texts handed to the gateway, newest first (admin):
 *                                                 number masked, template, provider, state, attempts, last error
 *   GET /api/user/sms-settings                    the caller's choice of reminder texts
 *   PUT /api/user/sms-settings                    { reminderSms }: reminders by SMS on or off (sign-in codes always go)
 */
import express from 'express';
import { z } from 'zod';
import type { SmsDeliveryRow } from '../database/tables';
import { bodyOf } from '../body';
import { ApiFailure, CODES, ok } from '../envelope';
import { callerOf, type RouteRule } from '../authorization';
import type { Feature } from '../feature';
import { handle } from '../handle';
import { setReminderSms, wantsReminderSms } from '../sms';
import { SMS_PROVIDERS } from '../smsProviders/settings';

const STATES = ['queued', 'sent', 'failed'] as const;
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

const DELIVERY = z.object({
  id: z.int(),
  recipient: z.string().meta({ description: 'the number, masked (138****0001)' }),
  template: z.string().meta({ description: 'signIn, or a reminder key' }),
  provider: z.enum(SMS_PROVIDERS),
  state: z.enum(STATES),
  attempts: z.int(),
  lastError: z.string().nullable().meta({ description: "why the last attempt failed: an HTTP status, a timeout, a provider's error code" }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const DELIVERIES = z.object({ list: z.array(DELIVERY), total: z.int().meta({ description: 'all the deliveries in that state' }) });
const DELIVERIES_QUERY = z.object({
  state: z.enum(STATES).optional().meta({ description: 'only the deliveries in this state (failed: the ones to look into)' }),
  limit: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .meta({ description: `how many, newest first: 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})` }),
});
const SETTINGS = z.strictObject({ reminderSms: z.boolean().meta({ description: 'reminders by SMS; sign-in codes are sent whatever this says' }) });

export const routes: readonly RouteRule[] = [
  {
    method: 'GET',
    path: '/api/monitor/sms-deliveries',
    roles: ['admin'],
    query: ['state', 'limit'],
    doc: { tag: 'Monitor', summary: 'Texts handed to the SMS gateway, newest first (failed ones: ?state=failed)', answer: DELIVERIES, query: DELIVERIES_QUERY },
  },
  { method: 'GET', path: '/api/user/sms-settings', roles: ['*'], doc: { tag: 'User center', summary: "The caller's SMS settings", answer: SETTINGS } },
  {
    method: 'PUT',
    path: '/api/user/sms-settings',
    roles: ['*'],
    doc: { tag: 'User center', summary: 'Turn reminder texts on or off', body: SETTINGS, answer: SETTINGS },
  },
];

const bad = (field: string, text: string) => new ApiFailure(CODES.badInput, 'invalid query', { errors: { [field]: text } });

const asDelivery = (r: SmsDeliveryRow) => ({
  id: Number(r.id),
  recipient: r.recipient,
  template: r.template,
  provider: r.provider,
  state: r.state,
  attempts: Number(r.attempts),
  lastError: r.last_error,
  createdAt: new Date(Number(r.created_at)).toISOString(),
  updatedAt: new Date(Number(r.updated_at)).toISOString(),
});

const smsPages: Feature = ({ data }) => {
  const router = express.Router({ caseSensitive: true, strict: true });

  router.get(
    '/api/monitor/sms-deliveries',
    handle(async (req, res) => {
      const { state, limit: rawLimit } = req.query;
      if (state !== undefined && !STATES.includes(state as (typeof STATES)[number])) throw bad('state', `Must be one of ${STATES.join(', ')}`);
      const limit = rawLimit === undefined ? DEFAULT_LIMIT : Number(rawLimit);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw bad('limit', `Must be a whole number from 1 to ${MAX_LIMIT}`);
      let rows = data.db.selectFrom('mds_sms_deliveries');
      let count = data.db.selectFrom('mds_sms_deliveries');
      if (state !== undefined) {
        rows = rows.where('state', '=', state);
        count = count.where('state', '=', state);
      }
      const list = await rows
        .select(['id', 'recipient', 'template', 'provider', 'state', 'attempts', 'last_error', 'created_at', 'updated_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      const total = await count.select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow();
      ok(res, { list: (list as SmsDeliveryRow[]).map(asDelivery), total: Number(total.n) });
    }),
  );

  router.get(
    '/api/user/sms-settings',
    handle(async (req, res) => {
      ok(res, { reminderSms: await wantsReminderSms(data, data.db, callerOf(req).userId) });
    }),
  );

  router.put(
    '/api/user/sms-settings',
    handle(async (req, res) => {
      const { reminderSms } = bodyOf(req, SETTINGS);
      await data.write(req, (trx) => setReminderSms(data, trx, callerOf(req).userId, reminderSms));
      ok(res, { reminderSms });
    }),
  );

  return router;
};

export default smsPages;
