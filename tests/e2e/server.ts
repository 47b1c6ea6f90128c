/** Serves the built console and a fresh fake API on a free loopback port for one test file. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/freePort';

export interface ConsoleServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startConsole(env: Record<string, string> = {}): Promise<ConsoleServer> {
  // CONSOLE_DIST lets parallel runs test their own build.
  const dist = process.env.CONSOLE_DIST ?? 'dist';
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`Build the console first (npm run build): ${dist}/index.html is missing`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'fake-api/main.ts', '--serve', dist], {
    // Loose sign-in limits: the suite signs in far more often than a person would.
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_ADDRESS: '100000', RATE_LIMIT_PHONE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The console server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The console server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
