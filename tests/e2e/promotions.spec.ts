import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO, setSetting, signIn, TRIAL } from './fixtures/auth';
import { ADMIN_TOKEN, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Promotions and rewards (docs/product.md#promotions): application labels and the actions they
 * allow (docs/product.md#entities), stored per member in the gateway; invite friends (REFERRAL,
 * docs/product.md#roles); refusals for visitors and trial accounts (in_logged_login, free_reject:
 * docs/product.md#errors).
 */

let gateway: RunningGateway;

test.beforeAll(async () => {
  gateway = await startGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

function card(page: Page, code: string) {
  return page.locator(`[data-testid="promotion-card"][data-code="${code}"]`);
}

async function adminSetState(request: APIRequestContext, username: string, promotionId: number, state: string) {
  const response = await request.put(`${gateway.url}/admin/promotions/applications`, {
    headers: { 'Admin-Token': ADMIN_TOKEN },
    data: { username, promotionId, state },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test('a member applies, the label persists, and a claimed bonus raises the header balance', async ({ page }) => {
  // The gateway's demo reviewer takes 8 s of real time before the bonus can be claimed.
  test.setTimeout(60_000);
  await signIn(page, gateway.url, DEMO);
  await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');
  await page.goto(`${gateway.url}/m/activity`);
  const welcome = card(page, 'FIRST_DEPOSIT');
  await expect(welcome.getByTestId('promotion-state')).toHaveText('Open');
  await welcome.getByRole('button', { name: 'Apply' }).click();
  await expect(welcome.getByTestId('promotion-state')).toHaveText('Applying');
  await expect(welcome.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'FIRST_DEPOSIT').getByTestId('promotion-state')).toHaveText(/Applying|Claim/);

  // The demo reviewer approves after a few seconds; the open page looks again by itself.
  await expect(card(page, 'FIRST_DEPOSIT').getByTestId('promotion-state')).toHaveText('Claim', { timeout: 20_000 });
  await card(page, 'FIRST_DEPOSIT').getByRole('button', { name: 'Claim bonus' }).click();
  await expect(card(page, 'FIRST_DEPOSIT').getByTestId('promotion-state')).toHaveText('Claimed');
  await expect(card(page, 'FIRST_DEPOSIT').getByRole('button', { name: 'Claim bonus' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-balance')).toHaveText('₱16,138');

  await page.goto(`${gateway.url}/m/rewardCenter`);
  const reward = page.locator('[data-testid="reward-item"][data-code="FIRST_DEPOSIT"]');
  await expect(reward).toHaveAttribute('data-state', 'claimed');
  await expect(reward).toContainText('₱888.00');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
});

test('a claimable reward is listed first in the reward centre and claimed there', async ({ page, request }) => {
  await adminSetState(request, 'demo', 3, 'claim');
  await signIn(page, gateway.url, DEMO, `/m/rewardCenter`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Ready to claim');
  const reload = page.locator('[data-testid="reward-item"][data-code="RELOAD"]');
  await reload.getByRole('button', { name: 'Claim bonus' }).click();
  await expect(reload).toHaveAttribute('data-state', 'claimed');
});

test('an operator rejection shows Rejected with no action; closed and coming-soon promotions have none', async ({ page, request }) => {
  await adminSetState(request, 'demo', 5, 'rejected');
  await signIn(page, gateway.url, DEMO, `/m/activity`);
  const sabong = card(page, 'SABONG');
  await expect(sabong.getByTestId('promotion-state')).toHaveText('Rejected');
  await expect(sabong.getByRole('button', { name: /Apply|Claim/ })).toHaveCount(0);
  await expect(card(page, 'PASKO_RAFFLE').getByTestId('promotion-state')).toHaveText('Closed');
  await expect(card(page, 'INDEPENDENCE_DAY').getByTestId('promotion-state')).toHaveText('Coming soon');
  await expect(card(page, 'INDEPENDENCE_DAY').getByRole('button', { name: 'Apply' })).toHaveCount(0);
  // The terms are the operator's HTML, sanitised.
  await sabong.getByRole('button', { name: 'Terms' }).click();
  await expect(sabong.locator('.promo-card__terms li').first()).toBeVisible();
});

test('visitors are asked to log in and trial accounts are refused, on promotions and rewards', async ({ page }) => {
  await page.goto(`${gateway.url}/m/activity`);
  await card(page, 'RELOAD').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('You are not logged in. Please log in first.')).toBeVisible();
  await page.goto(`${gateway.url}/m/rewardCenter`);
  await expect(page.getByText('You are not logged in. Please log in first.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();

  await signIn(page, gateway.url, TRIAL, `/m/activity`);
  await card(page, 'RELOAD').getByRole('button', { name: 'Apply' }).click();
  const refusal = page.locator('.toast').filter({ hasText: 'Please log in with a real account to use this' });
  await expect(refusal).toBeVisible();
  // The toast leaves the header's back button and title, and the tab bar, uncovered.
  const toastBox = (await refusal.boundingBox())!;
  const headerBox = (await page.getByTestId('top-header').boundingBox())!;
  const tabBarBox = (await page.getByRole('navigation', { name: 'Main menu' }).boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(tabBarBox.y);
  await expect(card(page, 'RELOAD').getByTestId('promotion-state')).toHaveText('Open');
  await page.goto(`${gateway.url}/m/rewardCenter`);
  await expect(page.getByText('Please log in with a real account to use this')).toBeVisible();
});

test.describe('invite friends', () => {
  test('shows the member code and link; the link opens registration with the code filled', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gateway.url });
    await signIn(page, gateway.url, DEMO, `/m/inviteFriends`);
    await expect(page.getByTestId('invite-code')).toHaveText('REF100001');
    const link = page.getByTestId('invite-link');
    await expect(link).toHaveValue(`${gateway.url}/m/register?affiliateCode=REF100001`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Invitation link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${gateway.url}/m/register?affiliateCode=REF100001`);

    const target = await link.inputValue();
    await page
      .getByRole('main')
      .getByRole('button', { name: /Copy code/ })
      .click();
    await expect(page.getByText('Invitation code copied')).toBeVisible();
    await page.context().clearCookies();
    const fresh = await context.newPage();
    await fresh.goto(target);
    await expect(fresh.getByLabel('Invitation code')).toHaveValue('REF100001');
  });

  test('a visitor is sent to log in, told why, and comes back after logging in', async ({ page }) => {
    await page.goto(`${gateway.url}/m/inviteFriends`);
    await expect(page).toHaveURL(/\/m\/login\?from=\/m\/inviteFriends$/);
    await expect(page.getByTestId('login-reason')).toHaveText('Log in to invite friends');
    await expect(page.getByTestId('invite-refusal')).toHaveCount(0);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await expect(page.getByTestId('invite-code')).toHaveText('REF100001');
  });

  test('with REFERRAL disabled a member gets the contact-service message', async ({ page, request }) => {
    await setSetting(request, gateway.url, 'promotions', { REFERRAL: { enabled: false } });
    try {
      await signIn(page, gateway.url, DEMO, `/m/inviteFriends`);
      await expect(page.getByTestId('invite-refusal')).toContainText('please contact customer service');
      await expect(page.getByTestId('invite-code')).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/home$/);
    } finally {
      await setSetting(request, gateway.url, 'promotions', { REFERRAL: { enabled: true } });
    }
  });
});
