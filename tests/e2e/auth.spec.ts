import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { currentCaptchaAnswer, everythingStored, getSetting, latestSmsCode, loginThroughForm, passwordEncodings, setSetting } from './fixtures/auth';
import { startGateway, type RunningGateway } from './fixtures/gateway';

// Logins are rate limited per IP and some tests change settings: each test gets its own gateway.
let gateway: RunningGateway;
test.beforeEach(async () => {
  // A gateway of its own starts before each test does its part: three times the default budget.
  test.slow();
  gateway = await startGateway();
});
test.afterEach(async () => {
  await gateway.stop();
});

test('login with a password shows the member and the whole balance in the home header', async ({ page }) => {
  await loginThroughForm(page, gateway.url, 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');
  await expect(page.getByTestId('member-name')).not.toHaveText('…');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' })).toBeVisible();
});

test('a failed login shows the captcha; a wrong captcha is refused and the right one logs in', async ({ page, request }) => {
  await loginThroughForm(page, gateway.url, 'demo', 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'The username or password is incorrect' })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Verification picture' });
  await expect(picture).toBeVisible();
  // What was typed stays.
  await expect(page.getByLabel('Username')).toHaveValue('demo');

  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please write the code')).toBeVisible();

  const shownFirst = await picture.getAttribute('src');
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verification code error' })).toBeVisible();
  await expect.poll(() => picture.getAttribute('src')).not.toBe(shownFirst);

  await page.getByLabel('Verification code').fill(await currentCaptchaAnswer(page, request, gateway.url));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a new device is asked for the captcha the gateway wants, keeping what was typed, and logs in with it', async ({ page, browser, request }) => {
  await loginThroughForm(page, gateway.url, 'demo', 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'The username or password is incorrect' })).toBeVisible();

  const fresh = await browser.newContext({ baseURL: gateway.url });
  try {
    const other = await fresh.newPage();
    await loginThroughForm(other, gateway.url, 'demo', 'demo1234');
    // Never "Verification code error" for a code this device was never shown.
    await expect(other.getByRole('alert').filter({ hasText: 'Enter a captcha' })).toBeVisible();
    await expect(other.getByRole('img', { name: 'Verification picture' })).toBeVisible();
    await expect(other.getByLabel('Username')).toHaveValue('demo');
    await expect(other.getByLabel('Password', { exact: true })).toHaveValue('demo1234');
    await other.getByLabel('Verification code').fill(await currentCaptchaAnswer(other, request, gateway.url));
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(other).toHaveURL(/\/m\/home$/);
  } finally {
    await fresh.close();
  }
});

test('an expired password keeps the session on the password change, with a way to log out, until a new one is saved', async ({ page }) => {
  await loginThroughForm(page, gateway.url, 'expired', 'expired1234');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByTestId('password-change-reason')).toHaveText('Your password has expired. Choose a new one to go on playing.');
  // Deep links lead back to it, deposits included.
  for (const path of ['/m/voucherCenter', '/m/home', '/m/member/home']) {
    await page.goto(`${gateway.url}${path}`);
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();

  await loginThroughForm(page, gateway.url, 'expired', 'expired1234');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await page.getByLabel('New password', { exact: true }).fill('renewed5678');
  await page.getByLabel('Confirm new password').fill('renewed5678');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
});

test('an agent-only account is refused as a non-member', async ({ page }) => {
  await loginThroughForm(page, gateway.url, 'agentonly', 'agent1234');
  await expect(page.getByRole('alert').filter({ hasText: 'Non-member account unable to login' })).toBeVisible();
});

test('SMS login with the code the gateway sent', async ({ page, request }) => {
  await page.goto(`${gateway.url}/m/login`);
  await page.getByRole('tab', { name: 'With SMS code' }).click();
  await page.getByLabel('Mobile number').fill('9171234567');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(request, gateway.url, '9171234567'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');
});

test('the remembered login refills the form after a reload, and the password is stored in no readable encoding', async ({ page }) => {
  await loginThroughForm(page, gateway.url, 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  const stored = await everythingStored(page);
  for (const encoded of passwordEncodings('demo1234')) expect(stored).not.toContain(encoded);

  await page.goto(`${gateway.url}/m/login`);
  await expect(page.getByLabel('Username')).toHaveValue('demo');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('demo1234');
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
});

test('logout asks first, then clears the session, storage and authenticated data', async ({ page }) => {
  await loginThroughForm(page, gateway.url, 'demo', 'demo1234');
  await expect(page.getByTestId('member-balance')).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('trialUser', 'someone'));
  await page.getByRole('link', { name: 'Member centre' }).last().click();
  await expect(page.getByTestId('member-centre-balance')).toHaveText('₱15,250');
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('member-balance')).toHaveCount(0);
});

