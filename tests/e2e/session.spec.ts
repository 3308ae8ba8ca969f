import type { Page } from '@playwright/test';

import { DEMO, loginThroughForm, sessionToken, TRIAL } from './fixtures/auth';
import { MERCHANT } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

test('a refused session logs out once, says so, and opens the login page', async ({ page, request }) => {
  await loginThroughForm(page, '', TRIAL.username, TRIAL.password);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-name')).toHaveText(TRIAL.username);
  const token = await sessionToken(page);

  const logout = await request.delete('/wps/session/logout', { headers: { Merchant: MERCHANT, Authorization: token } });
  expect(logout.ok()).toBe(true);
  await page.reload();

  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText('The account has been logged out, please log in again')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  // The stored session is gone: a reload stays logged out.
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

test.describe('a login is stored before the app moves on (docs/architecture.md#data-flow)', () => {
  // The whole visit runs on a CPU six times slower, as on a busy phone: a first page takes seconds.
  test.slow();
  // A first page after a reload at a sixth of the speed can take longer than the usual wait.
  const slowExpect = expect.configure({ timeout: 30_000 });

  /**
   * Logs in through the form on a CPU slowed six times and, the moment the app shows the page the
   * login leads to (`lands`), reloads it (`then` is 'reload') or opens the path `then`. The page
   * itself does it, in the task that changes the address, so no round trip to the test stands
   * between the two. Remember password is unticked: nothing the login page does after the login
   * stands between it and the next page either.
   */
  async function logInThenOpenAtOnce(page: Page, account: { username: string; password: string }, lands: string, then: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/m/login');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Remember password').uncheck();
    await page.evaluate(
      ([path, next]) => {
        const onChange = () => {
          if (location.pathname !== path) return;
          navigation.removeEventListener('currententrychange', onChange);
          if (next === 'reload') location.reload();
          else location.assign(next);
        };
        navigation.addEventListener('currententrychange', onChange);
      },
      [lands, then] as const,
    );
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  test('a first login sent to the password change is still logged in after a reload at once', async ({ page }) => {
    await logInThenOpenAtOnce(page, { username: 'newbie', password: 'newbie1234' }, '/m/changePsw', 'reload');
    // Without a session the password change sends the player home (docs/product.md#password-change).
    await slowExpect(page.getByLabel('Username')).toHaveValue('newbie');
    await slowExpect(page).toHaveURL(/\/m\/changePsw$/);
  });

  test('a member who opens home right after logging in is still the member', async ({ page }) => {
    await logInThenOpenAtOnce(page, DEMO, '/m/home', '/m/home');
    await slowExpect(page.getByTestId('member-name')).toHaveText('Demo Player');
    await slowExpect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' })).toBeVisible();
  });
});
