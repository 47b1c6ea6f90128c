/** Child processes of the bench: the fake API (optionally with the built console) and json-server. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Child {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the "listening" line. */
  startMs: number;
  /** Resident set size now, in bytes (Linux /proc). */
  rss: () => number;
  stop: () => Promise<void>;
}

const rssOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

/** The API as `npm run serve` runs it: the one file `npm run build` makes (run.ts builds it here). */
export const API_FILE = path.resolve('bench/tmp/api/main.js');

/** Runs `node <args>` until its output names the port it listens on. */
function start(args: string[], env: NodeJS.ProcessEnv, portOf: (output: string) => string | undefined, cleanup = () => {}): Promise<Child> {
  const t0 = performance.now();
  // BENCH_CPU_PROFILE=<folder>: each server writes a V8 CPU profile there when it exits.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<Child>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start:\n${output}`)), 300_000);
    // A server that prints nothing (LOG_LEVEL=silent) was given its port: it has started once that answers.
    const known = portOf('');
    const ready = (port: string) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      const pid = child.pid!;
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid,
        startMs: performance.now() - t0,
        rss: () => rssOf(pid),
        // Stopping a stopped server does nothing.
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => {
              cleanup();
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = known ? undefined : portOf(output);
      if (port) ready(port);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    if (known) {
      const probe = (): void =>
        child.exitCode !== null
          ? undefined
          : void fetch(`http://127.0.0.1:${known}/api/health/live`).then(
              (r) => (r.ok ? ready(known) : setTimeout(probe, 20)),
              () => setTimeout(probe, 20),
            );
      probe();
    }
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

export const freeDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mds-bench-'));

/** The fake API (and the console from `dist`, when given) on a port the system picks. */
export function startFakeApi(opts: {
  policies: number;
  dataDir: string;
  dist?: string;
  keepData?: boolean;
  databaseUrl?: string;
  /** More environment (LOG_LEVEL, METRICS_TOKEN…). */
  env?: NodeJS.ProcessEnv;
  /** Its port, for a server that does not print it (LOG_LEVEL=silent); default: one the system picks, read from its start line. */
  port?: number;
  /** Node's arguments for another server than the built one (bench/historyServerMain.ts). */
  script?: string[];
}): Promise<Child> {
  // PORT=0: the system picks a free port; main.ts prints the one it got.
  const args = [...(opts.script ?? [API_FILE]), ...(opts.dist ? ['--serve', opts.dist] : [])];
  const env = {
    NODE_ENV: 'test',
    PORT: String(opts.port ?? 0),
    API_PORT: String(opts.port ?? 0),
    DATA_DIR: opts.dataDir,
    SEED_POLICIES: String(opts.policies),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  };
  return start(
    args,
    env,
    (out) => (opts.port ? String(opts.port) : /http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1]),
    () => opts.keepData || fs.rmSync(opts.dataDir, { recursive: true, force: true }),
  );
}

/** json-server on the seeded policies, in memory, or kept in `file` (rewritten on every write). */
export const startJsonServer = (policies: number, file?: string) =>
  start(['--import', 'tsx', 'bench/jsonServerMain.ts', String(policies), ...(file ? [file] : [])], {}, (out) => /listening (\d+)/.exec(out)?.[1]);
