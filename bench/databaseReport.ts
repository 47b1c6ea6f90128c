/** The database section of bench/results.md. */
import type { DatabaseResults, Server } from './database';
import type { Load } from './http';
import type { WriteLoad } from './writeLoad';

type Table = (head: string[], rows: (string | number)[][]) => void;

const SERVER: Record<Server, string> = {
  sqlite: 'Fake API, SQLite',
  postgres: 'Fake API, PostgreSQL',
  jsonFile: 'json-server, one JSON file rewritten per write',
};
const ms = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? `${n.toFixed(1)} ms` : `${Math.round(n)} ms`);
const rate = (n: number, failures: number) => `${n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1)}${failures ? ` (${failures} failed)` : ''}`;

export function renderDatabase(db: DatabaseResults, seconds: number, lines: string[], table: Table) {
  const sizes = [...new Set(db.writes.map((w) => w.policies))].sort((a, b) => b - a);
  const [large, small] = sizes;
  lines.push(
    `## Write load: 4 writers creating policies, 1 reader asking for a list page every 20 ms (${seconds} s per cell, after 1 s of the same load not counted)`,
    '',
    'Writes/s counts acknowledged writes. SQLite commits with `synchronous=FULL` (every commit on disk before the answer); PostgreSQL runs with fsync on. The ratio is writes/s at the large seed over writes/s at the small one: 1 means the cost of a write does not grow with the data.',
    '',
  );
  const of = (server: Server, policies: number): WriteLoad | undefined => db.writes.find((w) => w.server === server && w.policies === policies)?.load;
  table(
    ['Server', 'Policies', 'Writes/s', 'Write p50', 'Write p99', 'Reader p50', 'Reader p99', 'Large ÷ small'],
    db.writes.map(({ server, policies, load }) => {
      const other = small === undefined ? undefined : of(server, small);
      const ratio = policies === large && other ? `${(load.writesPerSecond / other.writesPerSecond).toFixed(2)}` : '';
      return [
        SERVER[server],
        policies.toLocaleString('en-US'),
        rate(load.writesPerSecond, load.failures),
        ms(load.writeP50),
        ms(load.writeP99),
        ms(load.readP50),
        ms(load.readP99),
        ratio,
      ];
    }),
  );
  lines.push(
    "For reference, the JSON-store version of the fake API (every write serialized the whole store and fsync'd it), measured on this machine kind before the move to a database: 5.2 writes/s at 100,000 policies (write p50 891 ms; reader p50 539 ms, p99 848 ms) and 207 writes/s at 55.",
    '',
    `## List pages on PostgreSQL (${large?.toLocaleString('en-US') ?? ''} policies, one autocannon load of ${seconds} s per cell)`,
    '',
  );
  table(
    ['Page', 'Connections', 'Req/s', 'p50', 'p99'],
    db.postgresReads.map(({ query, connections, load }: { query: string; connections: number; load: Load }) => [
      query,
      connections,
      rate(load.rps, load.failures),
      ms(load.p50),
      ms(load.p99),
    ]),
  );
  lines.push(`## Fake API on PostgreSQL with ${large?.toLocaleString('en-US') ?? ''} policies`, '');
  table(
    ['First start (seeds the database)', 'Restart (opens it)', 'RSS after the loads (once)'],
    [[ms(db.postgresStart.seedStartMs), ms(db.postgresStart.restartMs), `${(db.postgresStart.rss / 2 ** 20).toFixed(0)} MB`]],
  );
}
