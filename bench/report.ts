/** The bench's results: one JSON document and a Markdown table made from it. */
import fs from 'node:fs';
import path from 'node:path';
import type { Action } from './browser';
import type { Load, QueryName } from './http';
import type { DatabaseResults } from './database';
import type { FirstVisitResults } from './firstVisit';
import { renderDatabase } from './databaseReport';
import type { LiveResults } from './live';
import type { ObservabilityResults } from './observability';
import { sumBytes, type Asset, type PageBytes } from './pageBytes';

export interface Results {
  date: string;
  machine: string;
  runs: number;
  durationS: number;
  policies: { small: number; large: number };
  quick: boolean;
  /** plainList: the plain react-admin app's whole build (one file, the list its only page). */
  bytes: Record<'login' | 'workplace' | 'policyList' | 'plainList', PageBytes>;
  /** Every JS and CSS file of the build, downloaded by a page or not. */
  build: Asset[];
  firstRow: { cpu1x: number; cpu4x: number; cpu1xLarge: number; cpu4xLarge: number };
  interactions: Record<'small' | 'large', Record<Action, number>>;
  http: { query: QueryName | 'varied'; connections: number; ours: Load; jsonServer: Load }[];
  memory: { rssAfterLoad: number; seedStartMs: number; restartMs: number; jsonServerRss: number };
  database: DatabaseResults;
  /** The write rate with the request log and metrics on and off (absent from results made before they existed). */
  observability?: ObservabilityResults;
  /** Revisions' cost, event delivery and search (absent before they existed); `--only live` rewrites it alone. */
  live?: LiveResults & { date: string; loadAverage?: number };
  /** Lighthouse and the first row beside a plain react-admin app; `--only lighthouse` rewrites it alone. */
  firstVisit?: FirstVisitResults & { date: string; loadAverage?: number };
}

// Older results (before brotli and wire sizes were recorded) lack some figures.
const kb = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '–' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n: number) => `${Math.round(n)} ms`;
const num = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

