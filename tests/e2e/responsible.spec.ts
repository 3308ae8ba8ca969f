import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';

import { DEMO, getSetting, loginThroughForm, setSetting } from './fixtures/auth';
import { startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Player protection (docs/product.md#responsible-gaming), reached by tapping from /m/home: a
 * deposit limit, a deposit over it refused with what remains, a raise pending its cooling-off,
 * the reality check (shown on time, waiting behind a payment step), a self-exclusion or a break
 * that logs out and refuses the next login with its end date. Each test has its own gateway: the
 * settings change and the demo member ends excluded.
 */

// The same scan as the route table's (tests/e2e/accessibility.spec.ts).
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  const found = results.violations.map(
    (violation) => `${where}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

interface ProtectionSetting {
  realityCheckSeconds: number;
  coolingOffHours: number;
  helpLinks: { label: string; url: string }[];
}

async function setRealityCheckSeconds(request: APIRequestContext, base: string, seconds: number) {
  const current = await getSetting<ProtectionSetting>(request, base, 'responsibleGaming');
  await setSetting(request, base, 'responsibleGaming', { ...current, realityCheckSeconds: seconds });
}

test('EN: a deposit limit refuses more, a raise waits, the reality check waits behind a payment, a self-exclusion logs out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const gateway = await startGateway();
  try {
    await loginThroughForm(page, gateway.url, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(/\/m\/home$/);

    // One tap from home's footer.
    await page.getByRole('link', { name: '21+ · Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await expect(page.getByTestId('rg-notice')).toHaveText('21+ · Gambling is addictive. Know when to stop.');
    await expect(page.getByRole('link', { name: /Gamblers Anonymous/ })).toBeVisible();
    await expectNoAxeViolations(page, 'responsible gaming');

    // A first limit applies at once.
    const day = page.getByTestId('limit-deposit-day');
    await day.getByLabel('New limit').fill('300');
    await day.getByRole('button', { name: 'Save' }).click();
    await expect(day.getByRole('status')).toHaveText('Your new limit applies now.');
    await expect(day).toContainText('Limit: ₱300.00');

    // The deposit page says what remains before the player submits, and refuses more, keeping the amount.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByTestId('deposit-allowance')).toContainText('You can deposit up to ₱300.00 today');
    await page.getByRole('radio', { name: /QR Ph/ }).click();
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('500');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You can deposit up to ₱300.00 today' })).toBeVisible();
    await expect(amount).toHaveValue('500');

    // A raise waits out the cooling-off.
    await page.getByTestId('deposit-allowance').getByRole('link', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await day.getByLabel('New limit').fill('1,000');
    await day.getByRole('button', { name: 'Save' }).click();
    await expect(day.getByRole('status')).toContainText('Your new limit will apply on');
    await expect(day.getByTestId('limit-deposit-day-pending')).toContainText('₱1,000.00 pending until');
    await expect(day).toContainText('Limit: ₱300.00');

    // The reality check, made short by the operator: it shows on time with the session's figures.
    await setRealityCheckSeconds(request, gateway.url, 10);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible({ timeout: 25_000 });
    await expect(check.getByTestId('reality-check-time')).toContainText('You have been logged in for 0 h');
    await expect(check.getByTestId('reality-check-result')).toContainText('₱');
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toBeHidden();

    // A pending order's payment step is on screen: the next check waits, and shows once it is closed.
    await page.getByRole('radio', { name: /QR Ph/ }).click();
    await amount.fill('200');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page).toHaveURL(/order=/);
    await expect(page.getByTestId('deposit-order-status')).toHaveText('Pending');
    await expect(page.getByTestId('reality-check-waiting')).toBeAttached({ timeout: 25_000 });
    await expect(check).toBeHidden();
    await page.getByRole('button', { name: 'New deposit' }).click();
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Continue' }).click();
    await setRealityCheckSeconds(request, gateway.url, 1800);

    // Self-exclusion: two confirmations, then logged out with the end date.
    await page.getByTestId('deposit-allowance').getByRole('link', { name: 'Responsible gaming' }).click();
    const exclusion = page.getByTestId('self-exclusion');
    await expect(exclusion).toContainText('The first 6 months cannot be undone.');
    await exclusion.getByRole('button', { name: '6 months' }).click();
    await exclusion.getByRole('button', { name: 'Exclude myself' }).click();
    const explain = page.getByRole('dialog', { name: 'Exclude yourself?' });
    await expect(explain).toContainText('To withdraw your balance meanwhile, contact customer support.');
    await explain.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm with your password' });
    await confirm.getByLabel('Password').fill('wrong-password');
    await confirm.getByRole('button', { name: 'Exclude myself' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('The password is not correct');
    await confirm.getByLabel('Password').fill(DEMO.password);
    await confirm.getByRole('button', { name: 'Exclude myself' }).click();
    await expect(page.getByTestId('exclusion-started')).toContainText('You are logged out. Your self-exclusion lasts until');
    await expect(page.getByRole('link', { name: 'Log in to set your limits' })).toBeVisible();
    // Where to get help is for visitors too.
    await expect(page.getByRole('link', { name: /^PAGCOR Responsible Gaming/ })).toBeVisible();
    await expectNoAxeViolations(page, 'responsible gaming, logged out');

    // The next login is refused with the end date, and keeps the username.
    await page.getByRole('link', { name: 'Log in to set your limits' }).click();
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      page.getByText(/Your account is self-excluded until .+ To withdraw your balance meanwhile, contact customer support\./),
    ).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(DEMO.username);
  } finally {
    await gateway.stop();
  }
});

test('TY: from the member centre, a limit and a break, in Tagalog', async ({ page }) => {
  test.setTimeout(90_000);
  const gateway = await startGateway();
  try {
    await loginThroughForm(page, gateway.url, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.evaluate(() => localStorage.setItem('language', 'TY'));
    await page.reload();
    await page.locator('nav a[href="/m/member/home"]').first().click();
    await page.getByTestId('entry-responsibleGaming').click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await expect(page.getByTestId('rg-notice')).toHaveText('21+ · Nakakaadik ang pagsusugal. Alamin kung kailan titigil.');
    await expectNoAxeViolations(page, 'responsible gaming (TY)');

    const week = page.getByTestId('limit-loss-week');
    await week.getByLabel('Bagong limitasyon').fill('2500');
    await week.getByRole('button', { name: 'I-save' }).click();
    await expect(week.getByRole('status')).toHaveText('Umiiral na ngayon ang iyong bagong limitasyon.');

    const pause = page.getByTestId('timeout');
    await pause.getByRole('button', { name: '24 oras' }).click();
    await pause.getByRole('button', { name: 'Simulan ang pahinga' }).click();
    await page
      .getByRole('dialog', { name: 'Magpahinga?' })
      .getByRole('button', { name: /Magpatuloy|Continue/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Kumpirmahin gamit ang iyong password' });
    await confirm.getByLabel('Password').fill(DEMO.password);
    await confirm.getByRole('button', { name: 'Simulan ang pahinga' }).click();
    await expect(page.getByTestId('exclusion-started')).toContainText('Naka-log out ka na. Ang iyong pahinga ay tatagal hanggang');

    await page.getByRole('link', { name: 'Mag-log in para itakda ang iyong mga limitasyon' }).click();
    await page.locator('input[name="username"]').fill(DEMO.username);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('form button[type="submit"]').first().click();
    await expect(page.getByText(/Ang iyong account ay naka-pahinga hanggang .+ customer support\./)).toBeVisible();
  } finally {
    await gateway.stop();
  }
});
