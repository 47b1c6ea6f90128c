/**
 * The built console read as a browser reads it: its HTML asks for the entry script
 * without blocking the first paint and preloads what the entry imports and what the visitor's first
 * page needs (the login page or the console), no stylesheet blocks rendering, fonts never hide text,
 * and every text file has the brotli and gzip copies the server answers with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDeclarationFiles } from '../../resources/lib/loadDeclarations';
import { consoleSuite } from './suite';

const suite = consoleSuite();
const dist = process.env.CONSOLE_DIST ?? 'dist';

const fetchAsBrowser = (urlPath: string) => fetch(suite.server.url + urlPath, { headers: { 'Accept-Encoding': 'br, gzip' } });

/** The `<head>` of the console's page, as served. */
async function head(): Promise<string> {
  const html = await (await fetchAsBrowser('/login')).text();
  return /<head>([\s\S]*)<\/head>/.exec(html)![1];
}

/** The tags named `name` in `html`, each as its attributes. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1].toLowerCase(), a[2] ?? ''])),
  );
}

describe('the built console, as a browser reads it', () => {
  it('asks for its entry script in the head, as a module (not blocking), and preloads what the entry imports', async () => {
    const page = await head();
    const scripts = tags(page, 'script').filter((s) => s.src);
    expect(scripts.map((s) => s.src)).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]{8}\.js$/)]);
    // A module script is deferred: the parser never waits for it.
    for (const script of scripts) expect(script.type).toBe('module');
    const entry = await (await fetchAsBrowser(scripts[0].src)).text();
    const imports = [...entry.matchAll(/(?:^|[;\s}])import\s*(?:[\w{}\s,*$]+from\s*)?"\.\/([\w.-]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
    const preloaded = tags(page, 'link')
      .filter((l) => l.rel === 'modulepreload')
      .map((l) => l.href);
    expect(imports.length).toBeGreaterThan(0);
    for (const imported of imports) expect(preloaded).toContain(imported);
  });

  // The entry imports the login page or the console dynamically: the page preloads the one the visitor
  // will see as it is read, not after the entry has run, and never the other; a signed-in visitor's
  // page (its own chunk, loaded by the router) too.
  it('preloads the login page for a signed-out visitor, and the console with the page at the URL (without the login page) for a signed-in one', async () => {
    const preloads = async (signedIn: boolean, path = '/list/search-table') => {
      const context = await suite.browser.newContext({ baseURL: suite.server.url });
      if (signedIn) await context.addInitScript(() => localStorage.setItem('token', 'any'));
      const page = await context.newPage();
      // No script runs but the page's own: what the HTML preloads, before the entry's code.
      await page.route('**/assets/index-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.goto(path);
      const hrefs = await page.locator('link[rel=modulepreload]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
      await context.close();
      return hrefs.map((h) => h.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    };
    const signedOut = await preloads(false);
    expect(signedOut).toEqual(expect.arrayContaining(['standalone', 'LoginPage']));
    expect(signedOut).not.toContain('AdminRoot');
    const signedIn = await preloads(true);
    expect(signedIn).toEqual(expect.arrayContaining(['AdminRoot', 'zh-CN']));
    expect(signedIn).not.toContain('standalone');
    expect(signedIn).not.toContain('LoginPage');
    // And the page at the URL: its chunks come with the console's, not after the console has run.
    expect(signedIn).toEqual(expect.arrayContaining(['searchTable', 'list']));
    expect(signedIn).not.toContain('workplace');
    const landing = await preloads(true, '/dashboard/workplace');
    expect(landing).toEqual(expect.arrayContaining(['AdminRoot', 'workplace']));
    expect(landing).not.toContain('searchTable');
    expect(await preloads(true, '/project/2')).toContain('workplace');
    expect(await preloads(false, '/project/2')).not.toContain('workplace');
  });

  it("readies a signed-in visitor's number and date formats as the HTML is read, after asking for the first page", async () => {
    /** The formats the page's own scripts make, each with what had been asked for by then. */
    const made = async (storage: Record<string, string>) => {
      const context = await suite.browser.newContext({ baseURL: suite.server.url });
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        const log: { kind: string; locale: string; preloads: number }[] = [];
        (window as unknown as { made: typeof log }).made = log;
        const intl = Intl as unknown as Record<string, new (locale: string) => unknown>;
        for (const kind of ['NumberFormat', 'DateTimeFormat'])
          intl[kind] = new Proxy(intl[kind], {
            construct(target, args: [string]) {
              log.push({ kind, locale: args[0], preloads: document.querySelectorAll('link[rel=modulepreload]').length });
              return new target(...args) as object;
            },
          });
      }, storage);
      const page = await context.newPage();
      // No script runs but the page's own (the entry's code would make formats of its own).
      await page.route('**/assets/index-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.goto('/dashboard/workplace');
      const log = await page.evaluate(() => (window as unknown as { made: unknown[] }).made);
      await context.close();
      return log as { kind: string; locale: string; preloads: number }[];
    };
    const signedIn = await made({ token: 'any', 'arco-locale': 'en-US' });
    expect(signedIn.map((m) => [m.kind, m.locale])).toEqual([
      ['NumberFormat', 'en-US'],
      ['DateTimeFormat', 'en-US'],
    ]);
    // Not before the first page's code is asked for.
    expect(signedIn[0].preloads).toBeGreaterThan(0);
    expect((await made({ token: 'any' })).map((m) => m.locale)).toEqual(['zh-CN', 'zh-CN']);
    expect(await made({})).toEqual([]);
  });

  it('has no render-blocking stylesheet and no web font that hides text', async () => {
    const page = await head();
    expect(tags(page, 'link').filter((l) => l.rel === 'stylesheet')).toEqual([]);
    const css = fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.css'));
    for (const name of css) {
      const text = fs.readFileSync(path.join(dist, 'assets', name), 'utf8');
      for (const face of text.match(/@font-face\s*{[^}]*}/g) ?? []) expect(face, name).toMatch(/font-display:\s*(swap|optional|fallback)/);
    }
    // No font files are shipped or fetched from elsewhere: the system's fonts draw the text at once.
    expect(fs.readdirSync(path.join(dist, 'assets')).filter((name) => /\.(woff2?|ttf|otf|eot)$/.test(name))).toEqual([]);
    expect(page).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
  });

  it('has a brotli and a gzip copy of every text file, which the server sends', async () => {
    const files = fs.readdirSync(path.join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const size = fs.statSync(path.join(dist, 'assets', name)).size;
      // The plugin skips a copy that would not be smaller (a file of a few bytes).
      if (size < 200) continue;
      for (const copy of ['br', 'gz']) expect(fs.existsSync(path.join(dist, 'assets', `${name}.${copy}`)), `${name}.${copy}`).toBe(true);
    }
    const entry = tags(await head(), 'script').find((s) => s.src)!.src;
    const res = await fetch(suite.server.url + entry, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const page = await fetchAsBrowser('/login');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it("holds none of the demo data: the declarations' seed rules are the fake API's alone", async () => {
    // The strings only a seed rule holds (the rest of its declaration's module, messages included, does not).
    const files = await loadDeclarationFiles();
    const seedOnly = (
      await Promise.all(
        files.map(async ({ file, decl }) => {
          const module: unknown = await import(pathToFileURL(file).href);
          const rest = JSON.stringify(module, (key, value: unknown) => (key === 'seed' ? undefined : value));
          return Object.values(decl.fields).flatMap((f) =>
            f.seed?.kind === 'cycle' ? f.seed.values.filter((v): v is string => typeof v === 'string' && v.length > 6 && !rest.includes(v)) : [],
          );
        }),
      )
    ).flat();
    expect(seedOnly.length).toBeGreaterThan(20);
    const code = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => fs.readFileSync(path.join(dist, 'assets', name), 'utf8'))
      .join('\n');
    // As a string of its own (a seed title may be part of a longer message of the console's).
    const asLiteral = (value: string) => ['"', "'", '`'].some((quote) => code.includes(quote + value + quote));
    expect(seedOnly.filter(asLiteral)).toEqual([]);
  });
});
