/**
 * The basic profile and the group form's parameters (docs/product.md §3 "Basic profile", §4 "Parameter
 * approval flow"), admin only:
 *   GET  /api/profile/basic       the parameters, the ones before the last change, and the flow
 *   PUT  /api/profile/parameters  new parameters (resources/lib/forms.ts rules): the change goes
 *                                 under approval and is written to the operation log (Auditing)
 *   POST /api/profile/approve     the change under approval passes (log row: Pass)
 *   POST /api/profile/cancel      the change is withdrawn: parameters back, log row removed
 * One change is under approval at a time; submitting again while one is replaces it.
 */
import express, { type Request } from 'express';
import { z } from 'zod';
import {
  changedSections,
  checkParameters,
  PARAMETER_FIELDS,
  PARAMETER_MESSAGES,
  type ApprovalProcess,
  type BasicProfile,
  type MediaParameters,
  type ProcessState,
} from '../../resources/lib/forms';
import { SEED_EPOCH } from '../../resources/lib/seed';
import { interpolate, type FieldError, type RecordData } from '../../resources/lib/validate';
import logs, { AUDITING, PASS, type UpdateContent } from '../../resources/logs';
import type { AnyDb, Data } from '../data';
import { AN_OBJECT, bodyOf, NO_INPUT } from '../body';
import { ApiFailure, CODES, ok } from '../envelope';
import { nestedFieldsSchema } from '../openapi/fields';
import type { RouteDoc } from '../routeDoc';
import { callerOf, type RouteRule } from '../authorization';
import { keptWrites } from '../keptWrites';
import type { Feature } from '../feature';
import { handle } from '../handle';
import { englishError } from '../messages';

interface ProfileState {
  current: MediaParameters;
  /** The parameters before the last change. */
  original: MediaParameters;
  process: ApprovalProcess;
}

/** The template's sample profile (with min ≤ default ≤ max, which the sample broke). */
const CURRENT: MediaParameters = {
  video: {
    mode: 'custom',
    acquisition: { resolution: '720*1280', frameRate: 15 },
    encoding: { resolution: '720*1280', rate: { min: 300, max: 1500, default: 800 }, frameRate: 15, profile: 'high' },
  },
  audio: { mode: 'custom', acquisition: { channels: 8 }, encoding: { channels: 8, rate: 128, profile: 'AAC-LC' } },
  description: 'Parameters of the remote consultation stream.',
};

/** What the seeded change under approval (log row 1: video and audio) changed from. */
const ORIGINAL: MediaParameters = {
  ...CURRENT,
  video: {
    ...CURRENT.video,
    acquisition: { ...CURRENT.video.acquisition, frameRate: 10 },
    encoding: { ...CURRENT.video.encoding, rate: { min: 200, max: 1200, default: 600 }, frameRate: 10 },
  },
  audio: { ...CURRENT.audio, encoding: { ...CURRENT.audio.encoding, rate: 96 } },
};

const PROFILE = 'profile';
const logsOf = (data: Data, db: AnyDb): Promise<RecordData[]> => data.records(logs.name).all(db, [], { now: Date.now() });

async function initialState(data: Data, db: AnyDb): Promise<ProfileState> {
  const first = await data.records(logs.name).get(db, 1);
  const pending = first?.status === AUDITING ? first : undefined;
  const at = new Date(SEED_EPOCH).toISOString();
  const process: ApprovalProcess = pending
    ? { state: 'auditing', logId: 1, committedAt: String(pending.updateTime), decidedAt: null }
    : { state: 'pass', logId: null, committedAt: at, decidedAt: at };
  return { current: CURRENT, original: ORIGINAL, process };
}

const stateOf = async (data: Data, db: AnyDb): Promise<ProfileState> => (await data.state<ProfileState | null>(db, PROFILE, null)) ?? initialState(data, db);

/** A request's change of the profile state, under its row lock, committed with its log entry. */
const changeState = (data: Data, req: Request, change: (trx: AnyDb, s: ProfileState) => Promise<ProfileState>) =>
  data.write(req, (trx) =>
    data.updateState<ProfileState | null, ProfileState>(trx, PROFILE, null, async (stored) => {
      const next = await change(trx, stored ?? (await initialState(data, trx)));
      return { next, result: next };
    }),
  );

/** The approval flow's current step, 1-based like the template's: Commit, Approval, Finish. */
const STEP: Record<ProcessState, number> = { cancelled: 1, auditing: 2, pass: 3 };

export const basicProfile = (s: ProfileState): BasicProfile => ({ status: STEP[s.process.state], ...s.current, original: s.original, process: s.process });

function updateContentOf(before: MediaParameters, after: MediaParameters): UpdateContent {
  const c = changedSections(before, after);
  if (c.video && c.audio) return 'videoAudio';
  if (c.video) return 'video';
  if (c.audio) return 'audio';
  return 'description';
}

const englishParameterError = (e: FieldError): string => {
  const [ns, group, name] = e.key.split('.');
  if (ns === 'groupForm' && group === 'validation') return interpolate((PARAMETER_MESSAGES['en-US'] as Record<string, string>)[name] ?? e.key, e.args);
  return englishError(logs, e);
};

