/**
 * The texts the SMS gateway gave up on, as an admin sees them on the monitor: a sign-in code sent to a
 * webhook that answers nothing is tried three times, then shown there, the number masked, with why.
 */
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../fake-api/users';
import { maskPhone } from '../../domain/userProfile';
import { consoleSuite } from './suite';
import { region } from './dashboard';
import { login, openConsole } from './console';

// A port nothing listens on: every attempt is refused at once, so the retries end within seconds.
const suite = consoleSuite({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms', SMS_WEBHOOK_SECRET: 'e2e-secret', SMS_TIMEOUT_MS: '1000' });
const phone = demoUsers().find((u) => u.username === 'user')!.profile.phone;

describe('texts not delivered', () => {
  it('are listed on the monitor for the admin, masked, with the attempts and the reason', async () => {
    const sent = await fetch(`${suite.server.url}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phoneNum: phone }),
    });
    expect(((await sent.json()) as { code: number }).code).toBe(20000);

    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/monitor');
    const card = region(page, 'Texts not delivered');
    // The third attempt comes about 2.5 s after the first; the card refreshes with the monitor.
    await expect
      .poll(
        async () => {
          await page.reload();
          return card
            .getByRole('row')
            .nth(1)
            .innerText({ timeout: 2000 })
            .catch(() => '');
        },
        { timeout: 60_000, interval: 3000 },
      )
      .toMatch(new RegExp(`${maskPhone(phone).replace(/\*/g, '\\*')}[\\s\\S]*signIn[\\s\\S]*3`));
    expect(await card.innerText()).not.toContain(phone);
    expect(errors).toEqual([]);
    await context.close();
  });
});
