import { DEMO, latestSmsCode, signIn, TRIAL } from './fixtures/auth';
import { type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Personal info and the security centre (docs/product.md#personal-info,
 * docs/product.md#security-centre), reached by tapping from /m/home, and the session renewal while
 * the app is in use (docs/product.md#session-renewal). A gateway of the suite's own: it changes
 * the demo member's nickname and mobile number.
 */

let gateway: RunningGateway;

test.beforeAll(async () => {
  gateway = await startGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

test.describe.configure({ mode: 'serial' });

const openMemberCentre = async (page: import('@playwright/test').Page) => {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /Member centre/ })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
};

test('a member edits the nickname, then changes the mobile number with an SMS code', async ({ page, request }) => {
  // A walk through four pages and two forms: more than one page's budget at half speed.
  test.setTimeout(60_000);
  await signIn(page, gateway.url, DEMO);
  await openMemberCentre(page);
  await page.getByTestId('entry-personalInfo').click();
  await expect(page).toHaveURL(/\/m\/member\/personalInfo$/);
  await expect(page.getByTestId('personal-nickname')).toContainText('Demo Player');
  await expect(page.getByTestId('personal-mobile')).toContainText('+63 917****567');

  // A refused e-mail keeps everything typed and says what is wrong.
  await page.getByTestId('edit-profile').click();
  await page.getByRole('textbox', { name: /^Nickname/ }).fill('Lucky Ace');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('not-an-address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-form').locator('.field__error')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nickname/ })).toHaveValue('Lucky Ace');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('lucky@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('personal-nickname')).toContainText('Lucky Ace');
  await expect(page.getByTestId('personal-email')).toContainText('lucky@example.com');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('member-centre-name')).toContainText('Lucky Ace');

  // The mobile number changes only with the code sent to the new number.
  await page.getByTestId('entry-personalInfo').click();
  await page.getByTestId('edit-mobile').click();
  await page.getByRole('textbox', { name: 'New mobile number' }).fill('9175550123');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('The SMS code has been sent')).toBeVisible();
  const code = await latestSmsCode(request, gateway.url, '9175550123');
  await page.getByRole('textbox', { name: 'SMS code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Verification code error')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New mobile number' })).toHaveValue('9175550123');
  await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('personal-mobile')).toContainText('+63 917****123');
  await expect(page.getByTestId('personal-mobile')).toContainText('Verified');

  // The security centre agrees, and leads to the password pages.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('entry-security').click();
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  await expect(page.getByTestId('security-mobile')).toContainText('Verified: +63 917****123');
  await expect(page.getByTestId('security-payment-password')).toContainText(/Not set|Set/);
  await expect(page.getByTestId('security-last-login')).toContainText('Last login:');
  await page.getByTestId('security-payment-password').click();
  await expect(page).toHaveURL(/\/m\/paymentPassword$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('security-login-password').click();
  await expect(page).toHaveURL(/\/m\/changePsw\?mode=change$/);
});

test('offline, personal info stays on screen read-only and says changes need a connection', async ({ page, context }) => {
  await signIn(page, gateway.url, DEMO);
  await openMemberCentre(page);
  await page.getByTestId('entry-personalInfo').click();
  await expect(page.getByTestId('personal-nickname')).toContainText('Lucky Ace');
  await context.setOffline(true);
  try {
    await expect(page.getByTestId('personal-offline')).toHaveText(
      'You are offline. This is the information last seen; changes need a connection.',
    );
    await expect(page.getByTestId('edit-profile')).toBeDisabled();
    await expect(page.getByTestId('edit-mobile')).toBeDisabled();
    await expect(page.getByTestId('personal-nickname')).toContainText('Lucky Ace');
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByTestId('edit-profile')).toBeEnabled();
});

test('a trial account is refused personal info and the security centre', async ({ page }) => {
  await signIn(page, gateway.url, TRIAL);
  await openMemberCentre(page);
  await page.getByTestId('entry-personalInfo').click();
  await expect(page.getByRole('status').getByText('Please log in with a real account to use this')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await page.getByTestId('entry-security').click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});

test('an active member’s session is renewed; a visitor’s taps renew nothing', async ({ page, browser }) => {
  await signIn(page, gateway.url, DEMO);
  await expect(page.getByTestId('member-balance')).toBeVisible();
  // The first input after start-up renews at once: the app does not know the session's end yet.
  const renewal = page.waitForResponse((response) => response.url().endsWith('/wps/session/renew'));
  await page.getByTestId('member-balance').tap();
  const answer = (await (await renewal).json()) as { success: boolean; value: { expiresAt: number } };
  expect(answer.success).toBe(true);
  expect(answer.value.expiresAt).toBeGreaterThan(Date.now() + 60 * 60_000);

  const visitor = await browser.newContext({ ...test.info().project.use, baseURL: gateway.url });
  try {
    const visitorPage = await visitor.newPage();
    const renewals: string[] = [];
    visitorPage.on('request', (request) => {
      if (request.url().includes('/wps/session/renew')) renewals.push(request.url());
    });
    await visitorPage.goto(`${gateway.url}/m/home`);
    await visitorPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(visitorPage).toHaveURL(/\/m\/activity$/);
    await visitorPage.getByRole('button', { name: 'Back' }).click();
    await expect(visitorPage).toHaveURL(/\/m\/home$/);
    expect(renewals).toEqual([]);
  } finally {
    await visitor.close();
  }
});
