import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';

import {
  currentCaptchaAnswer,
  everythingStored,
  getSetting,
  latestSmsCode,
  loginThroughForm,
  passwordEncodings,
  setSetting,
  sliderGap,
} from './fixtures/auth';
import { ADMIN_TOKEN, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

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

test("with only the platform's v2 scheme, the RSA key comes as bare hex text and a password login lands signed in", async ({
  page,
  request,
}) => {
  // An operator gateway that offers no RSA-OAEP key, as the platform's do: the app falls back to v2
  // and reads the key as the platform's gateways answer it (docs/gateway-protocol.md#the-platforms-v2-scheme).
  await page
    .context()
    .route('**/wps/session/key/oaep*', (route) =>
      route.fulfill({ status: 404, json: { success: false, value: null, code: 'route.not.found', message: 'No route' } }),
    );
  const keyAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/key/rsa');
  const loginRequest = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/wps/session/login');
  await loginThroughForm(page, gateway.url, 'demo', 'demo1234');

  const key = await keyAnswer;
  expect(key.status()).toBe(200);
  expect(key.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const modulus = await key.text();
  // The whole body is the modulus: no envelope around it.
  expect(modulus).toMatch(/^[0-9a-f]{256}$/);
  const login = await loginRequest;
  expect(await login.headerValue('encryption')).toMatch(/^[0-9a-f]{1,256}$/);
  expect(login.postDataJSON()).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');

  // Asked for as the platform's own client does, with no Merchant header, the key is the same text.
  const bare = await request.get(`${gateway.url}/wps/session/key/rsa?t=${Date.now()}`, { headers: { 'Cache-Control': 'no-cache' } });
  expect(bare.status()).toBe(200);
  expect(bare.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await bare.text()).toBe(modulus);
});

test('a failed login shows the captcha; a wrong captcha is refused and the right one logs in', async ({ page, request }) => {
  await loginThroughForm(page, gateway.url, 'demo', 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'The username or password is incorrect' })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Verification picture' });
  await expect(picture).toBeVisible();
  // What was typed stays.
  await expect(page.getByLabel('Username')).toHaveValue('demo');

  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Please write the code')).toBeVisible();

  const shownFirst = await picture.getAttribute('src');
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verification code error' })).toBeVisible();
  await expect.poll(() => picture.getAttribute('src')).not.toBe(shownFirst);

  await page.getByLabel('Verification code').fill(await currentCaptchaAnswer(page, request, gateway.url));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a new device is asked for the captcha the gateway wants, keeping what was typed, and logs in with it', async ({
  page,
  browser,
  request,
}) => {
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
    await other.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(other).toHaveURL(/\/m\/home$/);
  } finally {
    await fresh.close();
  }
});

test('an expired password keeps the session on the password change, with a way to log out, until a new one is saved', async ({ page }) => {
  await loginThroughForm(page, gateway.url, 'expired', 'expired1234');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByTestId('password-change-reason')).toHaveText('Your password has expired. Choose a new one to go on playing.');
  // Not a first password: the title says what to do.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  // Deep links lead back to it, deposits included.
  for (const path of ['/m/voucherCenter', '/m/home', '/m/member/home']) {
    await page.goto(`${gateway.url}${path}`);
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();

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
  await expect(page.getByRole('alert').filter({ hasText: 'Only member accounts can log in here' })).toBeVisible();
});

test('SMS login with the code the gateway sent', async ({ page, request }) => {
  await page.goto(`${gateway.url}/m/login`);
  await page.getByRole('tab', { name: 'With SMS code' }).click();
  await page.getByLabel('Mobile number').fill('9171234567');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(request, gateway.url, '9171234567'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');
});

/** The next slider challenge the page receives: its lot number and picture width. */
function nextChallenge(page: Page): Promise<{ lot_number: string; width: number }> {
  return page
    .waitForResponse((response: Response) => new URL(response.url()).pathname === '/wps/geetest/challenge')
    .then(async (response) => ((await response.json()) as { value: { lot_number: string; width: number } }).value);
}

/** Drags the slider's handle so that the piece's left edge lands at `x` picture pixels. */
async function dragPieceTo(page: Page, dialog: Locator, x: number, pictureWidth: number) {
  const handle = dialog.getByRole('slider', { name: 'Piece position' });
  await expect(dialog.getByTestId('slider-piece')).toBeVisible();
  await expect(handle).not.toHaveAttribute('aria-disabled', 'true');
  const picture = (await dialog.getByRole('img', { name: 'Picture with a gap' }).boundingBox())!;
  const start = (await handle.boundingBox())!;
  const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (x * picture.width) / pictureWidth, from.y, { steps: 8 });
  await page.mouse.up();
}

