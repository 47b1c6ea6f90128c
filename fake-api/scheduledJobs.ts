/**
 * The API's scheduled jobs, in one list: what app.ts runs on its timers and what
 * `npm run jobs` lists and runs (scripts/jobs.ts). A new job is one line here.
 */
import { backupJobs } from './backupJob';
import type { Data } from './data';
import { expirySweep } from './expirySweep';
import { housekeeping } from './housekeeping';
import type { Job } from './jobs';
import { authLimitOptions, envInt } from './rateLimit';
import { remindersJob } from './reminders';
import type { SmsGateway } from './sms';

export interface JobDeps {
  /** Where reminders' SMS go; none: notices only. */
  sms?: SmsGateway;
  /** A session's idle lifetime (housekeeping keeps sessions until past it). */
  idleMs: number;
  /** The wait before a phone may get another SMS code (housekeeping keeps a code's row until then). */
  resendMs: number;
}

/** The deps as the environment sets them (SESSION_IDLE_SECONDS, SMS_RESEND_SECONDS), for a process without an API. */
export const jobDepsOf = (env: NodeJS.ProcessEnv, sms?: SmsGateway): JobDeps => ({
  sms,
  idleMs: envInt(env, 'SESSION_IDLE_SECONDS', 2 * 3600) * 1000,
  resendMs: authLimitOptions(env).resendSeconds * 1000,
});

/** Every scheduled job, the expiry sweep first. None touches the database until it runs. */
export const scheduledJobs = (data: Data, env: NodeJS.ProcessEnv, deps: JobDeps): Job[] => [
  expirySweep(data),
  remindersJob(data, deps.sms),
  housekeeping(data, env, deps),
  ...backupJobs(data, env),
];

/** A job's period for people: "1 min", "1 h", "24 h". */
export function periodText(everyMs: number): string {
  if (everyMs % 3_600_000 === 0) return `${everyMs / 3_600_000} h`;
  if (everyMs % 60_000 === 0) return `${everyMs / 60_000} min`;
  return `${Math.round(everyMs / 1000)} s`;
}
