/** A policy of its own for a test, and reading it back, through the API with the page's own session. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

import type { Policy } from '../integration/helpers';

export const POLICIES = '/api/list/policy';
export type { Policy };

/** The API's answer to the page's session: its envelope's code and data. */
export async function asSession<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ code: number; data: T }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(new URL(path, page.url()), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: T };
}

let numbers = 0;

/**
 * A new online policy (numbers no seeded row uses: those have 6 digits), so that its History starts
 * with its creation and no other test's change is in it.
 */
export async function createPolicy(page: Page, overrides: Partial<Policy> = {}): Promise<Policy> {
  const number = `${Date.now() % 1_000_000}${String(numbers++).padStart(3, '0')}`.slice(-9).padStart(9, '7');
  const body = { number, name: 'E2E policy', contentType: 'img', filterType: 'rules', count: 42, status: 'online', ...overrides };
  const created = await asSession<Policy>(page, 'POST', POLICIES, body);
  expect(created.code, JSON.stringify(created)).toBe(20000);
  return created.data;
}

/** The policy as the API holds it now. */
export async function readPolicy(page: Page, id: number): Promise<Policy> {
  const read = await asSession<Policy>(page, 'GET', `${POLICIES}/${id}`);
  expect(read.code, JSON.stringify(read)).toBe(20000);
  return read.data;
}
