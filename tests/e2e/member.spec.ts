import type { APIRequestContext, Page } from '@playwright/test';

import { loginThroughForm, setSetting } from './fixtures/auth';
import { ADMIN_TOKEN, MERCHANT, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * The member centre in both designs, its entries, and the betting and account records against a
 * private gateway (these tests move balances). Rules: docs/product.md#member-centre, the templates
 * in docs/product.md#states-and-transitions, docs/product.md#roles.
 */

async function login(page: Page, base: string, username: string, password: string) {
  await loginThroughForm(page, base, username, password);
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function memberCentreTemplate(request: APIRequestContext, base: string, memCen: 0 | 1) {
  await setSetting(request, base, 'mobileTemplate', { mem_cen: memCen, dep_func: 1, home: 0 });
}

/** An operator adjustment of `amount` pesos (the admin call takes cents). */
async function adjust(request: APIRequestContext, base: string, username: string, amount: number) {
  const response = await request.post(`${base}/admin/wallets/adjust`, {
    headers: { 'Admin-Token': ADMIN_TOKEN },
    data: { username, amountCents: Math.round(amount * 100) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const centre = (page: Page) => page.getByTestId('member-centre');

test.describe('visitors', () => {
  test('the member centre asks a visitor to log in; the records send them to login', async ({ page }) => {
    await page.goto('/m/member/home');
    const prompt = page.getByTestId('signed-out-card');
    await expect(prompt.getByText('You are not logged in. Please log in first.')).toBeVisible();
    await prompt.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login\?from=\/m\/member\/home$/);

    for (const path of ['/m/member/bettingRecord', '/m/member/accountRecord']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/m/login\\?from=${path}$`));
    }
  });

  test('the member centre and the rewards page ask a visitor to log in with the same card', async ({ page }) => {
    const card = page.getByTestId('signed-out-card');
    const read = async () => ({
      text: await card.innerText(),
      box: await card.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.padding, style.borderRadius, element.getBoundingClientRect().width].join(' ');
      }),
    });
    await page.goto('/m/member/home');
    const member = await read();
    await page.goto('/m/rewardCenter');
    expect(await read()).toEqual(member);
    await card.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login\?from=\/m\/rewardCenter$/);
  });
});

test.describe('signed in', () => {
  let gateway: RunningGateway;
  test.beforeEach(async () => {
    // Many page loads each, against a gateway of their own: give them the slow-test budget.
    test.slow();
    gateway = await startGateway();
  });
  test.afterEach(async () => {
    await gateway.stop();
  });

  test('new and base templates follow mobileTemplate.mem_cen; both show the balance and VIP level', async ({ page, request }) => {
    const base = gateway.url;
    await memberCentreTemplate(request, base, 1);
    await login(page, base, 'demo', 'demo1234');
    await page.goto(`${base}/m/member/home`);
    await expect(centre(page)).toHaveAttribute('data-template', 'new');
    await expect(centre(page).getByTestId('member-centre-name')).toHaveText('Demo Player');
    // The exact amount, centavos included, in plain sight (the home header rounds it to ₱15,250).
    await expect(centre(page).getByTestId('member-centre-balance')).toHaveText('₱15,250.75');
    await expect(centre(page).getByTestId('member-centre-balance')).toBeInViewport();
    await expect(centre(page).getByTestId('member-vip')).toHaveText('VIP 3 · Gold');
    await expect(centre(page).locator('.mc-grid')).toBeVisible();
    // The Messages entry carries the same unread total as the tab bar.
    const tabTotal = page.getByRole('navigation', { name: 'Main menu' }).getByTestId('unread-badge');
    await expect(tabTotal).toBeVisible();
    await expect(centre(page).getByTestId('entry-messages').getByTestId('unread-badge')).toHaveAttribute(
      'data-count',
      (await tabTotal.getAttribute('data-count'))!,
    );

    await memberCentreTemplate(request, base, 0);
    await page.reload();
    await expect(centre(page)).toHaveAttribute('data-template', 'base');
    await expect(centre(page).getByTestId('member-centre-balance')).toHaveText('₱15,250.75');
    await expect(centre(page).getByTestId('member-centre-balance')).toBeInViewport();
    await expect(centre(page).getByTestId('member-vip')).toHaveText('VIP 3 · Gold');
    await expect(centre(page).getByRole('heading', { name: 'Wallet' })).toBeVisible();
    await expect(centre(page).getByTestId('entry-messages').getByTestId('unread-badge')).toBeVisible();
    await expect(centre(page).locator('.mc-grid')).toHaveCount(0);

    // The refresh action asks the wallet again.
    await adjust(request, base, 'demo', 100);
    await centre(page).getByRole('button', { name: 'Refresh balance' }).click();
    await expect(centre(page).getByTestId('member-centre-balance')).toHaveText('₱15,350.75');
  });

  test('a trial account sees the register prompt, and the records are refused', async ({ page }) => {
    const base = gateway.url;
    await login(page, base, 'trial01', 'trial1234');
    await page.goto(`${base}/m/member/home`);
    const prompt = page.getByTestId('member-trial-prompt');
    await expect(prompt.getByText('Please log in with a real account to use this')).toBeVisible();
    await expect(centre(page).getByTestId('entry-changePassword')).toHaveCount(0);
    await centre(page).getByTestId('entry-bettingRecord').click();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(page.getByRole('status').getByText('Please log in with a real account to use this')).toBeVisible();

    await page.goto(`${base}/m/member/accountRecord`);
    await expect(page.getByText('Please log in with a real account to use this')).toBeVisible();
    await page.goto(`${base}/m/member/home`);
    await page.getByTestId('member-trial-prompt').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('every entry reaches its page or dialog', async ({ page, request }) => {
    const base = gateway.url;
    await memberCentreTemplate(request, base, 0);
    await login(page, base, 'demo', 'demo1234');
    const targets: [string, RegExp][] = [
      ['entry-deposit', /\/m\/voucherCenter$/],
      ['entry-bettingRecord', /\/m\/gameRecord$/],
      ['entry-accountRecord', /\/m\/transaction\/record$/],
      ['entry-messages', /\/m\/message$/],
      ['entry-promotions', /\/m\/activity$/],
      ['entry-rewards', /\/m\/rewardCenter$/],
      ['entry-changePassword', /\/m\/changePsw\?mode=change$/],
    ];
    for (const [entry, url] of targets) {
      await page.goto(`${base}/m/member/home`);
      await centre(page).getByTestId(entry).click();
      await expect(page).toHaveURL(url);
    }
    // Opened on purpose, the password change is titled as such and asks for the old password
    // (none is held from login).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');
    await expect(page.getByLabel('Old password')).toBeVisible();
    // Reached any other way by a member free to go anywhere, it is still a change, never a first password.
    await page.goto(`${base}/m/changePsw`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');

    await page.goto(`${base}/m/member/home`);
    await centre(page).getByTestId('entry-language').click();
    await expect(page.getByRole('dialog', { name: 'Choose language' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await centre(page).getByTestId('entry-feedback').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await centre(page).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto(`${base}/m/member/home`);
    await expect(page.getByTestId('signed-out-card')).toBeVisible();
  });

  test('the account record lists adjustments newest first and pages to the end; filters by kind', async ({ page, request }) => {
    const base = gateway.url;
    // 25 adjustments and the opening balance: two pages of 20.
    for (let index = 1; index <= 25; index += 1) await adjust(request, base, 'demo', index);
    await login(page, base, 'demo', 'demo1234');
    await page.goto(`${base}/m/member/accountRecord`);
    const rows = page.getByTestId('account-record');
    await expect(rows.first()).toContainText('Adjustment');
    await expect(rows.first()).toContainText('+₱25.00');
    // 15,250.75 + 1 + 2 + … + 25 = 15,575.75
    await expect(rows.first()).toContainText('Balance ₱15,575.75');
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(rows).toHaveCount(26, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(rows.last()).toContainText('+₱15,250.75');
    await expect(page.getByText('No more')).toBeVisible();

    await page.getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\?kind=deposit$/);
    await expect(page.getByText('No data')).toBeVisible();
    await page.getByRole('button', { name: 'All' }).click();
    await expect(rows.first()).toContainText('+₱25.00');
  });

  test('the betting record lists a round played through the demo game, and the account record its stake', async ({ page, request }) => {
    const base = gateway.url;
    const list = await request.get(`${base}/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1`, { headers: { Merchant: MERCHANT } });
    const live = ((await list.json()) as { value: { list: { id: number; gameName: string }[] } }).value.list[0]!;
    await login(page, base, 'demo', 'demo1234');

    // demo's seeded rounds are there already (gateway/README.md, "Demo accounts"); the new one comes first.
    await page.goto(`${base}/m/member/bettingRecord`);
    const bet = page.getByTestId('bet-record');
    await expect(bet.first()).toBeVisible();

    await page.goto(`${base}/m/gameList?gameType=LIVE`);
    const name = new RegExp(`^${live.gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await page.locator(`[data-testid="game-tile"][data-game-id="${live.id}"]`).getByRole('button', { name }).click();
    await expect(page).toHaveURL(/\/lgw\/play\/page\/[0-9a-f]{32}\?language=EN$/);
    await page.getByRole('button', { name: /spin/i }).click();
    await expect(page.getByRole('status')).toBeVisible();

    await page.goto(`${base}/m/member/bettingRecord`);
    await expect(bet.first()).toContainText(live.gameName);
    await expect(bet.first()).toContainText('Stake');
    await page.getByRole('button', { name: 'Lottery' }).click();
    await expect(page.getByText('No data')).toBeVisible();
    await page.getByRole('button', { name: 'Games' }).click();
    await expect(bet.first()).toContainText(live.gameName);

    await page.goto(`${base}/m/member/accountRecord?kind=game`);
    await expect(page.getByTestId('account-record').last()).toContainText('Game');
    await expect(page.getByTestId('account-record').last()).toContainText('−₱');
  });
});
