/** One built console and fake API per test file, started before its tests and stopped after; the run's one Chromium. */
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectChromium } from './chromium';
import { cspViolations } from './console';
import { startConsole, type ConsoleServer } from './server';

export interface ConsoleSuite {
  server: ConsoleServer;
  browser: Browser;
}

export function consoleSuite(env: Record<string, string> = {}): ConsoleSuite {
  const suite = {} as ConsoleSuite;
  beforeAll(async () => {
    suite.server = await startConsole(env);
    // Served under a Content-Security-Policy (so "no violation" below means something).
    const page = await fetch(`${suite.server.url}/login`);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src 'self'/);
    suite.browser = await connectChromium(inject('chromiumEndpoint'));
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    // The console is served with a Content-Security-Policy: nothing it does may break it.
    expect(cspViolations).toEqual([]);
  });
  return suite;
}
