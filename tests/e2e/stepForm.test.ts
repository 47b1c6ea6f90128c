/**
 * The step form in a real browser against the fake API (docs/product.md §3): every form rule shown
 * on its field, values kept across steps, the channel stored and shown back, the API's field
 * errors on their fields and other failures on the error page.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import type { Page } from 'playwright-core';
import { login, openConsole, sessionGet } from './console';

const suite = consoleSuite();

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().isVisible();
const api = <T>(page: Page, path: string) => sessionGet<T>(page, suite.server.url + path);
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('the step form', () => {
  it('shows every rule on its field, keeps values across steps, stores the channel and starts again', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/form/step');
    const name = page.getByRole('textbox', { name: 'Activity name' });
    const link = page.getByRole('textbox', { name: 'Promote link' });
    await name.waitFor();

    // Next with nothing filled: the spec's messages on the fields, still on step 1
    await page.getByRole('button', { name: 'Next' }).click();
    for (const m of [
      'Please enter the activity name',
      'Please select the channel type',
      'Please select the promotion start date',
      'Please enter the promote link',
    ]) {
      await expect.poll(() => visible(page, m), { message: m }).toBe(true);
    }

    await name.fill('Heart week!');
    await link.fill('ftp://files.example.org');
    await page.getByLabel('Promotion start').fill('2026-11-20');
    await page.getByLabel('Promotion end').fill('2026-11-10');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => visible(page, 'At most 20 Chinese characters, letters or digits')).toBe(true);
    await expect.poll(() => visible(page, 'Must be a link starting with http:// or https://')).toBe(true);
    await expect.poll(() => visible(page, 'Must not be before the start')).toBe(true);
    // the input itself stops at 20 characters
    await name.fill('a'.repeat(25));
    expect((await name.inputValue()).length).toBe(20);

    await name.fill('心脏周2026');
    await page.getByRole('combobox', { name: 'Channel type' }).click();
    await page.getByRole('option', { name: 'API domain' }).click();
    await page.getByLabel('Promotion end').fill('2026-11-30');
    await link.fill('https://cardio.example.org/week');
    await page.getByRole('button', { name: 'Next' }).click();
    const source = page.getByRole('textbox', { name: 'Advertising source' });
    await source.waitFor();

    // back and forth keeps what was typed
    await page.getByRole('button', { name: 'Prev' }).click();
    await expect.poll(() => name.inputValue()).toBe('心脏周2026');
    await page.getByRole('button', { name: 'Next' }).click();

    // step 2's rules
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const m of [
      'Please enter the advertising source',
      'Please enter the advertising media',
      'Please enter at least one keyword',
      'Please enter the advertising content',
    ]) {
      await expect.poll(() => visible(page, m), { message: m }).toBe(true);
    }
    const content = page.getByRole('textbox', { name: 'Advertising content' });
    await content.fill(words(201));
    await content.blur();
    await expect.poll(() => visible(page, 'At most 200 words')).toBe(true);
    await content.fill(words(12));
    await expect.poll(() => visible(page, '12 / 200 words')).toBe(true);

    await source.fill('Sohu');
    await page.getByRole('textbox', { name: 'Advertising media' }).fill('Banner');
    const keywords = page.getByRole('combobox', { name: 'Keywords' });
    await keywords.fill('cohort');
    await keywords.press('Enter');
    await keywords.fill('heart failure,');
    await page.getByLabel('Push notify').uncheck();
    await page.getByRole('button', { name: 'Submit' }).click();

    // finish: what the API stored
    await expect.poll(() => visible(page, 'Submitted successfully')).toBe(true);
    const stored = (
      await api<{ list: { id: number; activityName: string; keywords: string; pushNotify: boolean; channelType: string }[] }>(
        page,
        '/api/channels?current=1&pageSize=1&sort=submittedAt&order=desc',
      )
    ).list[0];
    expect(stored).toMatchObject({ activityName: '心脏周2026', keywords: 'cohort, heart failure', pushNotify: false, channelType: 'api' });
    expect(await visible(page, `Channel #${stored.id}`)).toBe(true);
    for (const v of ['心脏周2026', 'API domain', 'https://cardio.example.org/week', 'heart failure', 'No']) expect(await visible(page, v), v).toBe(true);

    // again: an empty form for the next channel
    const progress = page.getByRole('link', { name: 'View progress' });
    const href = await progress.getAttribute('href');
    expect(href).toBe(`/result/success?channel=${stored.id}`);
    await page.getByRole('button', { name: 'Again' }).click();
    await expect.poll(() => name.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => visible(page, 'Please enter the activity name')).toBe(true);

    // the stored channel's progress on the success page
    await page.goto(href!);
    await expect.poll(() => visible(page, `Channel 心脏周2026 (#${stored.id})`)).toBe(true);
    expect(await page.locator('[data-state=processing]').innerText()).toBe('Processing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts the API’s field errors on their fields and sends other failures to the error page', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/form/step');
    const fillBoth = async () => {
      await page.getByRole('textbox', { name: 'Activity name' }).fill('CardioWeek');
      await page.getByRole('combobox', { name: 'Channel type' }).click();
      await page.getByRole('option', { name: 'Web domain' }).click();
      await page.getByLabel('Promotion start').fill('2026-11-10');
      await page.getByLabel('Promotion end').fill('2026-11-30');
      await page.getByRole('textbox', { name: 'Promote link' }).fill('https://cardio.example.org');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('textbox', { name: 'Advertising source' }).fill('Sina');
      await page.getByRole('textbox', { name: 'Advertising media' }).fill('EDM');
      await page.getByRole('combobox', { name: 'Keywords' }).fill('CT');
      await page.getByRole('combobox', { name: 'Keywords' }).press('Enter');
      await page.getByRole('textbox', { name: 'Advertising content' }).fill('Open day.');
    };
    await fillBoth();
    const before = (await api<{ total: number }>(page, '/api/channels')).total;
    // A client that skips its own checks: the server refuses, and the message lands on step 1's field.
    await page.route('**/api/channel-form/submit', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), activityName: 'bad name!' }) }),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => visible(page, 'At most 20 Chinese characters, letters or digits')).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Activity name' }).isVisible()).toBe(true);
    expect((await api<{ total: number }>(page, '/api/channels')).total).toBe(before);

    await page.unroute('**/api/channel-form/submit');
    await page.route('**/api/channel-form/submit', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, status: 'fail', msg: 'Internal server error', code: 50000 }),
      }),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((u) => u.pathname === '/result/error');
    await expect.poll(() => visible(page, 'Internal server error')).toBe(true);
    await context.close();
  });
});
