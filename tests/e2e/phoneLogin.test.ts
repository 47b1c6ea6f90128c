/** Phone sign-in through the login page, reading the SMS code from the demo outbox. */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import { openConsole } from './console';

const suite = consoleSuite();

async function lastCode(phone: string): Promise<string> {
  const res = await fetch(`${suite.server.url}/api/dev/sms-outbox?phone=${phone}`);
  const body = (await res.json()) as { data: { code: string }[] };
  return body.data[0]?.code ?? '';
}

describe('phone sign-in', () => {
  it('checks the fields, sends a code with a countdown and signs in with it', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await page.goto('/login?redirect=/list/card');
    // The Phone tab comes first and is open.
    await expect.poll(() => page.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');

    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByText('Enter your phone number').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByText(/^Enter a valid mobile number/).isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Phone number' }).fill('13800000002');
    await page.getByRole('button', { name: 'Send code' }).click();
    // The button counts down and cannot be pressed again meanwhile.
    const resend = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    await expect.poll(() => resend.isDisabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => lastCode('13800000002'), { timeout: 15_000 }).toMatch(/^\d{6}$/);

    await page.getByRole('textbox', { name: 'Verification code' }).fill(await lastCode('13800000002'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/list/card', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('user');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the API reason for a wrong code, in the reader language, and stays on the login page', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url, 'zh-CN');
    await page.goto('/login');
    await page.getByRole('textbox', { name: '手机号' }).fill('13800000001');
    await page.getByRole('button', { name: '发送验证码' }).click();
    await expect.poll(() => lastCode('13800000001'), { timeout: 15_000 }).toMatch(/^\d{6}$/);
    const code = await lastCode('13800000001');
    await page.getByRole('textbox', { name: '验证码' }).fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 15_000 }).toContain('验证码错误');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('with the network down, says so and keeps the page and the language button, without an error in it', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await page.goto('/login');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.waitFor();
    await context.setOffline(true);
    await phone.fill('13800000002');
    // The press also asks ahead for the console's code, which cannot come either.
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'refresh and try again' }).isVisible()).toBe(true);
    expect(await phone.inputValue()).toBe('13800000002');
    // The language menu's code cannot come either: no menu, the page stays.
    const failed = page.waitForEvent('requestfailed', (r) => /\/assets\/(LocaleOptions|MuiScope)-/.test(r.url()));
    await page.getByRole('button', { name: 'Language' }).click();
    await failed;
    await page.waitForTimeout(300);
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await phone.inputValue()).toBe('13800000002');
    expect(errors).toEqual([]);
    await context.close();
  });
});
