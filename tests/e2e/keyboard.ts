/** Keyboard helpers of the keyboard tests (keyboard.test.ts, keyboardForms.test.ts). */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { rows } from './console';

/** What the focused element is, for the assertions and for a failure's message. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      el.innerText?.slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(name ?? '').trim()}"`;
  });

/** Presses Tab (or Shift+Tab) until the focused element matches `selector` (and has `name` in its name, in any case). */
export async function tabTo(page: Page, selector: string, options: { key?: 'Tab' | 'Shift+Tab'; name?: string; max?: number } = {}) {
  const { key = 'Tab', name, max = 100 } = options;
  for (let i = 0; i < max; i++) {
    const here = await page.evaluate(
      ([s, n]) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el?.matches(s)) return false;
        if (!n) return true;
        const labelled = el.getAttribute('aria-labelledby');
        const text = [el.getAttribute('aria-label'), labelled && labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? ''), el.innerText]
          .flat()
          .join(' ');
        return text.toLowerCase().includes(n.toLowerCase());
      },
      [selector, name ?? ''] as const,
    );
    if (here) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${selector}${name ? ` "${name}"` : ''} (last: ${await focused(page)})`);
}

/**
 * The focus ring of the focused element: an outline on it (or, for a control drawn by another
 * element, such as a checkbox's hidden input, on that element), or the 2px border outlined fields
 * (MUI's, and the login page's own) draw in the theme colour while focused. 'none' when nothing shows the focus.
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'none';
    const outline = (e: Element) => {
      const s = getComputedStyle(e);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && s.outlineColor !== 'rgba(0, 0, 0, 0)'
        ? `outline ${s.outlineWidth} ${s.outlineColor}`
        : '';
    };
    const drawnBy = getComputedStyle(el).opacity === '0' ? (el.closest('.Mui-focusVisible') ?? el.parentElement) : el;
    const ring = drawnBy ? outline(drawnBy) : '';
    if (ring) return ring;
    const border =
      el.closest('.MuiOutlinedInput-root.Mui-focused')?.querySelector(':scope > .MuiOutlinedInput-notchedOutline') ??
      el.closest('.login-input')?.querySelector(':scope > fieldset');
    if (border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2) return `border ${getComputedStyle(border).borderTopColor}`;
    return 'none';
  });

export async function expectRing(page: Page) {
  const ring = await focusRing(page);
  expect(ring, `no visible focus ring on ${await focused(page)}`).not.toBe('none');
}

export const activeInside = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);
export const firstRowText = (page: Page) => rows(page).first().innerText();
