/**
 * What a cold-cache browser downloads to show one page: every JS and CSS response, with its
 * raw size and its gzip size (computed here, level 9, so figures do not depend on the server).
 * Shared by `npm run bench` and the byte-budget test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export interface Asset {
  /** Path of the file, e.g. /assets/index-abc.js */
  path: string;
  type: 'js' | 'css';
  raw: number;
  gzip: number;
}

export interface PageBytes {
  assets: Asset[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

export const sumBytes = (assets: readonly Asset[], type: Asset['type']) =>
  assets.filter((a) => a.type === type).reduce((s, a) => ({ raw: s.raw + a.raw, gzip: s.gzip + a.gzip }), { raw: 0, gzip: 0 });

/** Every JS and CSS file of a build (`<dist>/assets`), largest gzip first: what any page may download. */
export function buildAssets(dist: string): Asset[] {
  const dir = path.join(dist, 'assets');
  return fs
    .readdirSync(dir)
    .flatMap((name): Asset[] => {
      const type = name.endsWith('.js') ? 'js' : name.endsWith('.css') ? 'css' : undefined;
      if (!type) return [];
      const body = fs.readFileSync(path.join(dir, name));
      return [{ path: `/assets/${name}`, type, raw: body.length, gzip: gzipSize(body) }];
    })
    .sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
}

/**
 * Opens `url` in a fresh context (cold cache), optionally prepared by `before` (e.g. a stored
 * session), waits until `ready` resolves and the network is idle, and lists the JS and CSS fetched.
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
    if (before) await before(page);
    const pending: Promise<Asset | undefined>[] = [];
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      const type = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : undefined;
      if (!type) return;
      pending.push(
        res.body().then(
          (body) => ({ path, type, raw: body.length, gzip: gzipSize(body) }),
          () => undefined,
        ),
      );
    });
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const assets = (await Promise.all(pending)).filter((a): a is Asset => !!a).sort((a, b) => b.gzip - a.gzip);
    return { assets, js: sumBytes(assets, 'js'), css: sumBytes(assets, 'css') };
  } finally {
    await context.close();
  }
}
