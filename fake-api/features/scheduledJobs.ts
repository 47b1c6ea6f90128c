/**
 * The scheduled jobs on the monitor page (admin only): each job of fake-api/scheduledJobs.ts with
 * its schedule and its last run (across the API processes, from `mds_jobs`), and a run now. A run
 * from here is the runner's forced run: on PostgreSQL its advisory lock still keeps it single
 * across processes (another process's run under way answers `skipped`). Paths apart from
 * `/api/monitor/jobs`, which are the monitor's analysis jobs and sharing streams.
 */
import express from 'express';
import { z } from 'zod';
import type { RouteRule } from '../authorization';
import { bodyOf, NO_INPUT } from '../body';
import { ApiFailure, CODES, ok } from '../envelope';
import type { Feature } from '../feature';
import { handle } from '../handle';
import type { JobState } from '../jobs';
import { sameAs } from '../shapes/sameAs';

export const LIST_PATH = '/api/monitor/scheduled-jobs';
export const RUN_PATH = '/api/monitor/scheduled-jobs/:name/run';
const ADMIN = ['admin'] as const;
const TAG = 'Monitor';

const SCHEDULED_JOB = sameAs<JobState>()(
  z.object({
    name: z.string(),
    everyMs: z.int().meta({ description: 'how often it is due, in milliseconds' }),
    lastStarted: z.string().optional().meta({ description: 'when its last run started (any API process), ISO 8601' }),
    lastFinished: z.string().optional(),
    result: z.string().optional().meta({ description: 'what its last run did, or why it failed' }),
    ok: z.boolean().optional().meta({ description: 'whether its last run succeeded' }),
  }),
);
const RUN_ANSWER = z.object({
  result: z.string().meta({ description: 'what this run did; `skipped` when another API process was running it' }),
  ok: z.boolean(),
  job: SCHEDULED_JOB,
});

export const routes: readonly RouteRule[] = [
  {
    method: 'GET',
    path: LIST_PATH,
    roles: ADMIN,
    doc: { tag: TAG, summary: 'The scheduled jobs: schedule, last run and its result', answer: z.array(SCHEDULED_JOB) },
  },
  {
    method: 'POST',
    path: RUN_PATH,
    roles: ADMIN,
    doc: { tag: TAG, summary: 'Run a scheduled job now (a failed run answers ok: false)', body: NO_INPUT, answer: RUN_ANSWER, fails: [404] },
  },
];

const feature: Feature = ({ data, jobs }) => {
  const router = express.Router({ caseSensitive: true, strict: true });

  router.get(
    LIST_PATH,
    handle(async (_req, res) => {
      ok(res, await jobs.list());
    }),
  );

  router.post(
    RUN_PATH,
    handle(async (req, res) => {
      bodyOf(req, NO_INPUT);
      const { name } = req.params;
      if (!jobs.jobs.some((j) => j.name === name)) throw new ApiFailure(CODES.notFound, `no scheduled job named ${name.slice(0, 40)}`);
      // A failed run is recorded as the job's last result; the call itself did what it was asked.
      const outcome = await jobs.run(name).then(
        (result) => ({ result, ok: true }),
        (e: Error) => ({ result: e.message.slice(0, 500), ok: false }),
      );
      // The operation log's entry names the job that was run.
      await data.write(
        req,
        async () => undefined,
        () => ({ recordId: name }),
      );
      const job = (await jobs.list()).find((j) => j.name === name)!;
      ok(res, { ...outcome, job });
    }),
  );

  return router;
};

export default feature;
