import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { getSetting, loginThroughForm, setSetting } from './fixtures/auth';
import { MERCHANT, type RunningGateway, startGateway } from './fixtures/gateway';
import { closedForToday } from './fixtures/popups';
import { expect, test } from './fixtures/test';

/*
 * Player journeys: everything is reached from /m/home by tapping, as a new player would, never by
 * typing its address.
 */

/**
 * The download-app offer, a sheet over the bottom of the screen, closed for today as a player who
 * ticked 'Do not show today' would have: it would cover the menu's lower categories.
 */
async function withoutDownloadOffer(page: Page) {
  await closedForToday(page);
}

function menuItem(page: Page, code: string) {
  return page.getByTestId('entrance-menu').locator(`[data-menu-item="${code}"]`);
}

/** Opens the entrance's Live casino and waits for its panel: until then the home panel's hot games are the tiles there. */
async function openLive(page: Page) {
  await menuItem(page, 'LIVE').click();
  await expect(page.getByTestId('entrance-panel')).toHaveAttribute('data-menu', 'LIVE');
}

test.describe('home is the lobby', () => {
  test.beforeEach(async ({ page }) => {
    await withoutDownloadOffer(page);
  });

  test('a category on home shows its vendors and hot games, and View all reaches its game list', async ({ page }) => {
    await page.goto('/m/home');
    await openLive(page);
    const panel = page.getByTestId('entrance-panel');
    await expect(panel).toHaveAttribute('data-menu', 'LIVE');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Live casino');
    await expect(panel.getByTestId('vendor-tile').first()).toBeVisible();
    await expect(panel.getByTestId('game-tile').first()).toBeVisible();
    // The choice is in the address: Back from the game list returns to it.
    await expect(page).toHaveURL(/\/m\/home\?menu=LIVE$/);

    await panel.getByTestId('entrance-view-all').click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE$/);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('entrance-panel')).toHaveAttribute('data-menu', 'LIVE');
  });

  test('HOME shows the home content, and the game centre is one tap away', async ({ page }) => {
    await page.goto('/m/home');
    const panel = page.getByTestId('entrance-panel');
    await expect(panel).toHaveAttribute('data-menu', 'HOME');
    await expect(panel.getByTestId('jackpot-value')).toBeVisible();
    await menuItem(page, 'HOT').click();
    await expect(panel.getByTestId('game-tile').first()).toBeVisible();
    await menuItem(page, 'HOME').click();
    await expect(panel.getByTestId('jackpot-value')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);

    await panel.getByTestId('all-games').click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  test('every game list leads to the game centre from its header', async ({ page }) => {
    await page.goto('/m/home');
    await menuItem(page, 'FISH').click();
    await page.getByTestId('entrance-panel').getByTestId('entrance-view-all').click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH$/);
    await page.getByTestId('all-games').click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
  });

  test('SERVICE opens the operator customer service link', async ({ page }) => {
    await page.goto('/m/home');
    await expect(menuItem(page, 'SERVICE')).toHaveAttribute('href', 'https://support.lobby.example/chat');
    await expect(menuItem(page, 'SERVICE')).toHaveAttribute('target', '_blank');
  });

  for (const [width, height] of [
    [412, 915],
    [360, 640],
  ] as const) {
    test(`at ${width}x${height} the banner, the notice bar and the first categories show without scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/m/home');
      await expect(menuItem(page, 'LIVE')).toBeAttached();
      const tabBarTop = await page
        .getByRole('navigation', { name: 'Main menu' })
        .evaluate((element) => element.getBoundingClientRect().top);
      for (const part of [
        page.getByTestId('home-banners'),
        page.getByTestId('notice-bar'),
        menuItem(page, 'HOME'),
        menuItem(page, 'HOT'),
      ]) {
        const box = await part.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(tabBarTop);
      }
    });
  }
});

test.describe('registering from home', () => {
  test.beforeEach(async ({ page }) => {
    await withoutDownloadOffer(page);
  });

  test('registration shows its own banners and says while typing whether a username is free', async ({ page }) => {
    // No worker, so the held username check below cannot be answered from anywhere else.
    await page.context().route('**/sw.js', (route) => route.abort());
    await page.goto('/m/home');
    await page.getByRole('banner').getByRole('link', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/register$/);

    // The m_reg group (gateway seed), above the form.
    const banners = page.getByTestId('register-banners');
    await expect(banners.getByRole('img', { name: 'Sign up, get ₱100' })).toBeVisible();
    // Three banners: the carousel takes the still picture's place once the page has settled.
    await expect(banners.getByRole('button', { name: 'Show banner 3' })).toBeVisible();
    const username = page.getByLabel('Username');
    // Above the form, within the screen's width (the carousel's track is wider than the page).
    const bannersBox = (await banners.boundingBox())!;
    expect(bannersBox.y + bannersBox.height).toBeLessThanOrEqual((await username.boundingBox())!.y);
    expect(bannersBox.x + bannersBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    const password = page.getByLabel('Password', { exact: true });
    const passwordTop = async () => (await password.boundingBox())!.y;
    const before = await passwordTop();
    const status = page.locator('#field-username-error');

    // A seeded account whose name the username rule accepts (demo is shorter than its 6 letters).
    await username.fill('newbie');
    await expect(status).toHaveText('This username is already taken');
    await expect(username).toHaveAccessibleDescription(/This username is already taken/);

    // The answer is held until "Checking…" has been seen, then let through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wps/check/username?*', async (route) => {
      await released;
      await route.continue();
    });
    const free = `player${String(Date.now() % 100_000_000)}`;
    await username.fill(free);
    await expect(status).toHaveText('Checking…');
    release();
    await expect(status).toHaveText('This username is available');
    await expect(username).toHaveValue(free);
    // One line kept for the status: the form below never moved.
    expect(await passwordTop()).toBe(before);
  });
});

test.describe('overlays on a first visit', () => {
  test.use({ homePopups: true });

  test('the popup announcement comes first, the download popup only once it is closed', async ({ page }) => {
    await page.goto('/m/home');
    const announcement = page.getByRole('dialog', { name: 'Join now: 100 free spins' });
    const download = page.getByTestId('download-popup');
    await expect(announcement).toBeVisible();
    await expect(download).toHaveCount(0);
    await announcement.getByRole('button', { name: 'Close' }).click();
    await expect(announcement).toBeHidden();
    await expect(download).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the visitor popup's Register opens the registration", async ({ page }) => {
    await withoutDownloadOffer(page);
    await page.goto('/m/home');
    const announcement = page.getByRole('dialog', { name: 'Join now: 100 free spins' });
    await expect(announcement).toContainText('Register today');
    await announcement.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  });

  test("a member popup's See your rewards opens the promotion it is about", async ({ page }) => {
    await withoutDownloadOffer(page);
    await loginThroughForm(page, '', 'demo', 'demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    const popup = page.locator('dialog.popup-dialog');
    const rewards = popup.getByRole('link', { name: 'See your rewards' });
    await expect(popup.getByTestId('popup-content')).toBeVisible();
    // Paged to the first item that names a promotion.
    while (!(await rewards.isVisible())) {
      const pager = popup.locator('.popup-dialog__page');
      const before = await pager.textContent();
      await popup.getByRole('button', { name: 'Next' }).click();
      await expect(pager).not.toHaveText(before ?? '');
    }
    const code = new URL((await rewards.getAttribute('href'))!, 'https://app.invalid').searchParams.get('promotion');
    expect(code).toMatch(/^[A-Z_]+$/);
    await rewards.click();
    await expect(page).toHaveURL(new RegExp(`/m/activity\\?promotion=${code}$`));
    const cards = page.getByTestId('promotion-card');
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveAttribute('data-code', code!);
    await expect(cards.locator('.promo-card__terms')).toBeVisible();
    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page.getByTestId('promotion-card').nth(1)).toBeVisible();
  });
});

test.describe('playing from home', () => {
  // Logins, launches and a gateway of its own (logins are rate limited per address).
  test.describe.configure({ timeout: 60_000 });
  let gateway: RunningGateway;
  test.beforeAll(async () => {
    gateway = await startGateway({ RATE_LIMITS: 'off' });
  });
  test.afterAll(async () => {
    await gateway.stop();
  });

  test.beforeEach(async ({ page }) => {
    await withoutDownloadOffer(page);
  });

  function liveGame(page: Page) {
    return page.getByTestId('entrance-panel').getByTestId('game-tile').first().locator('.game-tile__body');
  }

  test('a visitor taps a game, logs in, and that game launches; one Back returns to the lobby, and a later login launches nothing', async ({
    page,
  }) => {
    await page.goto(`${gateway.url}/m/home`);
    await openLive(page);
    // Not the first tile: the launch must be the game tapped, not whatever leads the list.
    const tapped = page.getByTestId('entrance-panel').getByTestId('game-tile').nth(1);
    const name = (await tapped.locator('.game-tile__name').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await tapped.locator('.game-tile__body').click();
    // The login says why; once in, the game tapped opens by itself.
    await expect(page).toHaveURL(/\/m\/login\?from=/);
    await expect(page.getByText('Log in to play')).toBeVisible();
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/lgw\/play\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(await page.evaluate(() => sessionStorage.getItem('LAUNCH_INTENT'))).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home\?menu=LIVE$/);
    await expect(page.getByTestId('entrance-panel')).toHaveAttribute('data-menu', 'LIVE');
    await expect(page.getByTestId('member-balance')).toBeVisible();

    // The game page's own exit does the same.
    await liveGame(page).click();
    await expect(page).toHaveURL(/\/lgw\/play\//);
    await page.getByRole('link', { name: 'Back to lobby' }).click();
    await expect(page).toHaveURL(/\/m\/home\?menu=LIVE$/);

    // Launched once: logging out and in again stays on home.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await loginThroughForm(page, gateway.url, 'demo', 'demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('member-balance')).toBeVisible();
    await expect(page).not.toHaveURL(/\/lgw\/play\//);
  });

  test('a visitor who taps a game and registers instead lands in that game', async ({ page, request }) => {
    const rules = await getSetting<Record<string, Record<string, unknown>>>(request, gateway.url, 'registerRules');
    await setSetting(request, gateway.url, 'registerRules', { ...rules, captcha: { ...rules.captcha, enabled: false } });
    try {
      await page.goto(`${gateway.url}/m/home`);
      await openLive(page);
      const tapped = page.getByTestId('entrance-panel').getByTestId('game-tile').nth(2);
      const name = (await tapped.locator('.game-tile__name').textContent())?.trim() ?? '';
      await tapped.locator('.game-tile__body').click();
      await expect(page).toHaveURL(/\/m\/login\?from=/);
      await page.getByRole('link', { name: 'Register' }).click();
      await page.getByRole('tab', { name: 'Username' }).click();
      await page.getByLabel('Username').fill('player2play');
      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await page.getByLabel('Confirm password').fill('secret123');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page).toHaveURL(/\/lgw\/play\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    } finally {
      await setSetting(request, gateway.url, 'registerRules', rules);
    }
  });

  test('a visitor who taps a game and leaves the login page is not sent into that game by a later login', async ({ page }) => {
    await page.goto(`${gateway.url}/m/home`);
    await openLive(page);
    await liveGame(page).click();
    await expect(page).toHaveURL(/\/m\/login\?from=/);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('LAUNCH_INTENT'))).toBeNull();
    await loginThroughForm(page, gateway.url, 'demo', 'demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('member-balance')).toBeVisible();
    await expect(page).not.toHaveURL(/\/lgw\/play\//);
  });

  test('a page address with 300 characters of tracking still launches', async ({ page }) => {
    await loginThroughForm(page, gateway.url, 'demo', 'demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    const tracking = new URLSearchParams({ utm_source: 'x'.repeat(100), utm_campaign: 'y'.repeat(100), fbclid: 'z'.repeat(100) });
    await page.goto(`${gateway.url}/m/home?menu=LIVE&${tracking.toString()}`);
    expect(page.url().length).toBeGreaterThan(300);
    await liveGame(page).click();
    await expect(page).toHaveURL(/\/lgw\/play\//);
    await expect(page.getByText('Unknown error')).toHaveCount(0);
  });

  test('a trial account starts from the login footer, and a refused game says why and offers Register', async ({ page }) => {
    await page.goto(`${gateway.url}/m/home`);
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByRole('link', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/m\/trail$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free trial');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('member-name')).toHaveText(/^TRY/);

    // Slots with real stakes need a real account.
    await menuItem(page, 'RNG').click();
    const slot = page.getByTestId('entrance-panel').getByTestId('game-tile').first();
    await slot.locator('.game-tile__body').click();
    await slot.getByRole('button', { name: 'Play now' }).click();
    const prompt = page.getByRole('dialog', { name: 'This game needs a real account' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });
});

/** The first page of a category's game list, as the gateway answers it. */
async function gatewayGames(request: APIRequestContext, gameType: string): Promise<{ id: number; vendor: string }[]> {
  const answer = (await (
    await request.get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageNo=1&pageSize=100`, { headers: { Merchant: MERCHANT } })
  ).json()) as { value: { list: { id: number; vendor: string }[] } };
  return answer.value.list;
}

