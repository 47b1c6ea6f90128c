/** Requests/s and latency of list pages on the fake API and on plain json-server 0.17. */
import autocannon from 'autocannon';

/** The same four pages in each server's own query language. */
export const LIST_QUERIES = {
  plain: { ours: 'current=1&pageSize=10', jsonServer: '_page=1&_limit=10' },
  sorted: { ours: 'current=2&pageSize=10&sort=createdTime&order=desc', jsonServer: '_page=2&_limit=10&_sort=createdTime&_order=desc' },
  filtered: {
    ours: 'current=1&pageSize=10&status=online&sort=createdTime&order=desc',
    jsonServer: '_page=1&_limit=10&status=online&_sort=createdTime&_order=desc',
  },
  searched: {
    ours: 'current=1&pageSize=10&name=cardio&sort=createdTime&order=desc',
    jsonServer: '_page=1&_limit=10&name_like=cardio&_sort=createdTime&_order=desc',
  },
} as const;
export type QueryName = keyof typeof LIST_QUERIES;

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, errors and timeouts: must be 0 for the figures to count. */
  failures: number;
}

/**
 * A page, filter and sort drawn anew for every request (pages 1–50, status or none, four sort
 * fields both ways), so that no cache of repeated answers can stand in for the database.
 */
export function variedQuery(kind: 'ours' | 'jsonServer'): () => string {
  let state = 20260302;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  const sorts = ['createdTime', 'name', 'count', 'number'];
  return () => {
    const page = 1 + next(50);
    const sort = sorts[next(sorts.length)];
    const order = next(2) ? 'asc' : 'desc';
    const status = ['online', 'offline', ''][next(3)];
    if (kind === 'ours') return `current=${page}&pageSize=10&sort=${sort}&order=${order}${status ? `&status=${status}` : ''}`;
    return `_page=${page}&_limit=10&_sort=${sort}&_order=${order}${status ? `&status=${status}` : ''}`;
  };
}

/** `vary`, when given, makes each request's query (the url's own query is then ignored). */
export async function load(url: string, connections: number, duration: number, headers: Record<string, string> = {}, vary?: () => string): Promise<Load> {
  const base = new URL(url);
  const requests = vary ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: `${base.pathname}?${vary()}` }) }] : undefined;
  // A short warm-up first (JIT, lazily built indexes), so the figures are of the steady state.
  await autocannon({ url, connections, duration: 1, headers, requests });
  const r = await autocannon({ url, connections, duration, headers, requests });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts };
}

export async function signIn(baseUrl: string): Promise<{ token: string; role: string }> {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const body = (await res.json()) as { data: { token: string; role: string } };
  return body.data;
}
