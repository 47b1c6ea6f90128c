/**
 * The API's description in the browser: /api/docs shows it with Swagger UI served by
 * the API itself, under the console's Content-Security-Policy (the suite fails on any violation),
 * asking nothing of any other origin; the policy routes are there to read.
 */
import { describe, expect, it } from 'vitest';
import { openConsole } from './console';
import { consoleSuite } from './suite';

const suite = consoleSuite();

describe('the API docs page', () => {
  it('shows the description with the policy routes, loading nothing from elsewhere', async () => {
    const { page, errors } = await openConsole(suite.browser, suite.server.url);
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).origin !== suite.server.url) elsewhere.push(r.url());
    });
    await page.goto('/api/docs');
    await expect.poll(() => page.getByRole('heading', { name: /MDS Console API/ }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const policyList = page.locator('.opblock-summary-path', { hasText: /^\/api\/list\/policy$/ });
    // Swagger UI draws only the operations near the view once there are many: scroll down to them.
    await expect
      .poll(async () => {
        if ((await policyList.count()) === 0) await page.mouse.wheel(0, 1200);
        return policyList.count();
      })
      .toBeGreaterThan(0);
    const policyRecord = page.locator('.opblock-summary-path', { hasText: /^\/api\/list\/policy\/\{id\}$/ });
    await expect
      .poll(async () => {
        if ((await policyRecord.count()) === 0) await page.mouse.wheel(0, 600);
        return policyRecord.count();
      })
      .toBeGreaterThan(0);
    // Opening the list operation shows its declared filters.
    await policyList.first().click();
    await expect.poll(() => page.locator('.parameters-col_name', { hasText: 'pageSize' }).count()).toBeGreaterThan(0);
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });
});
