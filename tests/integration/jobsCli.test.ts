/**
 * The scheduled jobs for an operator: `npm run jobs -- list | run <name>` (scripts/jobs.ts, run as
 * a child process as an operator runs it: exit codes and output), and for an admin on the monitor
 * page: GET /api/monitor/scheduled-jobs and POST /api/monitor/scheduled-jobs/:name/run (40300 to a
 * user). `list` works while the API serves; `run` does too on PostgreSQL, and on SQLite, where the
 * API holds the file, it says to stop the API or use the monitor page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsIn, sessionFor, userId } from './dataHelpers';
import { ENGINE } from './engine';
import { call, startApi, tempDir, type RunningApi } from './helpers';
import { runScriptOn } from './processes';

const CLI_TIMEOUT = 60_000;

/** `npm run jobs -- …` on a data folder's database. */
const jobs = (dir: string, ...args: string[]) => runScriptOn(dir, 'jobs.ts', args, { BACKUP_DIR: '' });

/** The line of a job in `list`'s table. */
const lineOf = (stdout: string, name: string) => stdout.split('\n').find((l) => l.startsWith(`${name} `)) ?? '';

let dir: string;
let run: RunningApi | undefined;
let admin: string;
let user: string;
beforeAll(async () => {
  dir = tempDir('mds-jobs-cli-');
  run = await startApi({ dataDir: dir });
  admin = await sessionFor(run.api, await userId(run.api, 'admin'), 'admin');
  user = await sessionFor(run.api, await userId(run.api, 'user'), 'user');
});
afterAll(() => run?.stop());

describe('the monitor routes', () => {
  interface JobState {
    name: string;
    everyMs: number;
    lastFinished?: string;
    result?: string;
    ok?: boolean;
  }

  it('list the scheduled jobs with their schedules to an admin, and refuse a user', async () => {
    const listed = await call<JobState[]>(run!.baseUrl, 'GET', '/api/monitor/scheduled-jobs', { token: admin });
    expect(listed.json.code).toBe(20000);
    expect(listed.json.data.map((j) => [j.name, j.everyMs])).toEqual([
      ['expirySweep', 60_000],
      ['reminders', 3_600_000],
      ['housekeeping', 86_400_000],
    ]);
    const refused = await call(run!.baseUrl, 'GET', '/api/monitor/scheduled-jobs', { token: user });
    expect([refused.status, refused.json.code]).toEqual([403, 40300]);
  });

  it('run one now for an admin, answer its result, and log who ran which', async () => {
    const res = await call<{ result: string; ok: boolean; job: JobState }>(run!.baseUrl, 'POST', '/api/monitor/scheduled-jobs/housekeeping/run', {
      token: admin,
    });
    expect(res.json.code).toBe(20000);
    expect(res.json.data).toMatchObject({ ok: true, result: expect.stringMatching(/^removed \d+ sessions?, /), job: { name: 'housekeeping', ok: true } });
    expect(res.json.data.job.result).toBe(res.json.data.result);
    const entry = (await recordsIn(run!.api, 'audit')).find((e) => e.action === 'POST /api/monitor/scheduled-jobs/:name/run');
    expect(entry).toMatchObject({ actor: 'admin', recordId: 'housekeeping', result: 'success' });

    const refused = await call(run!.baseUrl, 'POST', '/api/monitor/scheduled-jobs/housekeeping/run', { token: user });
    expect([refused.status, refused.json.code]).toEqual([403, 40300]);
    const unknown = await call(run!.baseUrl, 'POST', '/api/monitor/scheduled-jobs/noSuchJob/run', { token: admin });
    expect([unknown.status, unknown.json.code]).toEqual([404, 40400]);
  });
});

describe('npm run jobs', () => {
  it(
    'lists each job, its schedule, last run and result, while the API serves',
    async () => {
      const { code, stdout, stderr } = await jobs(dir, 'list');
      expect(code, stderr).toBe(0);
      expect(stdout).toMatch(/^JOB +SCHEDULE +LAST RUN +OK +RESULT$/m);
      expect(lineOf(stdout, 'expirySweep')).toMatch(/^expirySweep +every 1 min +never$/);
      expect(lineOf(stdout, 'reminders')).toMatch(/^reminders +every 1 h +never$/);
      expect(lineOf(stdout, 'housekeeping')).toMatch(/^housekeeping +every 24 h +\d{4}-\d\d-\d\dT[\d:.]+Z +ok +removed \d+ sessions?, /);
    },
    CLI_TIMEOUT,
  );

  it(
    'runs a job now: on PostgreSQL beside the API, on SQLite only once the API is stopped',
    async () => {
      const beside = await jobs(dir, 'run', 'reminders');
      if (ENGINE === 'postgres') {
        expect(beside.code, beside.stderr).toBe(0);
        expect(beside.stdout).toMatch(/^reminders: nothing due$/m);
      } else {
        expect(beside.code).toBe(1);
        expect(beside.stderr).toContain('SQLite serves one process');
        expect(beside.stderr).toContain('Stop the API first, or run the job from the console');
      }
      await run!.stop();
      run = undefined;
      const alone = await jobs(dir, 'run', 'expirySweep');
      expect(alone.code, alone.stderr).toBe(0);
      expect(alone.stdout).toMatch(/^expirySweep: nothing lapsed$/m);
      expect(lineOf((await jobs(dir, 'list')).stdout, 'expirySweep')).toMatch(/ ok +nothing lapsed$/);
    },
    CLI_TIMEOUT * 2,
  );

  it(
    'answers 2 with the usage, or with the jobs there are for an unknown name',
    async () => {
      const unknown = await jobs(dir, 'run', 'noSuchJob');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('no job named noSuchJob; the jobs are: expirySweep, reminders, housekeeping');
      const usage = await jobs(dir);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('usage: npm run jobs -- list');
    },
    CLI_TIMEOUT,
  );
});
