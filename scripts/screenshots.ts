/**
 * Screenshots of the console for a person to look at: every page given, in both locales and
 * both themes. Usage: tsx scripts/screenshots.ts [baseUrl] [outDir] [path...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../tests/e2e/chromium';
import { scrollThrough } from '../tests/e2e/scrollThrough';

const [base = 'http://127.0.0.1:5173', out = 'screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/list/search-table', '/policies/create', '/policies/1'];
fs.mkdirSync(out, { recursive: true });

const browser = await launchChromium();
for (const locale of ['zh-CN', 'en-US']) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(
      ([l, t]) => {
        localStorage.setItem('arco-locale', l);
        localStorage.setItem('RaStore.locale', JSON.stringify(l));
        const settings = JSON.parse(localStorage.getItem('mds-settings') ?? '{}');
        localStorage.setItem('mds-settings', JSON.stringify({ ...settings, theme: t }));
      },
      [locale, theme],
    );
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`[${locale}/${theme}] page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && console.error(`[${locale}/${theme}] console: ${m.text()}`));
    await page.goto(`${base}/login`);
    await page.waitForSelector('input[name=phone]');
    await page.screenshot({ path: path.join(out, `login-${locale}-${theme}.png`) });
    // The demo accounts are on the login page's second tab.
    await page.click('#login-tab-demo');
    await page.waitForSelector('input[name=username]');
    await page.screenshot({ path: path.join(out, `login-demo-${locale}-${theme}.png`) });
    await page.fill('input[name=username]', 'admin');
    await page.fill('input[name=password]', 'admin');
    await page.click('button[type=submit]');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    for (const p of pages) {
      await page.goto(`${base}${p}`);
      await page.waitForLoadState('networkidle');
      await scrollThrough(page);
      await page.waitForTimeout(400);
      const name = p.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'home';
      await page.screenshot({ path: path.join(out, `${name}-${locale}-${theme}.png`), fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}/`);
