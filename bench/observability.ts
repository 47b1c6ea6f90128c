/**
 * What watching the API costs: the write load (writeLoad.ts) on SQLite with the request log and the
 * metrics on (LOG_LEVEL=info, METRICS_TOKEN set, scraped every second, more often than a Prometheus
 * would) and off (LOG_LEVEL=silent, no METRICS_TOKEN: no timing middleware at all), in turns, so
 * that the machine's drift during the run falls on both alike. The aim: at most 5 % fewer writes/s.
 */
import http from 'node:http';
import { freeDataDir, startFakeApi } from './processes';
import { writeLoadInTurns, type WriteLoad } from './writeLoad';

export type Watching = 'off' | 'on';
export interface ObservabilityResults {
  turns: { watching: Watching; load: WriteLoad }[];
  /** Median writes/s of each. */
  writesPerSecond: Record<Watching, number>;
  /** 1 − on/off: the share of the write rate that watching takes. */
  cost: number;
}

const TOKEN = 'bench-metrics-token';
const ENV: Record<Watching, NodeJS.ProcessEnv> = {
  off: { LOG_LEVEL: 'silent', METRICS_TOKEN: '' },
  on: { LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN },
};

/** Asks for the metrics every second until stopped, as a scraper would. */
function scrape(url: string): () => void {
  const timer = setInterval(() => {
    http.get(`${url}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } }, (res) => res.resume()).on('error', () => {});
  }, 1000);
  return () => clearInterval(timer);
}

export async function observabilityBench(opts: {
  policies: number;
  seconds: number;
  turns: number;
  median: (xs: number[]) => number;
  log: (m: string) => void;
}): Promise<ObservabilityResults> {
  opts.log(`the cost of logs and metrics: the write load with them off and on, ${opts.turns} turns of ${opts.seconds} s each`);
  const { turns, writesPerSecond, cost } = await writeLoadInTurns(
    {
      off: { start: (port) => startFakeApi({ policies: opts.policies, dataDir: freeDataDir(), env: ENV.off, port }) },
      on: { start: (port) => startFakeApi({ policies: opts.policies, dataDir: freeDataDir(), env: ENV.on, port }), beside: scrape },
    },
    opts,
  );
  return { turns: turns.map((t) => ({ watching: t.variant, load: t.load })), writesPerSecond, cost };
}
