/** Debian's Chromium driven by playwright-core, started the way this machine needs. */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const options = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(options);
}

/** One Chromium for the whole e2e run (tests/e2e/globalSetup.ts); each test file connects to it. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(options);
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
