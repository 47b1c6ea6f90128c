/**
 * What a cold-cache browser downloads to show one page: every JS and CSS response, with its
 * raw size, its gzip and brotli sizes (computed here, gzip level 9 and brotli quality 11 as the
 * build writes them, so the figures do not depend on the server) and the bytes that really came
 * over the wire. Shared by `npm run bench` and the byte-budget test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { SETTLED_MARK } from '../domain/events';
import { networkIdle, requestsInFlight } from './networkIdle';

export interface Asset {
  /** Path of the file, e.g. /assets/index-abc.js */
  path: string;
  type: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
  /** The response body's bytes as sent (encoded); for a build's file, its brotli size. */
  wire: number;
}

type Sizes = Pick<Asset, 'raw' | 'gzip' | 'brotli' | 'wire'>;

export interface PageBytes {
  assets: Asset[];
  js: Sizes;
  css: Sizes;
}

const sizes = (body: Buffer, wire?: number): Sizes => {
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli, wire: wire ?? brotli };
};

export const sumBytes = (assets: readonly Asset[], type: Asset['type']): Sizes =>
  assets
    .filter((a) => a.type === type)
    .reduce((s, a) => ({ raw: s.raw + a.raw, gzip: s.gzip + a.gzip, brotli: s.brotli + a.brotli, wire: s.wire + a.wire }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
      wire: 0,
    });

/** Every JS and CSS file of a build (`<dist>/assets`), largest brotli first: what any page may download. */
export function buildAssets(dist: string): Asset[] {
  const dir = path.join(dist, 'assets');
  return fs
    .readdirSync(dir)
    .flatMap((name): Asset[] => {
      const type = name.endsWith('.js') ? 'js' : name.endsWith('.css') ? 'css' : undefined;
      if (!type) return [];
      const body = fs.readFileSync(path.join(dir, name));
      return [{ path: `/assets/${name}`, type, ...sizes(body) }];
    })
    .sort((a, b) => b.brotli - a.brotli || a.path.localeCompare(b.path));
}

/**
 * Opens `url` in a fresh context (cold cache), optionally prepared by `before` (e.g. a stored
 * session), waits until `ready` resolves and the network is idle (the live stream aside), and lists
 * the JS and CSS fetched before the page settled (the console's SETTLED_MARK).
 */
export async function pageBytes(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  before?: (page: Page) => Promise<unknown>,
): Promise<PageBytes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const inFlight = requestsInFlight(page);
    if (before) await before(page);
    const pending: Promise<Asset | undefined>[] = [];
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      const type = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : undefined;
      if (!type) return;
      pending.push(
        Promise.all([res.body(), res.request().sizes()]).then(
          ([body, sent]) => ({ path, type, ...sizes(body, sent.responseBodySize) }),
          () => undefined,
        ),
      );
    });
    await page.goto(url);
    await ready(page);
    await networkIdle(page, inFlight);
    // What the console asks for once the page has settled (the live stream's code) is not what it loads to show itself.
    const late = new Set(
      await page.evaluate((mark) => {
        const settled = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= settled)
          .map((e) => new URL(e.name).pathname);
      }, SETTLED_MARK),
    );
    const assets = (await Promise.all(pending)).filter((a): a is Asset => !!a && !late.has(a.path)).sort((a, b) => b.brotli - a.brotli);
    return { assets, js: sumBytes(assets, 'js'), css: sumBytes(assets, 'css') };
  } finally {
    await context.close();
  }
}