test('with the slider check on, Get code asks for the piece in the gap: a miss draws a new picture, a fit sends the code', async ({
  page,
  request,
}) => {
  await setSetting(request, gateway.url, 'switches', { GEETEST3: true });
  await page.goto(`${gateway.url}/m/home`);
  await page.getByRole('link', { name: 'Log in', exact: true }).first().click();
  await page.getByRole('tab', { name: 'With SMS code' }).click();
  await page.getByLabel('Mobile number').fill('9171234567');

  const first = nextChallenge(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  const missed = await first;
  const missedGap = await sliderGap(request, gateway.url, missed.lot_number);
  const second = nextChallenge(page);
  await dragPieceTo(page, dialog, missedGap.x > 150 ? missedGap.x - 60 : missedGap.x + 60, missed.width);
  await expect(dialog.getByRole('alert')).toHaveText('The piece did not fit the gap. Try again with the new picture.');

  const fresh = await second;
  expect(fresh.lot_number).not.toBe(missed.lot_number);
  await dragPieceTo(page, dialog, (await sliderGap(request, gateway.url, fresh.lot_number)).x, fresh.width);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The SMS code has been sent')).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  await expect(page.getByLabel('Mobile number')).toHaveValue('9171234567');
  await page.getByLabel('SMS code').fill(await latestSmsCode(request, gateway.url, '9171234567'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
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
  await expect(page.getByTestId('member-centre-balance')).toHaveText('₱15,250.75');
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('member-balance')).toHaveCount(0);
});

test('after a logout from the member centre the login page has no password, and Log in does not enter the account', async ({ page }) => {
  await page.goto(`${gateway.url}/m/login`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await expect(page.getByLabel('Remember password')).toBeChecked();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Remembered while the session lasts (docs/product.md#login).
  await page.goto(`${gateway.url}/m/login`);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('demo1234');

  await page.goto(`${gateway.url}/m/home`);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();

  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/wps/session/login')) loginCalls.push(request.url());
  });
  await page.goto(`${gateway.url}/m/login`);
  // The username stays remembered; the password does not.
  await expect(page.getByLabel('Username')).toHaveValue('demo');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  expect(loginCalls).toEqual([]);
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto(`${gateway.url}/m/home`);
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
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
  await expect(page.getByText('Please log in with a real account to use this')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
});

test('free trial: a trial that has a token plays on as the same trial user, asked of trialuser', async ({ page }) => {
  await page.goto(`${gateway.url}/m/trail`);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const trialName = await page.evaluate(() => sessionStorage.getItem('trialUser'));
  expect(trialName).toMatch(/^TRY/);
  // A new tab keeps the session but not the session storage.
  await page.evaluate(() => sessionStorage.removeItem('trialUser'));
  await page.goto(`${gateway.url}/m/login`);
  await page.getByRole('link', { name: 'Free trial' }).click();
  await expect(page.getByTestId('trial-signed-in')).toContainText(trialName!);
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/member/trialuser');
  await page.getByTestId('trial-resume').click();
  const answer = await (await asked).json();
  expect(answer.value).toMatchObject({ userName: trialName, customerType: 4 });
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-name')).toHaveText(trialName!);
  expect(await page.evaluate(() => sessionStorage.getItem('trialUser'))).toBe(trialName);
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
  // The countdown starts when the gateway has sent the code: before that there is none to read.
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
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
  await setSetting(request, gateway.url, 'registerRules', {
    ...rules,
    nickname: { ...rules.nickname, required: true },
    captcha: { ...rules.captcha, enabled: false },
  });

  await page.goto(`${gateway.url}/m/register`);
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.getByLabel('Username').fill('newplayer01');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const nickname = page.getByLabel('Nickname');
  await expect(nickname).toBeFocused();
  await expect(page.getByText('This field is required')).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel('Username')).toHaveValue('newplayer01');

  await nickname.fill('New Player');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
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
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Invalid invitation code')).toBeVisible();
  await expect(page.getByLabel('Invitation code')).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveValue('newplayer02');

  await page.getByLabel('Invitation code').fill('AGENT01');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

async function withoutCaptcha(request: APIRequestContext) {
  const rules = await getSetting<Record<string, Record<string, unknown>>>(request, gateway.url, 'registerRules');
  await setSetting(request, gateway.url, 'registerRules', { ...rules, captcha: { ...rules.captcha, enabled: false } });
}

test('registration shows the rule of each field and whether it is optional before anything is typed', async ({ page }) => {
  await page.goto(`${gateway.url}/m/register`);
  await page.getByRole('tab', { name: 'Username' }).click();
  // The demo rules (gateway/store/seed-data/register-rules.ts): username 6-16, password 6-20.
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('6 to 16 letters or digits');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('6 to 20 characters, no spaces');
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Type the same password again');
  await expect(page.getByLabel('Payee name')).toHaveAccessibleDescription('The name on the bank account you will withdraw to');
  await expect(page.getByText('7 to 20 digits, without the country code')).toBeVisible();
  // Required fields carry no mark; optional ones say so.
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email (optional)', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Nickname (optional)', { exact: true })).toBeVisible();
  await expect(page.getByText('(optional)')).toHaveCount(5);
  // Nothing is refused before the player has done anything.
  await expect(page.locator('.field__error')).toHaveCount(0);
});

test('registration hints and marks follow a rule changed in the gateway', async ({ page, request }) => {
  const rules = await getSetting<Record<string, Record<string, unknown>>>(request, gateway.url, 'registerRules');
  await setSetting(request, gateway.url, 'registerRules', {
    ...rules,
    username: { ...rules.username, minLength: 8, maxLength: 12 },
    email: { ...rules.email, required: true },
  });
  await page.goto(`${gateway.url}/m/register`);
  await page.getByRole('tab', { name: 'Username' }).click();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('8 to 12 letters or digits');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('For example name@example.com');
});

test('registration says one clear thing per field', async ({ page, request }) => {
  await withoutCaptcha(request);
  await page.goto(`${gateway.url}/m/register`);
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const error = (field: string) => page.locator(`#field-${field}-error`);
  await expect(error('username')).toHaveText('Username must be 6-16 letters or digits');
  await expect(error('email')).toHaveText('Enter an email address like name@example.com');
  await expect(error('confirmPassword')).toHaveText('Enter the password again');
  await expect(error('password')).toHaveCount(0);
  await expect(page.getByText('Account, Password and E-mail format incorrect')).toHaveCount(0);
  // The message joins the hint in what the field is described by.
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    '6 to 16 letters or digits Username must be 6-16 letters or digits',
  );
  for (const field of ['username', 'email', 'confirmPassword']) {
    await expect(page.locator('.field', { has: page.locator(`#field-${field}`) }).locator('.field__error')).toHaveCount(1);
  }
});

test('a new member is welcomed by name before landing on home', async ({ page, request }) => {
  await withoutCaptcha(request);
  await page.goto(`${gateway.url}/m/register`);
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.getByLabel('Username').fill('welcome01');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Welcome, welcome01!' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the over-18 box links the terms of the operator, and says them plainly when there are none', async ({ page, request }) => {
  await page.goto(`${gateway.url}/m/register`);
  const terms = page.getByRole('link', { name: /terms and conditions/ });
  const links = await getSetting<Record<string, string>>(request, gateway.url, 'links');
  await expect(terms).toHaveAttribute('href', links.TERMS!);
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('checkbox', { name: /I am over 18 and accept the terms and conditions/ })).toBeChecked();

  await setSetting(request, gateway.url, 'links', { ...links, TERMS: '' });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'I am over 18 and accept the terms and conditions' })).toBeVisible();
  await expect(page.getByRole('link', { name: /terms and conditions/ })).toHaveCount(0);
});

