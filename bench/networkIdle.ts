/**
 * Playwright's "networkidle" (nothing in flight for 500 ms), but for the console's live stream
 * (`GET /api/events`), which a page holds open for good once it has settled: read with fetch,
 * Playwright counts it as in flight, and its own networkidle would never come. Shared by the bench
 * (pageBytes.ts) and the e2e tests (tests/e2e/console.ts).
 */
import type { Page, Request } from 'playwright-core';
import { EVENTS_PATH } from '../domain/events';

const IDLE_MS = 500;
const GIVE_UP_MS = 30_000;

/** The page's requests in flight from now on, but the live stream. Call it before the page asks for anything. */
export function requestsInFlight(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (r) => new URL(r.url()).pathname !== EVENTS_PATH && open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

/** Waits until none of `open` has been in flight for 500 ms (at most 30 s). */
export async function networkIdle(page: Page, open: ReadonlySet<Request>): Promise<void> {
  const start = Date.now();
  let idleSince = Date.now();
  while (Date.now() - idleSince < IDLE_MS) {
    if (Date.now() - start > GIVE_UP_MS) throw new Error(`the page still had ${open.size} requests in flight after ${GIVE_UP_MS / 1000} s`);
    await page.waitForTimeout(50);
    if (open.size > 0) idleSince = Date.now();
  }
}
