/**
 * Serves the fake API on 127.0.0.1, by its arguments and environment:
 *   main.ts                 API for `npm start` (port API_PORT, default 3001)
 *   main.ts --serve dist    the built console and the API on PORT (default 3000)
 * Demo mode (demo accounts) is on unless NODE_ENV=production. DATA_DIR holds the store (.data).
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ResourceDecl } from '../resources/lib/schema';
import { createApi } from './app';
import type { FeatureModule } from './feature';
import { log } from './logger';
import { shutdownTimeoutMs, stopOnSignals } from './shutdown';

export async function serve({ declarations, features }: { declarations: ResourceDecl[]; features: readonly FeatureModule[] }) {
  const args = process.argv.slice(2);
  const serveIndex = args.indexOf('--serve');
  const consoleDir = serveIndex >= 0 ? path.resolve(args[serveIndex + 1] ?? 'dist') : undefined;
  const port = Number(consoleDir ? (process.env.PORT ?? 3000) : (process.env.API_PORT ?? 3001));
  const demo = process.env.NODE_ENV !== 'production';
  const host = '127.0.0.1';
  let timeoutMs: number;
  try {
    timeoutMs = shutdownTimeoutMs(process.env);
  } catch (e) {
    log.fatal(`cannot start: ${(e as Error).message}`);
    process.exit(1);
  }

  const api = await createApi({ dataDir: path.resolve(process.env.DATA_DIR ?? '.data'), declarations, features, demo, consoleDir }).catch((e: Error) => {
    log.fatal(`cannot start: ${e.message}`);
    process.exit(1);
  });
  const server = api.app.listen(port, host, () => {
    // The bound port, not the asked one: PORT=0 lets the system pick a free port.
    const bound = (server.address() as AddressInfo).port;
    log.info(`${consoleDir ? 'console and API' : 'API'} on http://${host}:${bound}${demo ? ' (demo mode: admin/admin, user/user, reviewer/reviewer)' : ''}`);
  });
  server.on('error', (e) => {
    log.fatal(`cannot listen on ${host}:${port}: ${e.message}`);
    void api.close().then(() => process.exit(1));
  });

  // Stop taking requests, answer those accepted, stop the jobs, close the database (shutdown.ts).
  stopOnSignals(server, api, { timeoutMs, log: (line) => log.info(line) });
}