test('mobile-number sign-up starts with the mobile number, then its SMS code', async ({ page }) => {
  await page.goto(`${gateway.url}/m/register`);
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const inputs = page.locator('form .field__input');
  await expect(inputs.nth(0)).toHaveId('field-mobileNum');
  await expect(inputs.nth(1)).toHaveId('field-verificationCode');
  await expect(page.getByLabel('Username')).toHaveCount(0);
  // The number is what the player signs up with: required here, so not marked optional.
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveAccessibleDescription('7 to 20 digits, without the country code');
});

test('the login page links to registration once', async ({ page }) => {
  await page.goto(`${gateway.url}/m/login`);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.locator('a[href="/m/register"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/m/register');
});

test('join is disabled while the terms are not accepted', async ({ page }) => {
  await page.goto(`${gateway.url}/m/register`);
  const join = page.getByRole('button', { name: 'Register', exact: true });
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

test('a failed password login leaves the SMS tab clean, and an SMS failure leaves the password tab clean', async ({ page }) => {
  await loginThroughForm(page, gateway.url, 'demo', 'wrong-password');
  const failure = page.getByRole('alert').filter({ hasText: 'The username or password is incorrect' });
  await expect(failure).toBeVisible();
  const picture = page.getByRole('img', { name: 'Verification picture' });
  await expect(picture).toBeVisible();

  await page.getByRole('tab', { name: 'With SMS code' }).click();
  await expect(page.getByLabel('SMS code')).toBeVisible();
  await expect(page.locator('.form-alert')).toHaveCount(0);
  await expect(picture).toHaveCount(0);

  // A wrong SMS code fails on its own tab, and the password tab does not inherit it either.
  await page.getByLabel('Mobile number').fill('9171234567');
  await page.getByLabel('SMS code').fill('000000');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verification code error' })).toBeVisible();
  await page.getByRole('tab', { name: 'With password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.locator('.form-alert')).toHaveCount(0);
  await expect(picture).toHaveCount(0);
});

test('a mobile sign-up is told its username, logs in with its number and password, and finds its username in the member centre', async ({
  page,
  request,
}) => {
  await withoutCaptcha(request);
  const mobile = '9175550101';
  await page.goto(`${gateway.url}/m/register`);
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  // The countdown starts when the gateway has sent the code: before that there is none to read.
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(request, gateway.url, mobile));
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const username = `m${mobile}`;
  await expect(page.locator('.toast').filter({ hasText: `Your username is ${username}.` })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
  await expect(page.getByTestId('member-centre-username')).toHaveText(`Username: ${username}`);

  // Logged out, the member comes back with the number and the password chosen at sign-up.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto(`${gateway.url}/m/login`);
  await page.getByRole('tablist', { name: 'Log in with' }).getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
  await expect(page.getByTestId('member-centre-username')).toHaveText(`Username: ${username}`);
});

/** The newest mail the gateway's outbox holds for an address, read through the admin API as a mail client would. */
async function latestMail(request: APIRequestContext, to: string): Promise<{ subject: string; body: string }> {
  const response = await request.get(`${gateway.url}/admin/mail?to=${encodeURIComponent(to)}`, { headers: { 'Admin-Token': ADMIN_TOKEN } });
  const mails = ((await response.json()) as { value: { subject: string; body: string }[] }).value;
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
}

test('forgot password by e-mail: the mailed code sets a new password that logs in', async ({ page, request }) => {
  await withoutCaptcha(request);
  // A member with an e-mail address and no mobile number.
  await page.goto(`${gateway.url}/m/register`);
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.getByLabel('Username').fill('mailer01');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByLabel(/^Email/).fill('mailer01@lobby.example');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto(`${gateway.url}/m/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('tab', { name: 'By e-mail' }).click();
  await page.getByLabel('Username').fill('mailer01');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('We have sent a code to the e-mail address of mailer01.')).toBeVisible();
  const mail = await latestMail(request, 'mailer01@lobby.example');
  const code = /Your code: ([0-9A-Z-]+)/.exec(mail.body)?.[1] ?? '';
  await page.getByLabel('Code from the e-mail').fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code is not valid or has expired' })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose a new password for mailer01.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('mailed987');
  await page.getByLabel('Confirm new password').fill('mailed987');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.evaluate(() => localStorage.removeItem('rememberedLogin'));
  await loginThroughForm(page, gateway.url, 'mailer01', 'mailed987');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('forgot password for an account with neither e-mail nor mobile says how to reach customer service', async ({ page, request }) => {
  const links = await getSetting<Record<string, string>>(request, gateway.url, 'links');
  await page.goto(`${gateway.url}/m/forget`);
  await page.getByRole('tab', { name: 'By e-mail' }).click();
  // The seeded account "expired" has no e-mail address and no mobile number.
  await page.getByLabel('Username').fill('expired');
  await page.getByRole('button', { name: 'Send the code' }).click();
  const support = page.getByTestId('recovery-support');
  await expect(support).toContainText('it has no e-mail address or mobile number');
  await expect(support.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', links.SERVICE!);
  await expect(page.getByLabel('Code from the e-mail')).toHaveCount(0);

  // An account with a mobile number but no address is sent to SMS recovery instead.
  await page.getByLabel('Username').fill('demo');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByTestId('recovery-use-sms').getByRole('button', { name: 'Recover by SMS' }).click();
  await expect(page.getByRole('tab', { name: 'By SMS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('SMS code')).toBeVisible();
});
