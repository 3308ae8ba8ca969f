import { DEMO, setSetting, signIn, TRIAL } from './fixtures/auth';
import { startGateway, type RunningGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Deposit (/m/voucherCenter, docs/product.md#deposit): trial refusal (2 s,
 * docs/product.md#validation), visitors to login (docs/product.md#roles), templates by dep_func
 * (docs/product.md#states-and-transitions), and orders stored in the gateway whose demo approval
 * moves the balance.
 */

let gateway: RunningGateway;

test.beforeAll(async () => {
  gateway = await startGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

test.describe.configure({ mode: 'serial' });

test('visitors are sent to login, which says why', async ({ page }) => {
  await page.goto(`${gateway.url}/m/voucherCenter`);
  await expect(page).toHaveURL(/\/m\/login\?from=\/m\/voucherCenter$/);
  await expect(page.getByTestId('login-reason')).toHaveText('Log in to deposit');
});

test('trial accounts are refused for 2 s, then go home', async ({ page }) => {
  await signIn(page, gateway.url, TRIAL, `/m/voucherCenter`);
  await expect(page.getByTestId('deposit-refusal')).toHaveText('Please log in with a real account to use this');
  await expect(page.getByTestId('deposit-template')).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('an order within the limits is approved and raises the header balance (new template)', async ({ page }) => {
  await signIn(page, gateway.url, DEMO);
  await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');
  await page.goto(`${gateway.url}/m/voucherCenter`);
  await expect(page.getByTestId('deposit-template')).toHaveAttribute('data-template', 'new');
  await page.getByRole('radio', { name: /GCash/ }).click();
  await page.getByRole('button', { name: '₱500.00' }).click();
  await expect(page.getByTestId('deposit-summary')).toContainText('₱500.00');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  const order = page.getByTestId('deposit-order').first();
  await expect(order).toContainText('₱500.00');
  await expect(order).toHaveAttribute('data-status', 'approved');
  await expect(order).toContainText('Approved');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-balance')).toHaveText('₱15,750');
});

test('an amount outside the limits is refused with the limit and kept in the field', async ({ page }) => {
  await signIn(page, gateway.url, DEMO, `/m/voucherCenter`);
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('50');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The minimum for this channel is ₱100.00' })).toBeVisible();
  await expect(amount).toHaveValue('50');
  await amount.fill('12.345');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByText('Use at most 2 decimals')).toBeVisible();
  await amount.fill('abc');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByText('Enter the amount as a number, for example 500')).toBeVisible();
  await amount.fill('60000');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByText('The maximum for this channel is ₱50,000.00')).toBeVisible();
  await expect(amount).toHaveValue('60000');
});

test('dep_func switches between the base and the new template; both place orders', async ({ page, request }) => {
  await setSetting(request, gateway.url, 'mobileTemplate', { mem_cen: 1, dep_func: 0, home: 0 });
  try {
    await signIn(page, gateway.url, DEMO, `/m/voucherCenter`);
    await expect(page.getByTestId('deposit-template')).toHaveAttribute('data-template', 'base');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByLabel('Payment channel').selectOption({ label: 'Maya' });
    await page.getByLabel('Amount', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Submit' }).click();
    const order = page.getByTestId('deposit-order').first();
    await expect(order).toContainText('Maya');
    await expect(order).toHaveAttribute('data-status', 'approved');
  } finally {
    await setSetting(request, gateway.url, 'mobileTemplate', { mem_cen: 1, dep_func: 1, home: 0 });
  }
  await page.reload();
  await expect(page.getByTestId('deposit-template')).toHaveAttribute('data-template', 'new');
  await expect(page.getByRole('radio', { name: /Maya/ })).toBeVisible();
});