/** From home, a category's panel, then its View all: the game tiles of the list it opens. */
async function viewAllFromHome(page: Page, category: string): Promise<Locator> {
  await withoutDownloadOffer(page);
  await page.goto('/m/home');
  await menuItem(page, category).click();
  await page.getByTestId('entrance-panel').getByTestId('entrance-view-all').click();
  await expect(page).toHaveURL(new RegExp(`/m/gameList\\?gameType=${category}$`));
  return page.getByTestId('game-tile');
}

const gameIdsOf = (tiles: Locator) => tiles.evaluateAll((items) => items.map((item) => item.getAttribute('data-game-id') ?? ''));

test("SPORTS lists the sportsbooks, not the lane's esports and cockfight", async ({ page, request }) => {
  const carvedOut = new Set(
    [...(await gatewayGames(request, 'ESPORTS')), ...(await gatewayGames(request, 'COCKFIGHT'))].map((game) => String(game.id)),
  );
  expect(carvedOut.size).toBeGreaterThan(0);

  const tiles = await viewAllFromHome(page, 'SPORTS');
  await expect(tiles.first()).toBeVisible();
  expect((await gameIdsOf(tiles)).filter((id) => carvedOut.has(id))).toEqual([]);
});

test('Esports lists the esports games only', async ({ page, request }) => {
  const esports = await gatewayGames(request, 'ESPORTS');
  const expected = esports.map((game) => String(game.id)).sort();
  expect(expected.length).toBeGreaterThan(0);
  for (const game of esports) expect(['AV', 'AI', 'IMES', 'TF', 'IA']).toContain(game.vendor);

  const tiles = await viewAllFromHome(page, 'ESPORTS');
  await expect(tiles).toHaveCount(expected.length);
  expect((await gameIdsOf(tiles)).sort()).toEqual(expected);
});
