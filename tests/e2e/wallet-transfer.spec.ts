import { type Browser, type BrowserContext, devices, type Page } from '@playwright/test';

import { loginThroughForm } from './fixtures/auth';
import { ADMIN_TOKEN, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Wallet transfer and the transaction history (docs/product.md#wallet-transfer,
 * docs/product.md#member-centre): a member taps from /m/home to the wallet, moves money to vendor
 * wallets and back, recalls everything in one tap, then reads the history by kind and date range
 * and pages it by scrolling. One private gateway (balances move) and one page for the tour.
 */

let gateway: RunningGateway;
let context: BrowserContext;
let page: Page;

/** Twenty operator adjustments of ₱1 and the seeded opening row: more than one page of 20. */
const ADJUSTMENTS = 20;

async function newPhone(browser: Browser): Promise<BrowserContext> {
  const phone = await browser.newContext({ ...devices['Pixel 7'], reducedMotion: 'reduce' });
  await phone.addInitScript(() => {
    localStorage.setItem('SHELL_PU_A', 'false');
    localStorage.setItem('SHELL_PU_B', 'false');
  });
  return phone;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  gateway = await startGateway();
  for (let index = 0; index < ADJUSTMENTS; index += 1) {
    const response = await fetch(`${gateway.url}/admin/wallets/adjust`, {
      method: 'POST',
      headers: { 'Admin-Token': ADMIN_TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', amountCents: 100 }),
    });
    expect(response.ok, await response.text()).toBe(true);
  }
  context = await newPhone(browser);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await gateway?.stop();
});

const main = () => page.getByTestId('wallet-main');
const vendorsTotal = () => page.getByTestId('wallet-vendors');
const vendorRow = (code: string) => page.locator(`[data-testid="vendor-wallet"][data-vendor="${code}"]`);
const amount = () => page.getByTestId('transfer-amount');
const submit = () => page.getByRole('button', { name: 'Transfer', exact: true });

async function transfer(vendor: string, value: string) {
  await page.getByTestId('transfer-vendor').selectOption(vendor);
  await amount().fill(value);
  await submit().click();
  await expect(page.getByText('Transfer done').first()).toBeVisible();
}

test('a member taps to the wallet, transfers to vendors and back, and recalls all', async () => {
  test.slow();
  await loginThroughForm(page, gateway.url, 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
  await page.getByTestId('entry-walletTransfer').click();
  await expect(page).toHaveURL(/\/m\/wallet$/);
  await expect(main()).toHaveText('₱15,270.75');
  await expect(vendorsTotal()).toHaveText('₱0.00');
  await expect(page.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();

  // Bad input: a clear message, and what was typed stays.
  await amount().fill('12.345');
  await submit().click();
  await expect(page.getByText('Enter an amount with at most 2 decimals')).toBeVisible();
  await expect(amount()).toHaveValue('12.345');
  await amount().fill('20000');
  await submit().click();
  await expect(page.getByText('The amount is more than the wallet holds')).toBeVisible();
  await expect(amount()).toHaveValue('20000');

  await transfer('ALV', '500');
  await expect(main()).toHaveText('₱14,770.75');
  await expect(vendorRow('ALV')).toContainText('₱500.00');
  await transfer('RYL', '250');
  await expect(vendorsTotal()).toHaveText('₱750.00');
  await expect(page.getByTestId('wallet-total')).toHaveText('₱15,270.75');

  await page.getByRole('button', { name: 'To main wallet', exact: true }).click();
  await transfer('ALV', '100');
  await expect(vendorRow('ALV')).toContainText('₱400.00');
  await expect(main()).toHaveText('₱14,620.75');

  await page.getByRole('button', { name: 'Recall all to main wallet' }).click();
  await expect(page.getByText('₱650.00 is back in your main wallet')).toBeVisible();
  await expect(vendorsTotal()).toHaveText('₱0.00');
  await expect(main()).toHaveText('₱15,270.75');

  // Offline: the balances stay on screen, read-only, and the page says why.
  await context.setOffline(true);
  try {
    await expect(page.getByTestId('wallet-offline')).toContainText('Transfers need a connection');
    await expect(submit()).toBeDisabled();
    await expect(main()).toHaveText('₱15,270.75');
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByTestId('wallet-offline')).toHaveCount(0);
});

test('the transaction history filters by kind and date range and loads more on scroll', async () => {
  test.slow();
  await page.getByTestId('wallet-history').click();
  await expect(page).toHaveURL(/\/m\/transaction\/record$/);
  const rows = page.getByTestId('account-record');
  await expect(rows.first()).toContainText('Transfer');
  // 'recall all' wrote one row per vendor that held money; RYL's came last.
  await expect(rows.first()).toContainText('+₱250.00');

  await page.getByRole('navigation', { name: 'Movement kind' }).getByRole('button', { name: 'Transfer' }).click();
  await expect(page).toHaveURL(/\?kind=transfer$/);
  // Three transfers and the two rows of 'recall all' (one per vendor that held money).
  await expect(rows).toHaveCount(5);
  await page.getByRole('navigation', { name: 'Date range' }).getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\?kind=transfer&range=today$/);
  await expect(rows).toHaveCount(5);
  await page.getByRole('navigation', { name: 'Movement kind' }).getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByText('No data')).toBeVisible();

  await page.getByRole('navigation', { name: 'Movement kind' }).getByRole('button', { name: 'All' }).click();
  await page.getByRole('navigation', { name: 'Date range' }).getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL(/\?range=month$/);
  await expect(rows).toHaveCount(20);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows).toHaveCount(ADJUSTMENTS + 1 + 5, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('No more')).toBeVisible();
});

test('a trial account is refused the wallet with the trial text', async ({ browser }) => {
  const trial = await newPhone(browser);
  try {
    const trialPage = await trial.newPage();
    await loginThroughForm(trialPage, gateway.url, 'trial01', 'trial1234');
    await expect(trialPage).toHaveURL(/\/m\/home$/);
    await trialPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
    await trialPage.getByTestId('entry-walletTransfer').click();
    await expect(trialPage.getByText('Please log in with a real account to use this').first()).toBeVisible();
    await expect(trialPage).toHaveURL(/\/m\/member\/home$/);
  } finally {
    await trial.close();
  }
});