test('free trial: the login footer leads to the trial page, which opens a type 4 session and goes home', async ({ page }) => {
  await page.goto(`${gateway.url}/m/login`);
  await page.getByRole('link', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(/\/m\/trail$/);
  await expect(page.getByTestId('trial-terms')).toContainText('need a real account');
  await expect(page.getByTestId('trial-register')).toHaveAttribute('href', '/m/register');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const trialName = await page.evaluate(() => sessionStorage.getItem('trialUser'));
  expect(trialName).toMatch(/^TRY/);
  await expect(page.getByTestId('member-name')).toHaveText(trialName!);
  await page.goto(`${gateway.url}/m/member/home`);
  await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register now' })).toBeVisible();
});

async function firstLogin(page: Page) {
  await loginThroughForm(page, gateway.url, 'newbie', 'newbie1234');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
}

test('a first login opens the password change, with no old-password field; the same password is refused', async ({ page }) => {
  await firstLogin(page);
  await expect(page.getByLabel('Username')).toHaveValue('newbie');
  // The password typed at login is held, so no old-password field.
  await expect(page.getByLabel('Old password')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('newbie1234');
  await page.getByLabel('Confirm new password').fill('newbie1234');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog').getByText('The new password and the old password cannot be the same')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('newbie1234');
});

test('the first password change refuses a mismatched confirmation, then saves a password that logs in', async ({ page }) => {
  await firstLogin(page);
  await page.getByLabel('New password', { exact: true }).fill('fresh5678');
  await page.getByLabel('Confirm new password').fill('fresh5679');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Confirmation password not matched')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('fresh5678');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Change saved')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.evaluate(() => localStorage.removeItem('rememberedLogin'));
  await loginThroughForm(page, gateway.url, 'newbie', 'fresh5678');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('forgot password: a code to the account mobile, then a new password that logs in', async ({ page, request }) => {
  await page.goto(`${gateway.url}/m/forget`);
  await page.getByLabel('Mobile number').fill('9171234567');
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('SMS code').fill(await latestSmsCode(request, gateway.url, '9171234567'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose a new password for demo.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('reset9876');
  await page.getByLabel('Confirm new password').fill('reset9876');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.evaluate(() => localStorage.removeItem('rememberedLogin'));
  await loginThroughForm(page, gateway.url, 'demo', 'reset9876');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('registration follows a rule changed in the gateway: a field that becomes required is required', async ({ page, request }) => {
  const rules = await getSetting<Record<string, Record<string, unknown>>>(request, gateway.url, 'registerRules');
  await setSetting(request, gateway.url, 'registerRules', { ...rules, nickname: { ...rules.nickname, required: true }, captcha: { ...rules.captcha, enabled: false } });

  await page.goto(`${gateway.url}/m/register`);
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.getByLabel('Username').fill('newplayer01');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Join now' }).click();
  const nickname = page.getByLabel('Nickname');
  await expect(nickname).toBeFocused();
  await expect(page.getByText('This field is required')).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel('Username')).toHaveValue('newplayer01');

  await nickname.fill('New Player');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-name')).toHaveText('New Player');
});

test('registration refuses an invalid invitation code and keeps the form', async ({ page, request }) => {
  const rules = await getSetting<Record<string, Record<string, unknown>>>(request, gateway.url, 'registerRules');
  await setSetting(request, gateway.url, 'registerRules', { ...rules, captcha: { ...rules.captcha, enabled: false } });
  await page.goto(`${gateway.url}/m/register?affiliateCode=NOPE1234`);
  await page.getByRole('tab', { name: 'Username' }).click();
  await expect(page.getByLabel('Invitation code')).toHaveValue('NOPE1234');
  await page.getByLabel('Username').fill('newplayer02');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByText('Invalid invitation code')).toBeVisible();
  await expect(page.getByLabel('Invitation code')).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveValue('newplayer02');

  await page.getByLabel('Invitation code').fill('AGENT01');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('join is disabled while the terms are not accepted', async ({ page }) => {
  await page.goto(`${gateway.url}/m/register`);
  const join = page.getByRole('button', { name: 'Join now' });
  await expect(join).toBeEnabled();
  await page.getByLabel(/accept the terms/).uncheck();
  await expect(join).toBeDisabled();
});

test('an agent with a pending daily salary contract is asked after login and can go to it', async ({ page }) => {
  await loginThroughForm(page, gateway.url, 'agent', 'agent1234');
  const alert = page.getByRole('dialog', { name: 'Contract' });
  await expect(alert).toContainText('A daily salary contract is waiting for you');
  await alert.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily salary contract');
});
