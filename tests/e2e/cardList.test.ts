/**
 * The card list in a real browser against the fake API: every card action persists, the search
 * asks the server, a failed collection offers a retry, and the page speaks Chinese.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import presets from '../../resources/presets';
import qualityInspections from '../../resources/qualityInspections';
import services from '../../resources/services';
import { seedRecords } from '../../resources/lib/seed';
import { connectChromium } from './chromium';
import { login, openConsole } from './console';
import { startConsole, type ConsoleServer } from './server';

let server: ConsoleServer;
let browser: Browser;

const titles = (decl: typeof presets) => seedRecords(decl, decl.seed.count).map((r) => r.title as string);

beforeAll(async () => {
  server = await startConsole();
  browser = await connectChromium(inject('chromiumEndpoint'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Message keys of these pages that leaked to the screen untranslated. */
const rawKeys = async (page: Page) => (await page.locator('body').innerText()).match(/\b(cardList|userInfo|userSetting)\.[\w.]+/g) ?? [];
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('card list', () => {
  it('shows every card, searches on the server and switches tabs', async () => {
    const { page, context, errors } = await openConsole(browser, server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/list/card');
    await page.getByRole('heading', { name: 'Card list' }).waitFor();
    for (const decl of [qualityInspections, services, presets]) {
      for (const title of titles(decl)) await expect.poll(() => card(page, title).isVisible()).toBe(true);
    }

    // The search box asks each collection for the titles containing the text.
    const needle = 'distribution';
    const matching = [qualityInspections, services, presets].flatMap((d) => titles(d)).filter((t) => t.toLowerCase().includes(needle));
    expect(matching.length).toBeGreaterThan(1);
    const searched = page.waitForRequest((r) => r.url().includes(`${services.endpoint}?`) && r.url().includes(`title=${needle}`));
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(needle);
    await searched;
    await expect.poll(() => page.getByRole('article').count()).toBe(matching.length);
    for (const t of matching) expect(await card(page, t).isVisible()).toBe(true);
    expect(await section(page, 'Quality inspection').getByText(`No cards match “${needle}”`).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(3 + 4 + 6);

    await page.getByRole('tab', { name: 'Rules preset' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(presets.seed.count);
    expect(await section(page, 'The service').count()).toBe(0);
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a plain user switch a preset and open, cancel and renew services, all kept after a reload', async () => {
    const { page, context, errors } = await openConsole(browser, server.url);
    await login(page, 'user', 'user');
    await page.goto('/list/card');

    const [off] = seedRecords(presets, presets.seed.count).filter((r) => r.enable === false) as { title: string }[];
    const toggle = page.getByRole('switch', { name: `Enable “${off.title}”` });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await expect.poll(() => card(page, off.title).getByText('Enable', { exact: true }).isVisible()).toBe(true);

    const seeded = seedRecords(services, services.seed.count) as { title: string; enable: boolean; expires: string | null }[];
    const expired = seeded.find((s) => s.expires && Date.parse(s.expires) < Date.now())!;
    const closed = seeded.find((s) => !s.enable && !s.expires)!;
    const opened = seeded.find((s) => s.enable && !s.expires)!;
    await card(page, expired.title).getByRole('button', { name: 'Contract of service' }).click();
    const until = new Date();
    until.setUTCFullYear(until.getUTCFullYear() + 1);
    const untilText = `Valid until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(until)}`;
    await expect.poll(() => card(page, expired.title).getByText(untilText).isVisible()).toBe(true);
    expect(await card(page, expired.title).getByText('Opened').isVisible()).toBe(true);

    await card(page, closed.title).getByRole('button', { name: 'Open', exact: true }).click();
    await expect.poll(() => card(page, closed.title).getByText('Opened').isVisible()).toBe(true);

    await card(page, opened.title).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => card(page, opened.title).getByText('Not opened').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: `Enable “${off.title}”` }).isChecked()).toBe(true);
    await expect.poll(() => card(page, expired.title).getByText(untilText).isVisible()).toBe(true);
    expect(await card(page, closed.title).getByText('Opened').isVisible()).toBe(true);
    expect(await card(page, opened.title).getByRole('button', { name: 'Open', exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a quality inspection queue (title required), inspects it and deletes it', async () => {
    const { page, context, errors } = await openConsole(browser, server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/list/card');
    await page.getByRole('button', { name: 'Click to create a QC content queue' }).click();
    const dialog = page.getByRole('dialog', { name: 'New quality inspection queue' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('Required').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(41));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('Must be 40 characters or less').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Echo videos - consent check');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Cardiac ultrasound clips awaiting consent review.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const created = card(page, 'Echo videos - consent check');
    await expect.poll(() => created.isVisible()).toBe(true);

    await created.getByRole('button', { name: 'Inspection' }).click();
    await expect.poll(() => created.getByText('Inspecting').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => created.getByRole('button', { name: 'Stop inspection' }).isVisible()).toBe(true);

    await created.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => created.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Card list' }).waitFor();
    await expect.poll(() => card(page, titles(qualityInspections)[0]).isVisible()).toBe(true);
    expect(await created.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an error with a retry when a collection fails, then the cards', async () => {
    const { page, context } = await openConsole(browser, server.url);
    await login(page, 'admin', 'admin');
    const failing = `**${services.endpoint}?*`;
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, status: 'fail', msg: 'Internal server error', code: 50000 }),
      }),
    );
    await page.goto('/list/card');
    const alert = section(page, 'The service').getByRole('alert');
    await expect.poll(() => alert.getByText('The cards could not be loaded').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card(page, titles(presets)[0]).isVisible()).toBe(true);
    await page.unroute(failing);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => card(page, titles(services)[0]).isVisible()).toBe(true);
    await context.close();
  });

  it('is in Chinese for a Chinese reader', async () => {
    const { page, context, errors } = await openConsole(browser, server.url, 'zh-CN');
    await login(page, 'user', 'user');
    await page.goto('/list/card');
    await page.getByRole('heading', { name: '卡片列表' }).waitFor();
    expect(await page.getByRole('tab', { name: '规则预置' }).isVisible()).toBe(true);
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
