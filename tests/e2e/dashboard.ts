/** What the dashboard screens' tests (workplace, monitor) share: waits and the screen's text. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Waits for what the screen shows; a fresh page boots the console and loads its chunk first. */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** No message key of these screens left untranslated on screen. */
export const RAW_KEY = /\b(workplace|monitor|projectSwitcher)\.[a-zA-Z]+/;
export const bodyText = (page: Page) => page.locator('body').innerText();
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
