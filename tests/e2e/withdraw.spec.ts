import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO, sessionToken, signIn, TRIAL } from './fixtures/auth';
import { ADMIN_TOKEN, MERCHANT, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Money out (docs/product.md#withdraw, #bank-cards, #payment-password), reached by tapping from
 * /m/home: a payment password, a card in the payee name, a withdrawal shown pending, the
 * operator's approval and payment (admin API) or rejection with the money back, and the balance
 * and the account record agreeing; a trial account is refused. Its own gateway: the orders move
 * the demo member's balance.
 */

let gateway: RunningGateway;
const PIN = '246810';

test.beforeAll(async () => {
  gateway = await startGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

test.describe.configure({ mode: 'serial' });

async function openMemberEntry(page: Page, entry: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await page.getByTestId(`entry-${entry}`).click();
}

async function decide(request: APIRequestContext, orderNo: string, data: Record<string, string>) {
  const response = await request.put(`${gateway.url}/admin/withdrawals/${orderNo}`, { headers: { 'Admin-Token': ADMIN_TOKEN }, data });
  expect(response.ok(), await response.text()).toBe(true);
}

async function newestOrderNo(page: Page): Promise<string> {
  const text = await page.getByTestId('withdraw-order').first().textContent();
  const orderNo = /WD\d+/.exec(text ?? '')?.[0];
  expect(orderNo).toBeDefined();
  return orderNo!;
}

async function withdraw(page: Page, amount: string) {
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByTestId('withdraw-confirm');
  await confirm.getByLabel('Payment password').fill(PIN);
  await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(confirm).toHaveCount(0);
}

test('a member sets a payment password, adds a card, withdraws; approval and payment agree with the record', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, gateway.url, DEMO);
  await openMemberEntry(page, 'bankCards');
  await expect(page).toHaveURL(/\/m\/myBankCards$/);

  // No payment password yet: the page leads to it, and back.
  await page.getByTestId('payment-password-prompt').getByRole('link', { name: 'Set payment password' }).click();
  await expect(page).toHaveURL(/\/m\/paymentPassword$/);
  await page.getByLabel('Login password').fill('demo1234');
  await page.getByLabel('New payment password').fill('12345');
  await page.getByLabel('Confirm payment password').fill('12345');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('The payment password must be 6 digits')).toBeVisible();
  await page.getByLabel('New payment password').fill(PIN);
  await page.getByLabel('Confirm payment password').fill(PIN);
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page).toHaveURL(/\/m\/myBankCards$/);
  await expect(page.getByTestId('payment-password-prompt')).toHaveCount(0);

  // A number of the wrong shape is refused and kept; the right one is saved, masked.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await page.getByRole('radio', { name: /GCash/ }).click();
  const number = page.getByLabel('E-wallet mobile number');
  await number.fill('12345');
  await page.getByLabel('Holder name').fill('Juan Dela Cruz');
  await page.getByLabel('Payment password').fill(PIN);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Enter the 11-digit mobile number of the e-wallet, for example 09171234567')).toBeVisible();
  await expect(number).toHaveValue('12345');
  await number.fill('0917 555 1234');
  await page.getByRole('button', { name: 'Save card' }).click();
  const card = page.getByTestId('payout-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('GCash');
  await expect(card).toContainText('•••• 1234');
  await expect(card).toContainText('Juan Dela Cruz');
  await page.screenshot({ path: testInfo.outputPath('bank-cards-en.png') });

  // Withdraw: limits and fee before confirming, then a pending order and the amount reserved.
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱15,250.75');
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The minimum withdrawal is ₱100.00')).toBeVisible();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50');
  await page.getByLabel('Amount', { exact: true }).fill('500');
  await expect(page.getByTestId('withdraw-quote')).toHaveText('Fee ₱10.00 · you receive ₱490.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('withdraw-fee')).toHaveText('₱10.00');
  await expect(page.getByTestId('withdraw-payout')).toHaveText('₱490.00');
  await page.screenshot({ path: testInfo.outputPath('withdraw-confirm-en.png') });
  await page.getByTestId('withdraw-confirm').getByLabel('Payment password').fill(PIN);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const order = page.getByTestId('withdraw-order').first();
  await expect(order).toHaveAttribute('data-status', 'pending');
  await expect(order).toContainText('₱500.00');
  await expect(order).toContainText('Pending');
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱14,750.75');

  // The operator approves, then pays: the page follows without a reload.
  const orderNo = await newestOrderNo(page);
  await decide(request, orderNo, { status: 'approved' });
  await expect(order).toHaveAttribute('data-status', 'approved');
  await decide(request, orderNo, { status: 'paid' });
  await expect(order).toHaveAttribute('data-status', 'paid');
  await expect(order).toContainText('Paid');
  await expect(page.getByTestId('withdraw-balance')).toHaveText('₱14,750.75');
  await page.screenshot({ path: testInfo.outputPath('withdraw-paid-en.png'), fullPage: true });

  // The account record says the same.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await page.getByTestId('entry-accountRecord').click();
  const row = page.getByTestId('account-record').first();
  await expect(row).toContainText('Withdrawal');
  await expect(row).toContainText('−₱500.00');
  await expect(row).toContainText('Balance ₱14,750.75');
});

test('a rejection shows its reason and returns the money', async ({ page, request }) => {
  await signIn(page, gateway.url, DEMO);
  await openMemberEntry(page, 'withdraw');
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱14,750.75');
  await withdraw(page, '1,000');
  const order = page.getByTestId('withdraw-order').first();
  await expect(order).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱13,750.75');
  await decide(request, await newestOrderNo(page), { status: 'rejected', reason: 'The account name does not match' });
  await expect(order).toHaveAttribute('data-status', 'rejected');
  await expect(order.getByTestId('withdraw-reason')).toHaveText('Reason: The account name does not match');
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱14,750.75');
  await expect(page.getByTestId('withdraw-order')).toHaveCount(2);
});

test('offline, the bank-card and withdraw pages keep what they last showed, read-only, and say why', async ({ page, context }) => {
  await signIn(page, gateway.url, DEMO);
  await openMemberEntry(page, 'withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱14,750.75');
  await expect(page.getByTestId('withdraw-order')).toHaveCount(2);
  await page.goBack();
  await page.getByTestId('entry-bankCards').click();
  await expect(page.getByTestId('payout-card')).toHaveCount(1);

  const offlineNote = page.getByTestId('wallet-offline');
  await context.setOffline(true);
  try {
    await expect(offlineNote).toHaveText('You are offline. This is the last information we received; changes need an internet connection.');
    await expect(page.getByTestId('payout-card')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add a card' })).toBeDisabled();
    await expect(page.getByTestId('payout-card').getByRole('button', { name: 'Remove' })).toBeDisabled();

    // On to the withdraw page, still offline: the balance and orders last received, nothing to send.
    await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(offlineNote).toBeVisible();
    await expect(page.getByTestId('withdraw-available')).toHaveText('₱14,750.75');
    await expect(page.getByTestId('withdraw-order')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  } finally {
    await context.setOffline(false);
  }
  await expect(offlineNote).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('the withdraw page in Tagalog', async ({ page }, testInfo) => {
  await signIn(page, gateway.url, DEMO);
  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.reload();
  await page.getByRole('navigation').first().waitFor();
  await page.goto(`${gateway.url}/m/home`);
  await page.locator('.tab-bar a[href="/m/member/home"]').click();
  await page.getByTestId('entry-withdraw').click();
  await expect(page.getByTestId('withdraw-order')).toHaveCount(2);
  await expect(page.getByTestId('withdraw-order').first()).toContainText('Tinanggihan');
  await expect(page.getByRole('heading', { name: 'Kasaysayan ng withdrawal' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('withdraw-ty.png'), fullPage: true });
  await page.evaluate(() => localStorage.setItem('language', 'EN'));
});

test('withdrawals sent together with one session never take more than is available', async ({ page, request }) => {
  await signIn(page, gateway.url, DEMO);
  // The session's own headers, as the app sends them, for requests fired side by side.
  const infoRequest = page.waitForRequest((sent) => sent.url().includes('/wps/withdraw/info'));
  await openMemberEntry(page, 'withdraw');
  const sent = (await infoRequest).headers();
  const headers = Object.fromEntries(
    ['authorization', 'merchant', 'device', 'language'].filter((name) => sent[name]).map((name) => [name, sent[name]!]),
  );
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱14,750.75');
  const info = (await (await request.get(`${gateway.url}/wps/withdraw/info`, { headers })).json()) as {
    value: { cards: { id: number }[] };
  };
  const cardId = info.value.cards[0]!.id;

  // Eight ₱5,000 orders at once on ₱14,750.75: two fit, six are refused.
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      request
        .post(`${gateway.url}/wps/withdraw/orders`, { headers, data: { cardId, amount: 5000, paymentPassword: PIN } })
        .then((response) => response.json() as Promise<{ success: boolean; code?: string }>),
    ),
  );
  expect(answers.filter((answer) => answer.success)).toHaveLength(2);
  expect(answers.filter((answer) => !answer.success).map((answer) => answer.code)).toEqual(Array(6).fill('balance.insufficient'));

  await page.reload();
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱4,750.75');
  await expect(page.locator('[data-testid="withdraw-order"][data-status="pending"]')).toHaveCount(2);
});

test('a trial account is refused with the real-account text', async ({ page }) => {
  await signIn(page, gateway.url, TRIAL);
  await openMemberEntry(page, 'withdraw');
  const refusal = page.getByRole('status').filter({ hasText: 'Please log in with a real account to use this' });
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(refusal).toHaveCount(0);
  await page.getByTestId('entry-bankCards').click();
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});

test('in Tagalog the turnover list names each bonus as the reward centre does', async ({ page, request }) => {
  await signIn(page, gateway.url, DEMO);
  // A check-in pays its bonus at once, with a turnover to complete before it can be withdrawn.
  const headers = { Merchant: MERCHANT, Authorization: await sessionToken(page) };
  const promotions = (await (await request.get(`${gateway.url}/wps/promotions?language=TY`, { headers })).json()) as {
    value: { list: { id: number; code: string; title: string }[] };
  };
  const checkIn = promotions.value.list.find((promotion) => promotion.code === 'DAILY_CHECKIN')!;
  expect(checkIn.title).toBe('Bonus sa Pag-check in');
  const applied = await request.post(`${gateway.url}/wps/promotions/apply`, { headers, data: { promotionId: checkIn.id } });
  expect(applied.ok(), await applied.text()).toBe(true);

  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.goto(`${gateway.url}/m/home`);
  await page.locator('.tab-bar a[href="/m/member/home"]').click();
  await page.getByTestId('entry-withdraw').click();
  const turnover = page.getByTestId('turnover');
  await expect(turnover.locator('.withdraw-turnover__name')).toContainText(['Bonus sa Pag-check in']);
  await expect(turnover).not.toContainText('Check-in Bonus');
  // The reward centre names it the same.
  await page.locator('.tab-bar a[href="/m/rewardCenter"]').click();
  await expect(page.getByText('Bonus sa Pag-check in').first()).toBeVisible();
  await expect(page.getByText('Check-in Bonus')).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('language', 'EN'));
});
