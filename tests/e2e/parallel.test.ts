/**
 * The workplace asks for all its cards' data at once (issue #6): in a real browser, every one of
 * its /api/project/:id/* calls starts before the first of them answers, so there is no waterfall
 * (a card whose request waits for another card's answer would start after that answer).
 */
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { login, openConsole } from './console';
import { consoleSuite } from './suite';

const suite = consoleSuite();

/** Every card of the workplace that asks the API for its data. */
const CARDS = ['overview', 'content-data', 'categories', 'announcements', 'balance', 'popular'];

interface Call {
  card: string;
  /** Milliseconds since the epoch, as the browser's network stack saw them. */
  start: number;
  answered: number;
}

describe('the workplace loads its cards in parallel', () => {
  it('every workplace call starts before the first one answers', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/project/')) requests.push(r);
    });
    // A full load of the page, signed in: boot, page chunk, then the cards' calls.
    await page.goto('/dashboard/workplace');
    await page.waitForURL((u) => u.pathname === '/project/1');
    await page.locator('.recharts-wrapper').first().waitFor();
    await page.waitForLoadState('networkidle');

    const calls: Call[] = [];
    for (const r of requests) {
      const response = await r.response();
      expect(response?.status(), r.url()).toBe(200);
      const t = r.timing();
      // responseStart is relative to startTime: the first byte of the answer.
      calls.push({ card: new URL(r.url()).pathname.replace(/^\/api\/project\/[^/]+\//, ''), start: t.startTime, answered: t.startTime + t.responseStart });
    }
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
