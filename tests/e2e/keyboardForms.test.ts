/**
 * Forms by keyboard: a create form by keyboard alone (validation messages reached, then filled
 * and saved), and on the step form, the group form and the user settings, Tab reaches every
 * control, each showing its focus ring.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import { login, openConsole } from './console';
import { expectRing, firstRowText, focused, tabTo } from './keyboard';

const suite = consoleSuite();

describe('keyboard alone', () => {
  it('fills and saves a create form, reaching its validation messages', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url, 'en-US');
    await login(page, 'admin', 'admin');
    await page.goto('/policies/create');
    await page.locator('main input[name=number]').waitFor();

    // Left empty, each required field says so as the focus leaves it, and names its message.
    await tabTo(page, 'main input[name=number]');
    await expectRing(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const messageOf = (name: string) =>
      page.locator(`main input[name=${name}]`).evaluate((el) =>
        el.getAttribute('aria-invalid') === 'true'
          ? (el.getAttribute('aria-describedby') ?? '')
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : 'valid',
      );
    await expect.poll(() => messageOf('number')).toContain('Required');
    await expect.poll(() => messageOf('name')).toContain('Required');

    // Back with Shift+Tab, a wrong number, a name, Enter: the form is not sent, the focus goes to
    // the field in error, which names its message.
    await tabTo(page, 'main input[name=number]', { key: 'Shift+Tab' });
    await page.keyboard.type('1');
    await tabTo(page, 'main input[name=name]');
    await page.keyboard.type('Keyboard-only policy');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('number');
    await expect.poll(() => messageOf('number')).toContain('Must be 2 to 12 digits');
    expect(new URL(page.url()).pathname).toBe('/policies/create');

    // Corrected, and a select opened and chosen with the arrows.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('20260808');
    await tabTo(page, 'main [role=combobox]', { name: 'Content Type' });
    await expectRing(page);
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    for (let i = 0; i < 5 && (await focused(page)) !== 'li[role=option] "Vertical short video"'; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toContain('[role=combobox]');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).innerText)).toBe('Vertical short video');

    // Saved from the Save button.
    await tabTo(page, 'main button[type=submit]');
    await expectRing(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/list\/search-table/);
    await expect.poll(() => firstRowText(page)).toContain('Keyboard-only policy');
    expect(await firstRowText(page)).toContain('Vertical short video');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('every form page by Tab', () => {
  it.each(['/form/step', '/form/group', '/user/setting'])('reaches every control of %s with the keyboard, each with a visible focus ring', async (path) => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto(path);
    await page.locator('main form input, main form [role=combobox], main form textarea').first().waitFor();
    await expect.poll(() => page.locator('.MuiSkeleton-root').count()).toBe(0);
    // Every control a pointer could use; a radio group counts once (arrow keys move inside it).
    const wanted: string[] = await page.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLElement>('main form input, main form textarea, main form [role=combobox], main form button')].filter(
        (el) =>
          !(el as HTMLInputElement).disabled &&
          el.getAttribute('aria-hidden') !== 'true' &&
          el.tabIndex >= 0 &&
          (el as HTMLInputElement).type !== 'hidden' &&
          el.getClientRects().length > 0,
      );
      const seen = new Set<string>();
      return controls.flatMap((el, i) => {
        const radio = (el as HTMLInputElement).type === 'radio' ? `radio:${(el as HTMLInputElement).name}` : undefined;
        if (radio && seen.has(radio)) return [];
        if (radio) seen.add(radio);
        el.dataset.kbTarget = radio ?? String(i);
        return [el.dataset.kbTarget];
      });
    });
    expect(wanted.length).toBeGreaterThan(3);
    const reached = new Set<string>();
    await page
      .locator('main')
      .first()
      .evaluate((m) => (m as HTMLElement).focus?.());
    for (let i = 0; i < 200 && reached.size < wanted.length; i++) {
      await page.keyboard.press('Tab');
      const hit = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el?.dataset.kbTarget) return null;
        const style = getComputedStyle(el);
        const box = el.closest('.MuiInputBase-root, .MuiButtonBase-root, .MuiSwitch-root, .MuiRadio-root, .MuiCheckbox-root') ?? el;
        const boxStyle = getComputedStyle(box);
        const ring =
          style.outlineStyle !== 'none' ||
          boxStyle.outlineStyle !== 'none' ||
          boxStyle.boxShadow !== 'none' ||
          box.classList.contains('Mui-focused') ||
          box.classList.contains('Mui-focusVisible');
        return { id: el.dataset.kbTarget, ring };
      });
      if (hit) {
        expect(hit.ring, `focus ring on ${await focused(page)}`).toBe(true);
        reached.add(hit.id);
      }
    }
    expect(wanted.filter((w) => !reached.has(w))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
