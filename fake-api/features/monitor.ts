/**
 * The real-time monitor of the data services (admin only): an activity feed with notes, the
 * analysis jobs and data-sharing streams with their actions, the service state changed by the
 * quick operations, and the monitor's information form. All of it is one JSON value in the
 * database's feature state (the `mds_state` row keyed `monitor`, read and written through
 * `data.state` / `data.updateState`), made on first use from a deterministic seed
 * (`initialState` in domain/monitorState.ts) and changed under that row's lock, each change
 * logged in the same transaction.
 */
import express, { type Request } from 'express';
import { z } from 'zod';
import type { ResourceDecl } from '../../resources/lib/schema';
import { initialState, statusOf, type MonitorState } from '../../domain/monitorState';
import { validateField, type FieldError } from '../../resources/lib/validate';
import {
  ACTIVITY_NOTE_FIELD,
  JOB_ACTIONS,
  JOB_ACTION_NAMES,
  MONITOR_INFO_FIELDS,
  MONITOR_OPERATIONS,
  canApply,
  type JobAction,
  type MonitorOperation,
  type ActivityItem,
  type Job,
  type JobActionResult,
  type MonitorEvent,
  type MonitorInfo,
  type ServiceState,
} from '../../domain/monitor';
import { bodyOf, fieldsOf } from '../body';
import { ApiFailure, CODES, ok } from '../envelope';
import { fieldSchema, fieldsSchema } from '../openapi/fields';
import type { RouteDoc } from '../routeDoc';
import { ACTIVITY_ITEM, JOB, STATUS } from '../shapes/monitor';
import { callerOf, type RouteRule } from '../authorization';
import type { Feature } from '../feature';
import { handle } from '../handle';
import { englishErrors } from '../messages';

const KEY = 'monitor';
const MAX_ACTIVITY = 100;
const ADMIN = ['admin'] as const;
// The rules used here produce only `ra.`/`mds.` messages, which need no declaration of their own.
const RULES = { name: KEY, messages: { 'en-US': {} } } as unknown as ResourceDecl;

/** 40000 with the field errors, if any; unknown fields are errors too. */
function assertFields(body: Record<string, unknown>, allowed: readonly string[], errors: Record<string, FieldError | string>) {
  for (const k of Object.keys(body)) if (!allowed.includes(k)) errors[k] = { key: 'mds.validation.unknown' };
  if (Object.keys(errors).length === 0) return;
  const texts = Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, typeof e === 'string' ? e : englishErrors(RULES, { [k]: e })[k]]));
  throw new ApiFailure(CODES.badInput, 'invalid input', { errors: texts });
}

const NOTE_BODY = z.strictObject({ content: fieldSchema(ACTIVITY_NOTE_FIELD) });
const STAR_BODY = z.strictObject({ starred: z.boolean() });
const JOB_IDS_TEXT = 'Must be a list of 1 to 100 job ids';
const JOBS_BODY = z.strictObject({
  ids: z.array(z.string(), { error: JOB_IDS_TEXT }).min(1, JOB_IDS_TEXT).max(100, JOB_IDS_TEXT).meta({ description: 'ids of known jobs' }),
  action: z.enum(JOB_ACTION_NAMES as [JobAction, ...JobAction[]], { error: `Must be one of ${JOB_ACTION_NAMES.join(', ')}` }),
});
const OPERATION_BODY = z.strictObject({ operation: z.enum(MONITOR_OPERATIONS, { error: `Must be one of ${MONITOR_OPERATIONS.join(', ')}` }) });
const INFO = fieldsSchema(MONITOR_INFO_FIELDS, 'record');
const INFO_BODY = fieldsSchema(MONITOR_INFO_FIELDS, 'input');

const TAG = 'Monitor';
const doc = (summary: string, more: Omit<RouteDoc, 'tag' | 'summary'> = {}): RouteDoc => ({ tag: TAG, summary, ...more });