/** The next value of a numeric text column: one more than the largest so far. */
const nextNumber = (rows: RecordData[], field: string, floor: number) => String(Math.max(floor, ...rows.map((r) => Number(r[field]) || 0)) + 1);

const notAuditing = () => new ApiFailure(CODES.conflict, 'no parameter change is under approval');

/** The profile pages are admin pages (docs/product.md §7). */
const PARAMETERS_BODY = nestedFieldsSchema(
  PARAMETER_FIELDS.map((p) => [p.path, p.field] as const),
  'input',
).meta({ description: 'The parameters; the rates also need min ≤ default ≤ max' });
const PARAMETERS = nestedFieldsSchema(
  PARAMETER_FIELDS.map((p) => [p.path, p.field] as const),
  'record',
);
const BASIC_PROFILE = PARAMETERS.extend({
  status: z.int().min(1).max(3).meta({ description: 'the flow step: 1 commit, 2 approval, 3 finish' }),
  original: PARAMETERS,
  process: z.object({
    state: z.enum(['auditing', 'pass', 'cancelled']),
    logId: z.int().nullable(),
    committedAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
});
const doc = (summary: string, more: Omit<RouteDoc, 'tag' | 'summary'> = {}): RouteDoc => ({ tag: 'Profile', summary, answer: BASIC_PROFILE, ...more });

export const routes: readonly RouteRule[] = [
  { method: 'GET', path: '/api/profile/basic', roles: ['admin'], doc: doc('The parameters, those before the last change, and the approval flow') },
  {
    method: 'PUT',
    path: '/api/profile/parameters',
    roles: ['admin'],
    doc: doc('Change the parameters (the change goes under approval)', { body: PARAMETERS_BODY }),
  },
  { method: 'POST', path: '/api/profile/approve', roles: ['admin'], doc: doc('Pass the change under approval', { body: NO_INPUT, fails: [409] }) },
  { method: 'POST', path: '/api/profile/cancel', roles: ['admin'], doc: doc('Withdraw the change under approval', { body: NO_INPUT, fails: [409] }) },
];

const profile: Feature = ({ data, now }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  const stamp = () => new Date(now()).toISOString();
  /** The change log's writes, each kept (revision, live event) as the caller's. */
  const logWrites = (req: Request) => keptWrites(data, logs, callerOf(req), now());
  /** The log row of the change under approval, if there is one. */
  const pendingRow = (trx: AnyDb, s: ProfileState) =>
    s.process.state === 'auditing' && s.process.logId !== null ? data.records(logs.name).get(trx, s.process.logId) : undefined;

  router.get(
    '/api/profile/basic',
    handle(async (_req, res) => {
      ok(res, basicProfile(await stateOf(data, data.db)));
    }),
  );

  router.put(
    '/api/profile/parameters',
    handle(async (req, res) => {
      const { errors, value } = checkParameters(bodyOf(req, AN_OBJECT));
      if (Object.keys(errors).length > 0) {
        throw new ApiFailure(CODES.badInput, 'invalid parameters', {
          errors: Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, englishParameterError(e)])),
        });
      }
      const result = await changeState(data, req, async (trx, s) => {
        const c = changedSections(s.current, value);
        if (!c.video && !c.audio && !c.description) return s;
        const pending = await pendingRow(trx, s);
        // A change still under approval is replaced: its baseline stays, its log row is updated.
        const original = pending ? s.original : s.current;
        const at = stamp();
        const log = logWrites(req);
        const updateContent = updateContentOf(original, value);
        let logId: number;
        if (pending) {
          logId = Number(pending.id);
          await log.update(trx, pending, { ...pending, updateContent, updateTime: at });
        } else {
          const rows = await logsOf(data, trx);
          const row: RecordData = {
            key: nextNumber(rows, 'key', 9_999_999),
            contentNumber: nextNumber(rows, 'contentNumber', 99_999),
            updateContent,
            status: AUDITING,
            updateTime: at,
          };
          logId = Number((await log.insert(trx, row)).id);
        }
        return { current: value, original, process: { state: 'auditing', logId, committedAt: at, decidedAt: null } };
      });
      ok(res, basicProfile(result));
    }),
  );

  router.post(
    '/api/profile/approve',
    handle(async (req, res) => {
      bodyOf(req, NO_INPUT);
      const result = await changeState(data, req, async (trx, s) => {
        if (s.process.state !== 'auditing') throw notAuditing();
        const row = await pendingRow(trx, s);
        if (row) await logWrites(req).update(trx, row, { ...row, status: PASS });
        return { ...s, process: { ...s.process, state: 'pass', decidedAt: stamp() } };
      });
      ok(res, basicProfile(result));
    }),
  );

  router.post(
    '/api/profile/cancel',
    handle(async (req, res) => {
      bodyOf(req, NO_INPUT);
      const result = await changeState(data, req, async (trx, s) => {
        if (s.process.state !== 'auditing') throw notAuditing();
        // The withdrawn change never took effect, so it leaves no row in the log.
        const row = await pendingRow(trx, s);
        if (row) await logWrites(req).remove(trx, row);
        return { current: s.original, original: s.original, process: { ...s.process, state: 'cancelled', logId: null, decidedAt: stamp() } };
      });
      ok(res, basicProfile(result));
    }),
  );

  return router;
};

export default profile;
