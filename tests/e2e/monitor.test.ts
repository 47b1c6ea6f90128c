/**
 * The real-time monitor in a real browser, against the fake API: the feed, jobs, operations and
 * the information form, all persisted.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import { bodyText, poll, RAW_KEY, region } from './dashboard';
import type { Page } from 'playwright-core';
import type { Job } from '../../domain/monitor';
import { downloadText, login, openConsole, sessionGet } from './console';

const suite = consoleSuite();

const api = <T>(page: Page, path: string) => sessionGet<T>(page, suite.server.url + path);

describe('the monitor as the demo admin', () => {
  it('posts, stars, filters, exports and deletes activity, all persisted', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/monitor');
    const feed = region(page, 'Live activity');
    const items = feed.getByRole('listitem');
    await poll(() => items.count()).toBeGreaterThan(0);

    // An empty note is refused on the field; a note is posted with Enter and survives a reload.
    await feed.getByRole('button', { name: 'Post' }).click();
    await poll(() => feed.getByText('Required').isVisible()).toBe(true);
    const note = `E2E note ${Date.now()}`;
    await feed.getByRole('textbox', { name: 'Note to the team' }).fill(note);
    await feed.getByRole('textbox', { name: 'Note to the team' }).press('Enter');
    await poll(() => items.first().innerText()).toContain(note);
    // The field empties when the post is acknowledged, a render after the feed shows the note.
    await poll(() => feed.getByRole('textbox', { name: 'Note to the team' }).inputValue()).toBe('');
    await page.reload();
    await poll(() => items.first().innerText()).toContain(note);

    // Star it; the star is kept.
    await items.first().getByRole('button', { name: 'Star' }).click();
    await poll(() => items.first().getByRole('button', { name: 'Remove star' }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await poll(() => items.first().getByRole('button', { name: 'Remove star' }).isVisible()).toBe(true);

    // Category and search narrow the list.
    await feed.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Notes' }).click();
    await poll(async () => (await items.allInnerTexts()).every((t) => t.includes('Notes'))).toBe(true);
    await feed.getByRole('searchbox', { name: 'Search activity' }).fill(note);
    await poll(() => items.count()).toBe(1);

    // Export the shown items.
    const [download] = await Promise.all([page.waitForEvent('download'), feed.getByRole('button', { name: 'Export the shown items as CSV' }).click()]);
    const csv = await downloadText(download);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Time,Category,Author,Content');
    expect(csv).toContain(note);
    expect(csv.trim().split('\r\n')).toHaveLength(2);

    // Delete it after confirming.
    await items.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await poll(() => feed.getByText('No activity matches the category and search.').isVisible()).toBe(true);
    await page.reload();
    await feed.getByRole('searchbox', { name: 'Search activity' }).fill(note);
    await poll(() => feed.getByText('No activity yet.').or(feed.getByText('No activity matches the category and search.')).isVisible()).toBe(true);

    expect(await bodyText(page)).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('acts on jobs, runs operations and saves the information form', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/monitor');
    const jobsCard = region(page, 'Jobs and streams');
    const all = await api<Job[]>(page, '/api/monitor/jobs');
    const job = all.find((j) => j.kind === 'analysis' && j.status === 'running')!;
    const row = jobsCard.locator(`tr[data-job-id="${job.id}"]`);

    // The throughput chart is drawn.
    await poll(() => region(page, 'Service preview').locator('.recharts-area-curve').count()).toBe(1);
    // Its times are in the locale's clock: "10:15 PM", not a 12-hour time without its half of the day.
    const times = region(page, 'Service preview').locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await poll(() => times.count()).toBeGreaterThan(1);
    for (const time of await times.allTextContents()) expect(time).toMatch(/^\d{1,2}:\d{2}\s[AP]M$/);

    // Select a running job and pause it from the toolbar; resume it from its row.
    await row.getByRole('checkbox', { name: `Select ${job.name}` }).check();
    await poll(() => jobsCard.getByText('1 selected').isVisible()).toBe(true);
    await jobsCard.getByRole('toolbar').getByRole('button', { name: 'Pause' }).click();
    await poll(() => row.innerText()).toContain('Paused');
    await row.getByRole('button', { name: `Resume: ${job.name}` }).click();
    await poll(() => row.innerText()).toContain('Running');
    expect((await api<Job[]>(page, '/api/monitor/jobs')).find((j) => j.id === job.id)?.status).toBe('running');

    // The tabs switch content; the status filter narrows it.
    const streams = all.filter((j) => j.kind === 'sharing');
    await jobsCard.getByRole('tab', { name: /Sharing streams/ }).click();
    await poll(() => jobsCard.locator('tbody tr').count()).toBe(streams.length);
    await jobsCard.getByRole('button', { name: 'Running', exact: true }).click();
    await poll(() => jobsCard.locator('tbody tr').count()).toBe(streams.filter((j) => j.status === 'running').length);

    // Quick operations change the service state, and the buttons say what they will do next.
    const status = region(page, 'Service status');
    await region(page, 'Quick operations').getByRole('button', { name: 'Pause data intake' }).click();
    await poll(() => status.innerText()).toMatch(/Data intake\s+Paused/);
    await poll(() => region(page, 'Quick operations').getByRole('button', { name: 'Resume data intake' }).isVisible()).toBe(true);
    await region(page, 'Quick operations').getByRole('button', { name: 'Resume data intake' }).click();
    await poll(() => status.innerText()).toMatch(/Data intake\s+Open/);

    // The information form: each rule on its field, then saved and shown after a reload.
    const form = region(page, 'Monitor information');
    const title = form.getByRole('textbox', { name: /Monitor title/ });
    const email = form.getByRole('textbox', { name: /Alert email/ });
    const refresh = form.getByRole('spinbutton', { name: /Refresh interval/ });
    await title.fill('');
    await email.fill('not-an-email');
    await refresh.fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => form.getByText('Required').isVisible()).toBe(true);
    await poll(() => form.getByText('Must be a valid email').isVisible()).toBe(true);
    await poll(() => form.getByText('Must be at least 5').isVisible()).toBe(true);
    await title.fill('Night shift monitor');
    await email.fill('night@mds.example');
    await refresh.fill('20');
    // The messages go as the fields are corrected (the form gets shorter): Save where it then is.
    for (const message of ['Required', 'Must be a valid email', 'Must be at least 5']) await poll(() => form.getByText(message).count()).toBe(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('Monitor information saved').isVisible()).toBe(true);
    await poll(() => region(page, 'Service preview').getByRole('heading', { name: 'Night shift monitor' }).isVisible()).toBe(true);
    await page.reload();
    await poll(() =>
      region(page, 'Monitor information')
        .getByRole('textbox', { name: /Monitor title/ })
        .inputValue(),
    ).toBe('Night shift monitor');
    await poll(() => jobsCard.innerText()).toContain('refreshed every 20 s');

    expect(await bodyText(page)).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
    await context.close();
  });
});
