/**
 * The workplace asks for all its cards' data at once: in a real browser, every one of
 * its /api/project/:id/* calls starts before the first of them answers, so there is no waterfall
 * (a card whose request waits for another card's answer would start after that answer).
 * Each answer is held back 300 ms, as on a slow network: on the loopback an answer takes a few
 * milliseconds, less than the page's own work between two calls on a busy machine, so without
 * it the check would measure the machine's speed rather than whether a call waits for another.
 */
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { networkIdle, login, openConsole, rows } from './console';
import { consoleSuite } from './suite';

const suite = consoleSuite();

/** Every card of the workplace that asks the API for its data. */
const ANSWER_DELAY_MS = 300;
const CARDS = ['overview', 'content-data', 'categories', 'announcements', 'balance', 'popular'];

interface Call {
  card: string;
  /** Milliseconds since the epoch. */
  start: number;
  answered: number;
}

describe('the workplace loads its cards in parallel', () => {
  it('every workplace call starts before the first one answers', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    // The sign-in lands on the workplace, whose calls may still be on their way when the load below starts (and
    // is cancelled by it): first a page without cards, so that the full load below is all that is counted.
    await page.goto('/list/search-table');
    await rows(page).first().waitFor();
    await page.route(
      (url) => url.pathname.startsWith('/api/project/'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
        await route.continue();
      },
    );
    // When the browser issues each call and when its answer comes back (the driver's clock).
    const calls: Call[] = [];
    const byRequest = new Map<Request, Call>();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (!path.startsWith('/api/project/')) return;
      const call = { card: path.replace(/^\/api\/project\/[^/]+\//, ''), start: Date.now(), answered: Infinity };
      calls.push(call);
      byRequest.set(r, call);
    });
    page.on('response', (r) => {
      const call = byRequest.get(r.request());
      if (call) {
        call.answered = Date.now();
        expect(r.status(), r.url()).toBe(200);
      }
    });
    // A full load of the page, signed in: boot, page chunk, then the cards' calls.
    await page.goto('/dashboard/workplace');
    await page.waitForURL((u) => u.pathname === '/project/1');
    await page.locator('.recharts-wrapper').first().waitFor();
    await networkIdle(page);

    const report = calls.map((c) => `${c.card}: ${c.start.toFixed(1)} → ${c.answered.toFixed(1)}`).join('\n');
    // Each card asked once, and no other project call.
    expect(calls.map((c) => c.card).sort(), report).toEqual([...CARDS].sort());
    const firstAnswer = Math.min(...calls.map((c) => c.answered));
    const lastStart = Math.max(...calls.map((c) => c.start));
    expect(lastStart, report).toBeLessThan(firstAnswer);
    expect(errors).toEqual([]);
    await context.close();
  });
});
