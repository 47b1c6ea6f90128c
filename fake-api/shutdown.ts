/**
 * Graceful shutdown: on SIGTERM or SIGINT the server stops accepting connections, answers the
 * requests it has accepted (up to SHUTDOWN_TIMEOUT_S, default 10), then the API stops its jobs
 * and closes the database, and the process exits 0. Keep-alive connections are told to close after
 * their answer, so a balancer sends the next request elsewhere. A second signal stops at once.
 */
import type { Server } from 'node:http';
import { envInt } from './rateLimit';

export interface Stoppable {
  /** Ends what would keep a connection open on its own (the live streams). */
  drain?: () => void;
  close: () => Promise<void>;
}

/** How long accepted requests may take to finish before their connections are cut, in ms. */
export const shutdownTimeoutMs = (env: NodeJS.ProcessEnv) => envInt(env, 'SHUTDOWN_TIMEOUT_S', 10) * 1000;

/**
 * Stops `server`, then `api`, when the process is asked to; answers the function that does it
 * (for a start that fails after listening). `log` says what happens, `exit` ends the process.
 */
export function stopOnSignals(
  server: Server,
  api: Stoppable,
  opts: { timeoutMs: number; log: (line: string) => void; exit?: (code: number) => never },
): () => Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;
  // An answer given while stopping closes its connection: the client's next request opens one elsewhere.
  server.prependListener('request', (_req, res) => {
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
  });
  const stop = () =>
    (stopping ??= (async () => {
      opts.log(`stopping: answering the requests under way (at most ${opts.timeoutMs / 1000} s)`);
      const cut = setTimeout(() => {
        opts.log('stopping: time is up, closing the connections still open');
        server.closeAllConnections();
      }, opts.timeoutMs);
      cut.unref();
      api.drain?.();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      clearTimeout(cut);
      await api.close();
      opts.log('stopped');
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        opts.log(`${signal} again: stopping now`);
        exit(1);
      }
      void stop().then(
        () => exit(0),
        (e: Error) => {
          opts.log(`could not stop cleanly: ${e.message}`);
          exit(1);
        },
      );
    });
  }
  return stop;
}
