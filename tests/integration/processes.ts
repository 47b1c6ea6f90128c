/** The fake API as its own process (`fake-api/main.ts`), as a service manager runs it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/freePort';
import { engineEnv } from './engine';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** The API from its sources; `npm run serve` runs the one-file build instead (`[file]`). */
const FROM_SOURCES = ['--import', 'tsx', 'fake-api/main.ts'];
/** The API from its sources, printing each scheduled job's run as it ends (jobTrace.ts; see `jobRuns`). */
export const TRACING_JOBS = ['--import', 'tsx', '--import', './tests/integration/jobTrace.ts', 'fake-api/main.ts'];

/** What each run of job `name` answered in a process started with TRACING_JOBS, in order. */
export const jobRuns = (api: ApiProcess, name: string): string[] =>
  [...api.output().matchAll(/^\[job\] (\S+): (.*)$/gm)].filter((m) => m[1] === name).map((m) => m[2]);

/** Starts the API on a data folder (and its database on PostgreSQL), resolved once it listens. */
export async function spawnApi(dir: string, env: Record<string, string> = {}, nodeArgs = FROM_SOURCES): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'test', API_PORT: String(port), ...(await engineEnv(dir)), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`the API exited with ${code}:\n${output}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** Kills it (SIGKILL) unless it is gone already, and waits for the exit. */
export async function killApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  await api.exited;
}

/** Stops it as a service manager does (SIGTERM: it closes its store) unless it is gone already, and waits for the exit. */
export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  await api.exited;
}

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npx tsx scripts/<script> …` as an operator runs it (`npm run db`, `npm run jobs`), with `env` over this process's: its exit code and output. */
export async function runScript(script: string, args: readonly string[], env: Record<string, string>): Promise<ScriptRun> {
  const child = spawn('npx', ['tsx', `scripts/${script}`, ...args], { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let [stdout, stderr] = ['', ''];
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stdout, stderr };
}

/** The same on a data folder's database (its SQLite file, or its PostgreSQL database): DATABASE_URL only as the folder has it. */
export const runScriptOn = async (dir: string, script: string, args: readonly string[], env: Record<string, string> = {}): Promise<ScriptRun> =>
  runScript(script, args, { DATABASE_URL: '', ...env, ...(await engineEnv(dir)) });