/** The real-time monitor is an admin page (docs/product.md §7). */
export const routes: readonly RouteRule[] = [
  { method: 'GET', path: '/api/monitor/activity', roles: ADMIN, doc: doc('The activity feed, newest first', { answer: z.array(ACTIVITY_ITEM) }) },
  { method: 'POST', path: '/api/monitor/activity', roles: ADMIN, doc: doc('Add a note', { body: NOTE_BODY, answer: ACTIVITY_ITEM, created: true }) },
  {
    method: 'PATCH',
    path: '/api/monitor/activity/:id',
    roles: ADMIN,
    doc: doc('Star or unstar an item', { body: STAR_BODY, answer: ACTIVITY_ITEM, fails: [404] }),
  },
  { method: 'DELETE', path: '/api/monitor/activity/:id', roles: ADMIN, doc: doc('Remove an item', { answer: ACTIVITY_ITEM, fails: [404] }) },
  { method: 'GET', path: '/api/monitor/jobs', roles: ADMIN, doc: doc('Analysis jobs and sharing streams', { answer: z.array(JOB) }) },
  {
    method: 'POST',
    path: '/api/monitor/jobs/action',
    roles: ADMIN,
    doc: doc('Pause, resume, retry or stop jobs', { body: JOBS_BODY, answer: z.object({ updated: z.array(JOB), skipped: z.array(z.string()) }) }),
  },
  { method: 'GET', path: '/api/monitor/status', roles: ADMIN, doc: doc('The service state and its live figures', { answer: STATUS }) },
  { method: 'POST', path: '/api/monitor/operations', roles: ADMIN, doc: doc('Run a quick operation', { body: OPERATION_BODY, answer: STATUS }) },
  { method: 'GET', path: '/api/monitor/info', roles: ADMIN, doc: doc("The monitor's information", { answer: INFO }) },
  { method: 'PUT', path: '/api/monitor/info', roles: ADMIN, doc: doc("Save the monitor's information", { body: INFO_BODY, answer: INFO }) },
];