export function renderMarkdown(r: Results): string {
  const lines: string[] = [];
  const table = (head: string[], rows: (string | number)[][]) => {
    lines.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`), '');
  };
  lines.push(
    '# Bench results',
    '',
    `${r.date} · ${r.machine} · ${r.policies.small} and ${r.policies.large.toLocaleString('en-US')} policies${r.quick ? ' · QUICK smoke run' : ''}`,
    '',
    `Bytes, browser times and start-up times are the median of ${r.runs} runs. Each HTTP cell is one ${r.durationS} s autocannon load (after a 1 s warm-up): its rate is the mean over the load and p50/p99 are over all its requests. RSS is read once, after the loads.`,
    '',
    '## Bytes the browser downloads (cold cache; gzip computed at level 9, brotli at quality 11; wire: the encoded bytes the server sent)',
    '',
  );
  const pages = [
    ['Login page', r.bytes.login],
    ['Workplace', r.bytes.workplace],
    ['Policy list', r.bytes.policyList],
    ['Plain react-admin list (its whole build)', r.bytes.plainList],
  ] as const;
  table(
    ['Page', 'JS files', 'JS raw', 'JS gzip', 'JS brotli', 'JS wire', 'CSS raw', 'CSS brotli'],
    pages.map(([name, b]) => [
      name,
      b.assets.filter((a) => a.type === 'js').length,
      kb(b.js.raw),
      kb(b.js.gzip),
      kb(b.js.brotli),
      kb(b.js.wire),
      kb(b.css.raw),
      kb(b.css.brotli),
    ]),
  );
  lines.push('## Time to the first policy row (navigation start to the row on screen)', '');
  table(
    ['Policies', 'CPU 1×', 'CPU 4×'],
    [
      [r.policies.small, ms(r.firstRow.cpu1x), ms(r.firstRow.cpu4x)],
      [r.policies.large.toLocaleString('en-US'), ms(r.firstRow.cpu1xLarge), ms(r.firstRow.cpu4xLarge)],
    ],
  );
  lines.push('## Input to changed rows on screen (CPU 1×)', '');
  table(
    ['Policies', 'Next page', 'Sort', 'Select filter'],
    (['small', 'large'] as const).map((k) => [
      r.policies[k].toLocaleString('en-US'),
      ms(r.interactions[k].nextPage),
      ms(r.interactions[k].sort),
      ms(r.interactions[k].selectFilter),
    ]),
  );
  lines.push(
    `## List pages over HTTP: fake API vs plain json-server 0.17 (${r.policies.large.toLocaleString('en-US')} policies, one autocannon load of ${r.durationS} s per cell, loopback)`,
    '',
  );
  table(
    ['Page', 'Connections', 'Fake API req/s', 'p50', 'p99', 'json-server req/s', 'p50', 'p99', 'Ratio'],
    r.http.map((h) => [
      h.query,
      h.connections,
      num(h.ours.rps) + (h.ours.failures ? ` (${h.ours.failures} failed)` : ''),
      ms(h.ours.p50),
      ms(h.ours.p99),
      num(h.jsonServer.rps) + (h.jsonServer.failures ? ` (${h.jsonServer.failures} failed)` : ''),
      ms(h.jsonServer.p50),
      ms(h.jsonServer.p99),
      h.jsonServer.rps > 0 ? `${num(h.ours.rps / h.jsonServer.rps)}×` : '∞',
    ]),
  );
  lines.push(
    '`varied`: every request asks a different page (1–50), status filter (or none) and sort (four fields, both ways), so no cache of repeated answers can serve it.',
    '',
  );
  lines.push(`## Fake API on SQLite with ${r.policies.large.toLocaleString('en-US')} policies`, '');
  table(
    ['First start (seeds the database)', 'Restart (opens it)', 'RSS after the loads (once)', 'json-server RSS, same data (once)'],
    [
      [
        ms(r.memory.seedStartMs),
        ms(r.memory.restartMs),
        `${(r.memory.rssAfterLoad / 2 ** 20).toFixed(0)} MB`,
        `${(r.memory.jsonServerRss / 2 ** 20).toFixed(0)} MB`,
      ],
    ],
  );
  lines.push(
    'Every fake API of the bench is the one file `npm run build` makes and `npm run serve` runs (plain Node); a start is from the spawn to its "listening" line.',
    '',
  );
  renderDatabase(r.database, r.durationS, lines, table);
  if (r.observability) renderObservability(r.observability, r.durationS, lines, table);
  if (r.live) renderLive(r.live, r.durationS, lines, table);
  if (r.firstVisit) renderFirstVisit(r.firstVisit, lines, table);
  const js = sumBytes(r.build, 'js');
  const css = sumBytes(r.build, 'css');
  lines.push(
    `## Every chunk of the build (${r.build.length} files: JS ${kb(js.raw)} raw, ${kb(js.brotli)} brotli; CSS ${kb(css.raw)} raw, ${kb(css.brotli)} brotli)`,
    '',
    '✓: the page downloads the file (cold cache). A file no page column marks is loaded only by other pages.',
    '',
  );
  const downloads = pages.map(([, b]) => new Set(b.assets.map((a) => a.path)));
  table(
    ['File', 'Raw', 'Gzip', 'Brotli', ...pages.map(([name]) => name)],
    r.build.map((a) => [a.path.replace(/^\/assets\//, ''), kb(a.raw), kb(a.gzip), kb(a.brotli), ...downloads.map((d) => (d.has(a.path) ? '✓' : ''))]),
  );
  return lines.join('\n');
}

function renderObservability(o: ObservabilityResults, seconds: number, lines: string[], table: (head: string[], rows: (string | number)[][]) => void) {
  lines.push(
    `## What watching costs: the write load with the request log and metrics off and on (SQLite, ${seconds} s per turn)`,
    '',
    'Off: `LOG_LEVEL=silent`, no `METRICS_TOKEN` (no timing at all). On: a JSON line per request and the metrics, scraped every second. Taken in turns, each turn on a fresh API; the cost is 1 − on/off of the median writes/s (aim: at most 5 %).',
    '',
  );
  table(
    ['Turn', 'Watching', 'Writes/s', 'Write p50', 'Write p99', 'Failures'],
    o.turns.map((t, i) => [Math.floor(i / 2) + 1, t.watching, num(t.load.writesPerSecond), ms(t.load.writeP50), ms(t.load.writeP99), t.load.failures]),
  );
  lines.push(`Median writes/s: ${num(o.writesPerSecond.off)} off, ${num(o.writesPerSecond.on)} on; cost ${(o.cost * 100).toFixed(1)} %.`, '');
}

function renderLive(l: NonNullable<Results['live']>, seconds: number, lines: string[], table: (head: string[], rows: (string | number)[][]) => void) {
  lines.push(
    `## Records' past and the live stream (${l.date}${l.loadAverage === undefined ? '' : `, load average ${l.loadAverage.toFixed(1)} at the start`})`,
    '',
    `The write load on SQLite with every declaration's revisions on and off (the API from its sources both times, live events kept in both), ${seconds} s per turn, in turns; the cost is 1 − on/off of the median writes/s (aim: at most 15 %).`,
    '',
  );
  table(
    ['Turn', 'Revisions', 'Writes/s', 'Write p50', 'Write p99', 'Failures'],
    l.history.turns.map((t, i) => [Math.floor(i / 2) + 1, t.history, num(t.load.writesPerSecond), ms(t.load.writeP50), ms(t.load.writeP99), t.load.failures]),
  );
  lines.push(
    `Median writes/s: ${num(l.history.writesPerSecond.off)} off, ${num(l.history.writesPerSecond.on)} on; cost ${(l.history.cost * 100).toFixed(1)} %.`,
    '',
  );
  const e = l.events;
  lines.push(
    `Event delivery: two API processes on one PostgreSQL database, ${e.streams} streams open on one, ${e.writes} policies created on the other one at a time; from a write's start to its event on a stream of the first process (the write's own time included). Aim: within a second.`,
    '',
  );
  table(['Streams', 'Writes', 'p50', 'p99', 'Max', 'Events missed (all streams)'], [[e.streams, e.writes, ms(e.p50), ms(e.p99), ms(e.max), e.missed]]);
  const s = l.search;
  lines.push(
    `Search (\`GET /api/search?q=\`, a different word each request) on SQLite with ${s.policies.toLocaleString('en-US')} policies, ${s.connections} connections, ${seconds} s:`,
    '',
  );
  table(['Req/s', 'p50', 'p99', 'Failures'], [[num(s.load.rps), ms(s.load.p50), ms(s.load.p99), s.load.failures]]);
}

function renderFirstVisit(v: NonNullable<Results['firstVisit']>, lines: string[], table: (head: string[], rows: (string | number)[][]) => void) {
  lines.push(
    `## First visit: Lighthouse, and a plain react-admin app beside the console (${v.date}${v.loadAverage === undefined ? '' : `, load average ${v.loadAverage.toFixed(1)} at the start`})`,
    '',
    "Lighthouse 12 on Debian's Chromium, cold runs (HTTP cache emptied) taken in turns, every page once and then again; each cell is the median run of its page and preset as Lighthouse picks it (`computeMedianRun`: the run nearest the median FCP and time to interactive), and Runs says how many finished. Served by `npm run serve` (compressed). Mobile: simulated slow 4G and 4× CPU; desktop: its preset. Signed-in pages get the session in localStorage first. Host CPU: Lighthouse's benchmark of this machine at the start of each run (higher is faster); its 4× slowdown assumes a fast desktop, and it warns at 1,000 or below, where the same page scores lower: compare the console with the plain app of the same run, not with another machine's figures. The plain app is react-admin's `<Admin>` with a `<ListGuesser>` on the same policies (bench/plain-react-admin).",
    '',
  );
  table(
    ['Page', 'Preset', 'Performance', 'Accessibility', 'Best practices', 'FCP', 'LCP', 'TBT', 'Host CPU', 'Runs'],
    v.lighthouse.map(({ name, preset, figures: f }) =>
      f
        ? [
            name,
            preset,
            f.performance,
            f.accessibility,
            f.bestPractices,
            ms(f.fcp),
            ms(f.lcp),
            ms(f.tbt),
            f.hostCpu === undefined ? '–' : Math.round(f.hostCpu),
            // Figures from before the median of several runs are of one run.
            f.runs ?? 1,
          ]
        : [name, preset, 'did not finish', '', '', '', '', '', '', 0],
    ),
  );
  lines.push(
    `Time to the first policy row, cold, measured in the same run: the median of ${v.rowRuns} loads of each app, taken in turns (navigation start to the row on screen):`,
    '',
  );
  table(
    ['App', 'CPU 1×', 'CPU 4×'],
    [
      ['Console, policy list', ms(v.firstRow.console.cpu1x), ms(v.firstRow.console.cpu4x)],
      ['Plain react-admin list', ms(v.firstRow.plain.cpu1x), ms(v.firstRow.plain.cpu4x)],
    ],
  );
}

export function writeReport(r: Results, dir: string) {
  fs.writeFileSync(path.join(dir, 'results.json'), JSON.stringify(r, null, 2) + '\n');
  fs.writeFileSync(path.join(dir, 'results.md'), renderMarkdown(r));
}
