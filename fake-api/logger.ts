/**
 * The API's log: one JSON line per event on stdout (pino), for a log collector to read; under
 * `npm start` the same lines pretty-printed for a person. Requests are logged by requestLog.ts.
 *   LOG_LEVEL    fatal, error, warn, info (default), debug, trace, or silent (nothing at all)
 *   LOG_FORMAT   json or pretty; unset: pretty in development when the output is a terminal
 *                (directly, or through `npm start`'s prefixing, which sets FORCE_COLOR), else json
 * A wrong value of either stops the start with a message that names it.
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import PinoPretty from 'pino-pretty';

export type { Logger };

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const FORMATS = ['json', 'pretty'] as const;

/** LOG_LEVEL, checked. */
export function logLevel(env: NodeJS.ProcessEnv): (typeof LEVELS)[number] {
  const raw = (env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (raw === '') return 'info';
  const level = LEVELS.find((l) => l === raw);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}; "${raw.slice(0, 40)}" is none of them`);
  return level;
}

/** LOG_FORMAT, checked; unset, pretty only where a person reads the output as it comes. */
export function logFormat(env: NodeJS.ProcessEnv, toTerminal = Boolean(process.stdout.isTTY)): (typeof FORMATS)[number] {
  const raw = (env.LOG_FORMAT ?? '').trim().toLowerCase();
  if (raw === '') {
    const development = env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test';
    return development && (toTerminal || Boolean(env.FORCE_COLOR)) ? 'pretty' : 'json';
  }
  const format = FORMATS.find((f) => f === raw);
  if (!format) throw new Error(`LOG_FORMAT must be json or pretty; "${raw.slice(0, 40)}" is neither`);
  return format;
}

/**
 * What an error line keeps: its type, message, stack and code. Not the rest of its fields: a
 * driver's error can carry the values it was given (PostgreSQL's `detail`, a body parser's `body`).
 */
function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err).slice(0, 500) };
  const { type, message, stack } = pino.stdSerializers.err(err);
  const code = (err as { code?: unknown }).code;
  return { type, message, stack, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}) };
}

const options = (env: NodeJS.ProcessEnv): LoggerOptions => ({
  level: logLevel(env),
  // Level names and ISO times: a line reads the same in a terminal, a file or a collector.
  formatters: { level: (label) => ({ level: label }) },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: errorFields },
});

/**
 * A logger made from the environment, writing to `destination` when given (tests), else to stdout.
 * Pretty-printing is a stream in this process, not a worker transport: the one-file build
 * (vite.api.config.ts) cannot ship a transport's worker file. JSON lines are written in batches
 * (4 KB, or every 100 ms): one system call per line took a share of the write rate under load
 * (bench/observability.ts); what is pending is written out when the process exits.
 */
export function createLogger(env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): Logger {
  const opts = options(env);
  if (destination) return pino(opts, destination);
  if (logFormat(env) === 'json') return pino(opts, pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 100 }));
  return pino(opts, PinoPretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true }));
}

function rootLogger(): Logger {
  try {
    return createLogger(process.env);
  } catch (e) {
    // Nothing starts on a setting that cannot be read: said once, in the default format, and the process stops.
    createLogger({ NODE_ENV: process.env.NODE_ENV, FORCE_COLOR: process.env.FORCE_COLOR }).fatal(`cannot start: ${(e as Error).message}`);
    process.exit(1);
  }
}

/** The root logger, made from the environment when the API's code is loaded. */
export const log: Logger = rootLogger();
