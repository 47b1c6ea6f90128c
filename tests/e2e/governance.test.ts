/**
 * The governance chain as three people meet it in the console: a user asks for a core dataset,
 * which takes two admins' approvals; the user asks to release two results, one with a cell of 3
 * people; the admin sees the failing cell, checks it only with a reason, and may not release it;
 * the second admin releases it; the admin closes the grant, and the user's other output is held
 * by the system, saying why.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSuite } from './suite';
import { networkQuiet, sessionGet } from './console';
import { historyLines, signedIn, take, workflowActions } from './workflow';

const suite = consoleSuite();
const TITLE = 'Insulin response in the diabetes cohort';
/** A cell of 3 people: below the threshold of 10, and of 20 for a core dataset. */
const SMALL_CELL = 'group,patients\ncontrol,3\ntreated,46\n';
const PLAIN = 'group,patients\ncontrol,120\ntreated,240\n';

const asUser = (username: string) => signedIn(suite.browser, suite.server.url, username);
const offered = async (page: Page) => (await workflowActions(page).getByRole('button').allInnerTexts()).map((b) => b.toLowerCase());

interface Newest {
  list: { id: number; state: string; grant?: number; disclosure?: string }[];
}
const newest = async (page: Page, endpoint: string) =>
  (await sessionGet<Newest>(page, `${suite.server.url}${endpoint}?current=1&pageSize=1&sort=id&order=desc`)).list[0];

async function createOutput(page: Page, title: string, grantCode: string, name: string, csv: string) {
  await page.goto('/outputs/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Grant' }).fill(grantCode.slice(0, 4));
  await page.getByRole('option', { name: grantCode }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Counts per group, aggregated.');
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((u) => u.pathname === '/outputs');
  return newest(page, '/api/data/outputs');
}

describe('data sharing that cannot be bent', () => {
  it(
    'takes two admins for a core dataset, a reason for a small cell, a second admin to release, and holds what a closed grant leaves',
    { timeout: 420_000 },
    async () => {
      const user = await asUser('user');
      const admin = await asUser('admin');
      const reviewer = await asUser('reviewer');

      // The user asks for the genomics cohort, a core dataset, and submits.
      await user.page.goto('/accessRequests/create');
      await user.page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
      await user.page.getByRole('combobox', { name: 'Datasets' }).fill('Genomics');
      await user.page.getByRole('option', { name: 'Genomics cohort: type 2 diabetes' }).click();
      await user.page.getByRole('textbox', { name: 'Research plan' }).fill('Compare insulin response between treated and control groups.');
      await user.page.getByRole('button', { name: 'Save' }).click();
      await user.page.waitForURL((u) => u.pathname === '/accessRequests');
      const request = await newest(user.page, '/api/data/access-requests');
      await user.page.goto(`/accessRequests/${request.id}/show`);
      await take(user.page, 'Submit');

      // The first admin's approval is kept, the request stays submitted, and that admin may not approve again.
      await admin.page.goto(`/accessRequests/${request.id}/show`);
      await take(admin.page, 'Approve', { accessExpiresAt: '2027-12-31T00:00' });
      await expect.poll(() => historyLines(admin.page)).toContainEqual(expect.stringMatching(/^Approve: approval 1 of 2/));
      expect((await sessionGet<{ state: string }>(admin.page, `${suite.server.url}/api/data/access-requests/${request.id}`)).state).toBe('submitted');
      expect(await offered(admin.page)).not.toContain('approve');

      // The second admin's approval decides, and makes the grant.
      await reviewer.page.goto(`/accessRequests/${request.id}/show`);
      await take(reviewer.page, 'Approve', { accessExpiresAt: '2027-12-31T00:00' });
      await expect.poll(() => reviewer.page.getByText('Approved', { exact: true }).first().isVisible()).toBe(true);
      const grants = await sessionGet<{ list: { id: number; code: string; request: number; state: string }[] }>(
        user.page,
        `${suite.server.url}/api/data/grants?current=1&pageSize=100`,
      );
      const grant = grants.list.find((g) => g.request === request.id)!;
      expect(grant).toMatchObject({ state: 'active' });

      // Two outputs under the grant: the server reads each table, and finds the cell of 3.
      const small = await createOutput(user.page, 'Insulin response by group', grant.code, 'response.csv', SMALL_CELL);
      expect(small).toMatchObject({ state: 'submitted', disclosure: 'failed' });
      const plain = await createOutput(user.page, 'Cohort size by group', grant.code, 'sizes.csv', PLAIN);
      expect(plain).toMatchObject({ state: 'submitted', disclosure: 'passed' });

      // The admin sees the failing cell, and checks only with a reason.
      await admin.page.goto(`/outputs/${small.id}/show`);
      const failing = admin.page.getByRole('table').filter({ hasText: 'patients' });
      await expect.poll(() => failing.innerText()).toMatch(/Small counts\s+1\s+patients\s+3/);
      await workflowActions(admin.page).getByRole('button', { name: 'Check', exact: true }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Check' });
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => dialog.innerText()).toMatch(/required/i);
      await dialog.locator('[name="disclosureOverride"]').fill('The control group is published in the trial registry already.');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => admin.page.getByText('Check: done').isVisible(), { timeout: 15_000 }).toBe(true);
      await networkQuiet(admin.page);
      expect(await offered(admin.page)).toEqual(['reject']);

      // The second admin releases exactly the file that was checked.
      await reviewer.page.goto(`/outputs/${small.id}/show`);
      await take(reviewer.page, 'Release');
      expect(await historyLines(reviewer.page)).toEqual([
        expect.stringMatching(/^Result file: “response.csv”[\s\S]* by user/),
        expect.stringMatching(/^Check: Submitted → Checked[\s\S]* by admin[\s\S]*Override reason: The control group is published/),
        expect.stringMatching(/^Release: Checked → Released[\s\S]* by reviewer/),
      ]);

      // The admin closes the grant: the user's other output is held by the system, saying why.
      await admin.page.goto(`/grants/${grant.id}/show`);
      await take(admin.page, 'Close');
      await user.page.goto(`/outputs/${plain.id}/show`);
      await expect.poll(() => user.page.getByText('Held', { exact: true }).first().isVisible()).toBe(true);
      await expect
        .poll(() => historyLines(user.page))
        .toContainEqual(expect.stringMatching(/^Hold: Submitted → Held[\s\S]*System[\s\S]*because of “Close” on Access grant #/));

      // The request's timeline joins it all, oldest first.
      await admin.page.goto(`/accessRequests/${request.id}/show`);
      await expect.poll(() => admin.page.getByRole('heading', { name: 'Timeline' }).isVisible()).toBe(true);
      // Only the timeline follows the request to its outputs: the hold is there, with the override and the release.
      await expect.poll(() => admin.page.locator('main').innerText()).toMatch(/Hold[\s\S]*System/);

      for (const who of [user, admin, reviewer]) {
        expect(who.errors).toEqual([]);
        await who.context.close();
      }
    },
  );
});
