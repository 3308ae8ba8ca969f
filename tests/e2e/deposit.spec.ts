import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO, setSetting, signIn, TRIAL } from './fixtures/auth';
import { ADMIN_TOKEN, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Deposit (/m/voucherCenter, docs/product.md#deposit): trial refusal (2 s,
 * docs/product.md#validation), visitors to login (docs/product.md#roles), templates by dep_func
 * (docs/product.md#states-and-transitions), and each kind of payment channel against the gateway's
 * demo provider and operator: the provider's page and back, a QR code, a manual transfer confirmed
 * by the operator, a cancel, and a channel outside its service hours.
 */

let gateway: RunningGateway;

test.beforeAll(async () => {
  // The per-member order limit has its own gateway test; here orders follow each other quickly.
  gateway = await startGateway({ RATE_LIMITS: 'off' });
});
test.afterAll(async () => {
  await gateway.stop();
});

test.describe.configure({ mode: 'serial' });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0d9d50000000049454e44ae426082',
  'hex',
);

async function admin(request: APIRequestContext, method: 'get' | 'put', path: string, data?: unknown) {
  const response = await request[method](`${gateway.url}${path}`, { headers: { 'Admin-Token': ADMIN_TOKEN }, ...(data ? { data } : {}) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: unknown }).value;
}

/** The order page's number, once placing has opened it. */
async function openedOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=DP\d+$/);
  return new URL(page.url()).searchParams.get('order')!;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

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

test('from home to the provider page and back with the welcome bonus: the order page turns paid and the balance rises', async ({
  page,
}) => {
  await signIn(page, gateway.url, DEMO);
  await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('deposit-template')).toHaveAttribute('data-template', 'new');
  await page.getByRole('radio', { name: /GCash/ }).click();
  await expect(page.getByTestId('deposit-channel-notice')).toContainText('Open 24 hours');
  await page.getByRole('button', { name: '₱500.00' }).click();
  await expect(page.getByTestId('deposit-summary')).toContainText('₱500.00');
  // The welcome bonus, applied by the gateway when the payment is confirmed.
  await page.getByRole('radio', { name: /Welcome Bonus 100%/ }).check();
  await expect(page.getByTestId('deposit-bonus-preview')).toHaveText('Bonus when paid: ₱500.00');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  // The provider's page, at the gateway's own path.
  await expect(page).toHaveURL(/\/lgw\/pay\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText('₱500.00');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  const orderNo = await openedOrder(page);
  await expect(page.getByTestId('deposit-order-no')).toHaveText(orderNo);
  await expect(page.getByTestId('deposit-order-page')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('deposit-order-status')).toHaveText('Paid');
  await expect(page.getByTestId('deposit-order-page')).toContainText('₱500.00');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-balance')).toHaveText('₱16,250');
});

test('a QR order shows a code to scan or save, and turns paid without a reload when the phone pays', async ({ page, request }) => {
  await signIn(page, gateway.url, DEMO, '/m/voucherCenter');
  await page.getByRole('radio', { name: /QR Ph/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  const orderNo = await openedOrder(page);
  await expect(page.getByTestId('deposit-order-status')).toHaveText('Pending');
  const qr = page.getByRole('img', { name: `QR code to pay order ${orderNo}` });
  await expect(qr).toBeVisible();
  await expect(page.getByTestId('deposit-qr-save')).toHaveAttribute('href', /^data:image\/gif;base64,/);
  expect(await axeViolations(page)).toEqual([]);
  // The phone that scans the code opens the payload: the provider's page, which it confirms.
  const payload = (await qr.getAttribute('data-payload'))!;
  expect(payload).toMatch(new RegExp(`^${gateway.url}/lgw/pay/[0-9a-f]{32}$`));
  expect(await (await request.get(payload)).text()).toContain('₱200.00');
  const confirmed = await request.post(`${payload}/confirm`, { form: {}, maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  await expect(page.getByTestId('deposit-order-status')).toHaveText('Paid');
  await expect(qr).toHaveCount(0);
});

test('a manual transfer: copy the reference, upload the receipt, the operator confirms it in /admin', async ({ page, request }) => {
  await signIn(page, gateway.url, DEMO, '/m/voucherCenter');
  await page.getByRole('radio', { name: /Bank transfer/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('600');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  const orderNo = await openedOrder(page);
  const step = page.getByTestId('deposit-step');
  await expect(step).toHaveAttribute('data-method', 'manualTransfer');
  await expect(step).toContainText('BDO Unibank');
  const reference = (await page.getByTestId('deposit-reference').textContent())!;
  expect(reference).toMatch(/^[A-Z2-9]{8}$/);
  await page.getByRole('button', { name: 'Copy Reference' }).click();
  // The name keeps what the button copies; the word on screen changes.
  await expect(page.getByRole('button', { name: 'Copied Reference' })).toBeVisible();

  // The picker speaks the player's language (not the browser's) and names the chosen file.
  const chosen = page.getByTestId('receipt-chosen');
  await expect(chosen).toHaveText('No picture chosen');
  await expect(page.getByText('Choose picture', { exact: true })).toBeVisible();
  const file = page.getByLabel('Transfer receipt (PNG or JPG, up to 5 MB)');
  await file.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a PNG or JPG picture' })).toBeVisible();
  await expect(chosen).toHaveText('receipt.pdf');
  await file.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(chosen).toHaveText('receipt.png');
  await expect(page.getByText('Choose another picture', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(page.getByTestId('receipt-uploaded')).toBeVisible();
  await expect(chosen).toHaveText('No picture chosen');
  expect(await axeViolations(page)).toEqual([]);

  const pending = (await admin(request, 'get', '/admin/deposits?status=pending&pageSize=100')) as {
    list: { orderNo: string; account: string; payment: { receiptUploaded: boolean; reference: string } }[];
  };
  expect(pending.list.find((entry) => entry.orderNo === orderNo)).toMatchObject({
    account: 'demo',
    payment: { receiptUploaded: true, reference },
  });
  await admin(request, 'put', `/admin/deposits/${orderNo}`, { status: 'approved' });
  await expect(page.getByTestId('deposit-order-status')).toHaveText('Paid');
  await expect(page.getByTestId('deposit-step')).toHaveCount(0);
});

test('a pending order can be cancelled after a confirmation', async ({ page }) => {
  await signIn(page, gateway.url, DEMO, '/m/voucherCenter');
  await page.getByRole('radio', { name: /USDT/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  const orderNo = await openedOrder(page);
  await expect(page.getByTestId('deposit-step')).toContainText('TRC20');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(orderNo);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByTestId('deposit-order-status')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('deposit-order-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.getByRole('button', { name: 'New deposit' }).click();
  const row = page.getByTestId('deposit-order').filter({ hasText: orderNo });
  await expect(row).toHaveAttribute('data-status', 'cancelled');
});

test('a channel outside its service hours says when it opens and cannot be used', async ({ page, request }) => {
  const local = new Date(Date.now() + 480 * 60_000);
  const clock = (hour: number) => `${String((local.getUTCHours() + hour) % 24).padStart(2, '0')}:00`;
  await admin(request, 'put', '/admin/deposits/channels/CARD', { hours: { open: clock(2), close: clock(3) } });
  try {
    await signIn(page, gateway.url, DEMO, '/m/voucherCenter');
    const tile = page.getByRole('radio', { name: /Visa/ });
    await expect(tile).toContainText('Opens');
    await tile.click();
    await expect(page.getByTestId('deposit-channel-closed')).toContainText('This channel is closed now.');
    await expect(page.getByRole('button', { name: 'Deposit now' })).toBeDisabled();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveCount(0);
  } finally {
    await admin(request, 'put', '/admin/deposits/channels/CARD', { hours: null });
  }
});

test('without an open channel the page says so', async ({ page, request }) => {
  const codes = ['GCASH', 'MAYA', 'QRPH', 'BANK', 'CARD', 'USDT'];
  for (const code of codes) await admin(request, 'put', `/admin/deposits/channels/${code}`, { enabled: false });
  try {
    await signIn(page, gateway.url, DEMO, '/m/voucherCenter');
    await expect(page.getByText('No payment channel is available at the moment.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deposit now' })).toHaveCount(0);
  } finally {
    for (const code of codes) await admin(request, 'put', `/admin/deposits/channels/${code}`, { enabled: true });
  }
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
  // A promo code that does not exist is refused under its field; the amount stays.
  await amount.fill('300');
  await page.getByLabel('Promo code (optional)').fill('NOSUCH');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This promo code does not exist' })).toBeVisible();
  await expect(amount).toHaveValue('300');
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
});

test('dep_func switches between the base and the new template; the provider can also decline', async ({ page, request }) => {
  await setSetting(request, gateway.url, 'mobileTemplate', { mem_cen: 1, dep_func: 0, home: 0 });
  try {
    await signIn(page, gateway.url, DEMO, `/m/voucherCenter`);
    await expect(page.getByTestId('deposit-template')).toHaveAttribute('data-template', 'base');
    await expect(page.getByRole('radio', { name: /Maya/ })).toHaveCount(0);
    await page.getByLabel('Payment channel').selectOption({ label: 'Maya (Online payment)' });
    await page.getByLabel('Amount', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/lgw\/pay\//);
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await openedOrder(page);
    await expect(page.getByTestId('deposit-order-status')).toHaveText('Failed');
  } finally {
    await setSetting(request, gateway.url, 'mobileTemplate', { mem_cen: 1, dep_func: 1, home: 0 });
  }
  await page.goto(`${gateway.url}/m/voucherCenter`);
  await expect(page.getByTestId('deposit-template')).toHaveAttribute('data-template', 'new');
  await expect(page.getByRole('radio', { name: /Maya/ })).toBeVisible();
});
