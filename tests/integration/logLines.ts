/** The API's log lines in tests: kept to be read, or left out of the test run's output. */
import { createLogger, type Logger } from '../../fake-api/logger';

/** One line as the API writes it (fake-api/logger.ts, requestLog.ts). */
export interface LogLine {
  level: string;
  time: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  userId?: number;
  msg: string;
  err?: { type: string; message: string; stack: string };
  [field: string]: unknown;
}

/** A logger made as the API makes its own (LOG_LEVEL…), whose lines are kept, as written and parsed. */
export function capturedLog(env: NodeJS.ProcessEnv = {}) {
  const raw: string[] = [];
  const logger = createLogger(env, { write: (line: string) => void raw.push(line) });
  return {
    logger,
    /** Everything written, as it was written. */
    text: () => raw.join(''),
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
  };
}

/**
 * What an in-process API logs in a test that does not read its log: errors go to console.error,
 * where tests/consoleGuard.ts fails the test that did not expect one; the rest is left out.
 */
export const testLogger = (): Logger => createLogger({ LOG_LEVEL: 'error' }, { write: (line: string) => console.error(line.trimEnd()) });
