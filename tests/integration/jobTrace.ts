/**
 * Loaded into a spawned API (`--import`, processes.ts TRACING_JOBS) to make each run of a scheduled
 * job visible from outside: the process prints `[job] <name>: <result>` when a run ends, its
 * timers' runs included (a run that finds another process's lock, `skipped`, leaves no other trace).
 */
import { JobRunner } from '../../fake-api/jobs';

const run = JobRunner.prototype.run;
JobRunner.prototype.run = function traced(this: JobRunner, name: string, force?: boolean) {
  const result = run.call(this, name, force);
  result.then(
    (what) => console.log(`[job] ${name}: ${what}`),
    (e: Error) => console.log(`[job] ${name} failed: ${e.message}`),
  );
  return result;
};
