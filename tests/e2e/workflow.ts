/** Taking a workflow's transitions from a record's page, and reading its history, as a person does. */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { login, networkQuiet, openConsole } from './console';

/** A fresh browser context signed in as a demo account (whose password is its name). */
export async function signedIn(browser: Browser, baseUrl: string, username: string) {
  const opened = await openConsole(browser, baseUrl);
  await login(opened.page, username, username);
  return opened;
}

/** The decisions the page offers its viewer. */
export const workflowActions = (page: Page) => page.getByRole('group', { name: 'Workflow actions' });

/** Takes a transition from the record's page; a dialog's fields are filled first (after it is seen to show `shows`). */
export async function take(page: Page, label: string, fields: Record<string, string> = {}, shows?: string) {
  await workflowActions(page).getByRole('button', { name: label, exact: true }).click();
  if (Object.keys(fields).length > 0) {
    const dialog = page.getByRole('dialog', { name: label });
    if (shows) await expect.poll(() => dialog.innerText()).toContain(shows);
    for (const [name, value] of Object.entries(fields)) await dialog.locator(`[name="${name}"]`).fill(value);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await expect.poll(() => page.getByText(`${label}: done`).isVisible(), { timeout: 15_000 }).toBe(true);
  await networkQuiet(page);
}

/** The record's workflow history as its lines read (not its change history, titled "Change history"). */
export const historyLines = (page: Page) =>
  page.getByRole('heading', { name: 'History', exact: true }).locator('xpath=following-sibling::*[1]').locator('li').allInnerTexts();
