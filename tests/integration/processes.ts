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