const feature: Feature = ({ data, now }) => {
  const router = express.Router({ caseSensitive: true, strict: true });

  /** Reads the state, creating it once (from the seed, around the time of first use). */
  const read = async (): Promise<MonitorState> =>
    (await data.state<MonitorState | null>(data.db, KEY, null)) ??
    data.transaction((trx) =>
      data.updateState<MonitorState | null, MonitorState>(trx, KEY, null, (s) => {
        const state = s ?? initialState(now());
        return { next: state, result: state };
      }),
    );

  /** A durable change: `change` gets the state and returns the next one and the answer. */
  const update = <R>(req: Request, change: (s: MonitorState) => { next: MonitorState; result: R }) =>
    data.write(req, (trx) => data.updateState<MonitorState | null, R>(trx, KEY, null, (s) => change(s ?? initialState(now()))));

  /** Appends activity items (newest first, at most MAX_ACTIVITY kept). */
  const withActivity = (s: MonitorState, items: Omit<ActivityItem, 'id' | 'time' | 'starred'>[]): MonitorState => {
    const time = new Date(now()).toISOString();
    const added = items.map((it, i) => ({ ...it, id: s.nextActivityId + i, time, starred: false }));
    return { ...s, activity: [...added.reverse(), ...s.activity].slice(0, MAX_ACTIVITY), nextActivityId: s.nextActivityId + items.length };
  };
  const authorOf = async (req: Request) => (await data.user(data.db, callerOf(req).userId))?.profile.name ?? 'admin';

  router.get(
    '/api/monitor/activity',
    handle(async (_req, res) => {
      ok(res, (await read()).activity);
    }),
  );
  router.post(
    '/api/monitor/activity',
    handle(async (req, res) => {
      const author = await authorOf(req);
      const body = bodyOf(req, fieldsOf(NOTE_BODY));
      const content = typeof body.content === 'string' ? body.content.trim() : body.content;
      const e = validateField(ACTIVITY_NOTE_FIELD, content);
      assertFields(body, ['content'], e ? { content: e } : {});
      const item = await update(req, (s) => {
        const next = withActivity(s, [{ category: 'note', author, content: content as string }]);
        return { next, result: next.activity[0] };
      });
      ok(res, item, 201);
    }),
  );

  const activityItem = (s: MonitorState, raw: string) => {
    const i = s.activity.findIndex((a) => String(a.id) === raw);
    if (i < 0) throw new ApiFailure(CODES.notFound, `no activity ${raw.slice(0, 40)}`);
    return i;
  };
  router.patch(
    '/api/monitor/activity/:id',
    handle(async (req, res) => {
      const body = bodyOf(req, fieldsOf(STAR_BODY));
      assertFields(body, ['starred'], typeof body.starred === 'boolean' ? {} : { starred: { key: 'mds.validation.boolean' } });
      const item = await update(req, (s) => {
        const i = activityItem(s, req.params.id);
        const activity = s.activity.slice();
        activity[i] = { ...activity[i], starred: body.starred as boolean };
        return { next: { ...s, activity }, result: activity[i] };
      });
      ok(res, item);
    }),
  );
  router.delete(
    '/api/monitor/activity/:id',
    handle(async (req, res) => {
      const item = await update(req, (s) => {
        const i = activityItem(s, req.params.id);
        return { next: { ...s, activity: s.activity.filter((_, k) => k !== i) }, result: s.activity[i] };
      });
      ok(res, item);
    }),
  );

  router.get(
    '/api/monitor/jobs',
    handle(async (_req, res) => {
      ok(res, (await read()).jobs);
    }),
  );
  router.post(
    '/api/monitor/jobs/action',
    handle(async (req, res) => {
      const author = await authorOf(req);
      const { ids: idList, action: act } = bodyOf(req, JOBS_BODY, 'invalid input');
      const known = new Set((await read()).jobs.map((j) => j.id));
      if (idList.some((id) => !known.has(id))) assertFields({}, [], { ids: 'Unknown job id' });
      const result = await update(req, (s) => {
        const t = new Date(now()).toISOString();
        const chosen = new Set(idList);
        const updated: Job[] = [];
        const skipped: string[] = [];
        const jobs = s.jobs.map((j) => {
          if (!chosen.has(j.id)) return j;
          if (!canApply(act, j.status)) return (skipped.push(j.id), j);
          const next: Job = { ...j, status: JOB_ACTIONS[act].to, updatedAt: t, ...(act === 'retry' ? { progress: 0, durationSeconds: 0 } : {}) };
          updated.push(next);
          return next;
        });
        const events = updated.map((j) => ({
          category: j.kind === 'sharing' ? ('sharing' as const) : ('job' as const),
          author,
          event: { type: act, job: j.name },
        }));
        return { next: withActivity({ ...s, jobs }, events), result: { updated, skipped } satisfies JobActionResult };
      });
      ok(res, result);
    }),
  );

  router.get(
    '/api/monitor/status',
    handle(async (_req, res) => {
      ok(res, statusOf(await read(), now()));
    }),
  );
  router.post(
    '/api/monitor/operations',
    handle(async (req, res) => {
      const author = await authorOf(req);
      const op: MonitorOperation = bodyOf(req, OPERATION_BODY, 'invalid input').operation;
      const status = await update(req, (s) => {
        const sv = s.service;
        const service: ServiceState =
          op === 'switchNode'
            ? { ...sv, activeNode: sv.activeNode === 'primary' ? 'standby' : 'primary' }
            : op === 'toggleIntake'
              ? { ...sv, intakePaused: !sv.intakePaused }
              : op === 'toggleMaintenance'
                ? { ...sv, maintenance: !sv.maintenance }
                : { ...sv, cacheFlushedAt: new Date(now()).toISOString() };
        const event: MonitorEvent =
          op === 'switchNode'
            ? { type: 'switchNode', node: service.activeNode }
            : op === 'toggleIntake'
              ? { type: service.intakePaused ? 'intakePaused' : 'intakeResumed' }
              : op === 'toggleMaintenance'
                ? { type: service.maintenance ? 'maintenanceOn' : 'maintenanceOff' }
                : { type: 'flushCache' };
        const next = withActivity({ ...s, service }, [{ category: 'alert', author, event }]);
        return { next, result: statusOf(next, now()) };
      });
      ok(res, status);
    }),
  );

  router.get(
    '/api/monitor/info',
    handle(async (_req, res) => {
      ok(res, (await read()).info);
    }),
  );
  router.put(
    '/api/monitor/info',
    handle(async (req, res) => {
      const author = await authorOf(req);
      const body = bodyOf(req, fieldsOf(INFO_BODY));
      const errors: Record<string, FieldError> = {};
      for (const [name, f] of Object.entries(MONITOR_INFO_FIELDS)) {
        const e = validateField(f, body[name]);
        if (e) errors[name] = e;
      }
      assertFields(body, Object.keys(MONITOR_INFO_FIELDS), errors);
      const info: MonitorInfo = {
        title: body.title as string,
        category: body.category as MonitorInfo['category'],
        alertEmail: body.alertEmail as string,
        refreshSeconds: body.refreshSeconds as number,
        notice: (body.notice as string | undefined | null) ?? '',
      };
      const saved = await update(req, (s) => ({
        next: withActivity({ ...s, info }, [{ category: 'alert', author, event: { type: 'infoSaved' } }]),
        result: info,
      }));
      ok(res, saved);
    }),
  );

  return router;
};

export default feature;
