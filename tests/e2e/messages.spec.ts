import type { APIRequestContext, Page } from '@playwright/test';

import { getSetting, loginThroughForm, setSetting } from './fixtures/auth';
import { ADMIN_TOKEN, MERCHANT, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Message centre, announcements and inbox (docs/product.md#message-centre); unread counters
 * (docs/product.md#entities); announcement read (docs/product.md#announcement-read); who may use
 * the inbox and live chat (docs/product.md#roles); chat launch
 * (docs/gateway-protocol.md#chat-launch).
 */

const rowIds = (page: Page) =>
  page
    .getByTestId('message-centre')
    .locator('li')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));
const row = (page: Page, id: string) => page.getByTestId('message-centre').locator(`li[data-row="${id}"]`);

async function login(page: Page, base: string, username: string, password: string) {
  await loginThroughForm(page, base, username, password);
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function sendInbox(request: APIRequestContext, base: string, title: string) {
  const response = await request.post(`${base}/admin/messages`, {
    headers: { 'Admin-Token': ADMIN_TOKEN },
    data: { username: 'demo', title, content: `${title}: details.` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

// Each test starts from the seeded read marks and unread counts: a gateway of its own.
let gateway: RunningGateway;
test.beforeEach(async () => {
  // A gateway of its own starts before each test does its part: three times the default budget.
  test.slow();
  gateway = await startGateway();
});
test.afterEach(async () => {
  await gateway.stop();
});

test.describe('message centre rows', () => {
  test('a visitor sees the links, announcements, inbox and chat, but no complaints', async ({ page, request }) => {
    const base = gateway.url;
    await page.goto(`${base}/m/message`);
    // Seeded links: Facebook, Telegram and the affiliate link; no Youtube.
    await expect.poll(() => rowIds(page)).toEqual(['TELEGRAM', 'FACEBOOK', 'notice', 'inbox', 'chat', 'affiliate']);
    await expect(row(page, 'TELEGRAM').getByRole('link')).toHaveAttribute('href', 'https://t.me/lobby_demo');

    const links = await getSetting<Record<string, string>>(request, base, 'links');
    await setSetting(request, base, 'links', { ...links, YOUTUBE: 'https://www.youtube.com/@lobby', TELEGRAM: '' });
    await setSetting(request, base, 'switches', { CBS3: false });
    await page.reload();
    await expect.poll(() => rowIds(page)).toEqual(['FACEBOOK', 'YOUTUBE', 'notice', 'inbox', 'affiliate']);
  });

  test('a member also has complaints and comments; CBS3 off removes live chat', async ({ page, request }) => {
    const base = gateway.url;
    await login(page, base, 'demo', 'demo1234');
    await page.goto(`${base}/m/message`);
    await expect.poll(() => rowIds(page)).toEqual(['TELEGRAM', 'FACEBOOK', 'notice', 'inbox', 'chat', 'affiliate', 'feedback']);
    await setSetting(request, base, 'switches', { CBS3: false });
    await page.reload();
    await expect.poll(() => rowIds(page)).toEqual(['TELEGRAM', 'FACEBOOK', 'notice', 'inbox', 'affiliate', 'feedback']);
  });

  test('the inbox and live chat send a visitor to login', async ({ page }) => {
    const base = gateway.url;
    for (const id of ['inbox', 'chat']) {
      await page.goto(`${base}/m/message`);
      await row(page, id).getByRole('button').click();
      await expect(page).toHaveURL(/\/m\/login\?from=\/m\/message$/);
      // The login page says why (the 2 s toast may be gone by the time a busy machine looks).
      await expect(page.getByTestId('login-reason')).toHaveText('Log in to see your messages');
    }
    await page.goto(`${base}/m/webEmail`);
    await expect(page).toHaveURL(/\/m\/login\?from=\/m\/webEmail$/);
    await expect(page.getByTestId('login-reason')).toHaveText('Log in to see your messages');
  });

  test('a trial account is refused the inbox, live chat and complaints, and stays', async ({ page }) => {
    const base = gateway.url;
    await login(page, base, 'trial01', 'trial1234');
    await page.goto(`${base}/m/message`);
    for (const id of ['inbox', 'chat', 'feedback']) {
      await row(page, id).getByRole('button').click();
      await expect(page.getByText('Please log in with a real account to use this')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/message$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

test.describe('announcements', () => {
  test('opening an unread notice shows it read at once, and it stays read after a reload', async ({ page }) => {
    const base = gateway.url;
    await login(page, base, 'demo', 'demo1234');
    await page.goto(`${base}/m/notice`);
    const first = page.getByTestId('notice-item').first();
    await expect(first).toHaveAttribute('data-read', 'false');
    const title = (await first.locator('.message-list__title').textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page.getByTestId('notice-content')).not.toBeEmpty();
    await expect(first).toHaveAttribute('data-read', 'true');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(page.getByTestId('notice-item').first()).toHaveAttribute('data-read', 'true');
  });

  test('a visitor reads the notices without read marks', async ({ page }) => {
    await page.goto(`${gateway.url}/m/notice`);
    const first = page.getByTestId('notice-item').first();
    await expect(first).toBeVisible();
    await expect(first).not.toHaveAttribute('data-read', /.*/);
    await first.click();
    await expect(page.getByTestId('notice-content')).toBeVisible();
  });
});

test.describe('inbox', () => {
  test('lists messages newest first; opening one marks it read for good', async ({ page }) => {
    const base = gateway.url;
    await login(page, base, 'demo', 'demo1234');
    await page.goto(`${base}/m/message`);
    await row(page, 'inbox').getByRole('button').click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    const items = page.getByTestId('inbox-item');
    await expect(items.locator('.message-list__title')).toHaveText(['Security reminder', 'Your weekly rebate', 'Welcome to Lobby']);
    await expect(items.first()).toHaveAttribute('data-read', 'false');
    await items.first().click();
    await expect(page.getByTestId('message-content')).toContainText('We will never ask for your password');
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(page.getByTestId('inbox-item').first()).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('inbox-item').nth(1)).toHaveAttribute('data-read', 'false');
  });

  test('switching to Tagalog shows the messages in Tagalog, with their read state', async ({ page }) => {
    const base = gateway.url;
    await login(page, base, 'demo', 'demo1234');
    await page.goto(`${base}/m/webEmail`);
    const items = page.getByTestId('inbox-item');
    await expect(items.first().locator('.message-list__title')).toHaveText('Security reminder');
    await page.getByRole('button', { name: 'EN, Language: English' }).click();
    await page
      .getByRole('dialog', { name: 'Choose language' })
      .getByRole('button', { name: /Tagalog/ })
      .click();
    await expect(items.locator('.message-list__title')).toHaveText([
      'Paalala sa seguridad',
      'Ang iyong lingguhang rebate',
      'Maligayang pagdating sa Lobby',
    ]);
    expect(await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-read')))).toEqual(['false', 'false', 'true']);
    await items.first().click();
    await expect(page.getByTestId('message-content')).toContainText('Hindi namin kailanman hihingin ang iyong password');
  });
});

test.describe('unread badges', () => {
  test('the tab bar and the home header show the total, 99+ above 99; rows show their own counts', async ({ page, request }) => {
    test.slow();
    const base = gateway.url;
    await login(page, base, 'demo', 'demo1234');
    // The visible figure (the badge also carries '<count> unread' for screen readers).
    const figure = (badge: ReturnType<Page['getByTestId']>) => badge.getByTestId('unread-badge').locator('[aria-hidden="true"]');
    const tabBadge = figure(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Member centre/ }));
    const headerBadge = figure(page.getByTestId('header-messages'));
    // Seeded: 2 unread inbox messages, 1 chat greeting, and the player notices (all unread).
    const notices = (await (await request.get(`${base}/wps/announcements?types=PL`, { headers: { Merchant: MERCHANT } })).json()).value
      .player.length as number;
    const seededTotal = String(notices + 1 + 2);
    await expect(tabBadge).toHaveText(seededTotal);
    await expect(headerBadge).toHaveText(seededTotal);

    for (let start = 0; start < 120; start += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, index) => sendInbox(request, base, `Notice ${start + index + 1}`)));
    }
    // Counts refresh when the window regains focus, and on the next page that asks.
    await page.goto(`${base}/m/message`);
    await expect(tabBadge).toHaveText('99+');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByTestId('unread-badge')).toHaveAttribute(
      'data-count',
      String(notices + 1 + 122),
    );
    await expect(figure(row(page, 'inbox'))).toHaveText('99+');
    await expect(figure(row(page, 'chat'))).toHaveText('1');
    await expect(figure(row(page, 'notice'))).toHaveText(String(notices));
    await page.goto(`${base}/m/home`);
    await expect(headerBadge).toHaveText('99+');
  });
});

test.describe('live chat', () => {
  test('opens the gateway chat page; a sent message is stored, answered and there after a reload', async ({ page }) => {
    const base = gateway.url;
    await login(page, base, 'demo', 'demo1234');
    await page.goto(`${base}/m/message`);
    await row(page, 'chat').getByRole('button').click();
    // The launch's ticket is traded on arrival for the page and its key (a cookie): the address holds no credential.
    await expect(page).toHaveURL(/\/lgw\/chat\/page\/[0-9a-f]{32}\?language=EN$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('How can we help you today?')).toBeVisible();
    await page.getByLabel('Your message').fill('Where is my rebate?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('[data-author="member"]').last()).toContainText('Where is my rebate?');
    await expect(page.locator('[data-author="service"]').last()).toContainText('An agent from the service desk will reply here shortly');
    await page.reload();
    await expect(page.getByText('Where is my rebate?')).toBeVisible();
    await page.getByTestId('chat-back').click();
    await expect(page).toHaveURL(/\/m\/message$/);
    // The page showed the desk's lines: nothing unread in the chat any more.
    await expect(row(page, 'inbox').getByTestId('unread-badge').locator('[aria-hidden="true"]')).toHaveText('2');
    await expect(row(page, 'chat').getByTestId('unread-badge')).toHaveCount(0);
  });
});
