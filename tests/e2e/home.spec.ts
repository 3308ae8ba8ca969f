import { MERCHANT } from './fixtures/gateway';
import { recordLayoutShifts, shiftsOutsideHeader } from './fixtures/layout-shifts';
import { expect, test } from './fixtures/test';

/** The entrance menu's category items, in order (HOME, SERVICE, HOT are fixed). */
const menuItems = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('entrance-menu')
    .locator('[data-menu-item]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-menu-item')));

test.describe('home', () => {
  test('is the lobby: the entrance menu with the gateway categories, and no diagnostics', async ({ page, request }) => {
    const vendorTypes = await (
      await request.get('/wps/relay/GCSGAME_getVassGameType?typeId=1', { headers: { Merchant: MERCHANT } })
    ).json();
    const lanes = (vendorTypes.value.sorting as { gameCategory: string }[]).map((lane) => lane.gameCategory);

    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    const entrance = page.getByTestId('game-entrance');
    await expect(entrance.getByTestId('entrance-panel')).toHaveAttribute('data-menu', 'HOME');
    await expect.poll(() => menuItems(page)).toContain('LIVE');
    const items = await menuItems(page);
    expect(items.slice(0, 3)).toEqual(['HOME', 'SERVICE', 'HOT']);
    for (const lane of lanes.filter((lane) => lane !== 'ELOTT')) expect(items).toContain(lane);
    expect(items).not.toContain('ELOTT');
    // HOME's panel is the home content.
    await expect(entrance.getByTestId('jackpot-value')).toBeVisible();
    await expect(entrance.getByTestId('winners-ticker')).toBeVisible();
    // A player has no use for an IP address or a merchant code.
    await expect(page.getByText('127.0.0.1')).toHaveCount(0);
    await expect(page.getByText(MERCHANT)).toHaveCount(0);
    await expect(page.getByTestId('system-status')).toHaveCount(0);
  });

  test("home's first screen shows hot games without a tap", async ({ page }) => {
    await page.goto('/m/home');
    // The first screen before any scroll: Pixel 7's page area (412 wide, shorter than its 915 px screen).
    expect(page.viewportSize()?.width).toBe(412);
    expect(page.viewportSize()!.height).toBeLessThanOrEqual(915);
    const strip = page.locator('[data-testid="home-games-strip"][data-list="HOT"]');
    await expect(strip.getByRole('heading', { name: 'Hot' })).toBeInViewport();
    await expect(strip.getByTestId('game-tile').first()).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByTestId('entrance-panel')).toHaveAttribute('data-menu', 'HOME');
    // A visitor keeps no favourites: no own lists in the menu.
    await expect(page.getByTestId('entrance-menu').locator('[data-menu-item="FAVOURITES"]')).toHaveCount(0);
    // View all opens the whole hot list in the entrance.
    await strip.getByRole('button', { name: 'View all' }).click();
    await expect(page.getByTestId('entrance-panel')).toHaveAttribute('data-menu', 'HOT');
  });

  for (const path of ['/', '/m', '/m/index', '/m/index.html', '/m/no-such-page']) {
    test(`${path} shows the home page and keeps its URL`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('entrance-menu').locator('[data-menu-item="LIVE"]')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test('the entrance draws the large picture where a game has one, and live tables by name only', async ({ page }) => {
    await page.goto('/m/home');
    const menu = page.getByTestId('entrance-menu');
    const panel = page.getByTestId('entrance-panel');
    await menu.locator('[data-menu-item="HOT"]').click();
    await expect(panel).toHaveAttribute('data-menu', 'HOT');
    // The seed gives every hot game whose icon shows a large picture (docs/product.md#game-artwork).
    const large = panel.locator('[data-testid="game-tile"][data-tile-art="large"]').first();
    await expect(large).toBeVisible();
    await expect(large.locator('img')).toHaveAttribute('src', /\/cdn\/games\/\d+-large\.webp$/);
    await expect.poll(() => large.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(400);

    await menu.locator('[data-menu-item="LIVE"]').click();
    await expect(panel).toHaveAttribute('data-menu', 'LIVE');
    const nameOnly = panel.locator('[data-testid="game-tile"][data-tile-art="name"]').first();
    await expect(nameOnly).toBeVisible();
    await expect(nameOnly.locator('img')).toHaveCount(0);
    await expect(nameOnly.locator('.game-tile__name--only')).toHaveText(/\S/);
    await expect(panel.locator('[data-testid="game-tile"]:not([data-tile-art="name"])')).toHaveCount(0);
  });

  test("a first visit asks for home's top once, from the early script, while the app's code is on its way", async ({ page }) => {
    const announcementCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/announcements') announcementCalls.push(request.url());
    });
    // The entry is held back until the early script has sent its call.
    let releaseEntry!: () => void;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto('/m/home', { waitUntil: 'commit' });
    await expect.poll(() => announcementCalls.length).toBe(1);
    expect(announcementCalls[0]).toContain('groupName=m_home');

    releaseEntry();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    await expect(page.locator('.home-banner__image').first()).toHaveAttribute('src', /\/cdn\/banners\/1\.webp$/);
    // The app took the early answer instead of asking again.
    expect(announcementCalls.filter((url) => url.includes('groupName=m_home'))).toHaveLength(1);
  });

  test("a first visit sees home's first banner from the page itself; the app's code follows and takes its place without moving it", async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/cdn/banners/1.webp') events.push('picture loaded');
    });
    page.on('request', (request) => {
      if (/\/assets\/app-[^/]+\.js$/.test(request.url())) events.push('app code asked for');
    });
    // The app's code is held back, so what shows is what the page's answer drew by itself.
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto('/m/home', { waitUntil: 'commit' });
    const drawn = page.locator('img[data-first-picture]');
    await expect(drawn).toHaveAttribute('src', /\/cdn\/banners\/1\.webp$/);
    await expect.poll(() => drawn.evaluate((picture: HTMLImageElement) => picture.complete && picture.naturalWidth > 0)).toBe(true);
    await expect(drawn).toBeInViewport();
    const drawnBox = await drawn.boundingBox();
    // The tab bar is drawn too, a visitor's, in English (no language chosen yet), where the app will draw its own.
    const drawnBar = page.locator('.tab-bar');
    const visitorTabs = ['Invite friends', 'Promotions', 'Log in', 'Rewards', 'Member centre'];
    await expect(drawnBar.locator('.tab-bar__label')).toHaveText(visitorTabs);
    await expect(drawnBar).toBeInViewport();
    const drawnBarBox = await drawnBar.boundingBox();
    await expect.poll(() => events).toContain('app code asked for');
    // The picture first, then the app's code: the two do not share the network.
    expect(events.indexOf('picture loaded')).toBeLessThan(events.indexOf('app code asked for'));

    releaseApp();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    await expect(drawn).toHaveCount(0);
    // The app's banner is the same picture in the same place: nothing moved, nothing larger was drawn.
    const banner = page.locator('.home-banner__image').first();
    await expect(banner).toHaveAttribute('src', /\/cdn\/banners\/1\.webp$/);
    // (The still picture gives way to the carousel's first slide once that has loaded: the same box again.)
    await expect.poll(() => banner.boundingBox()).toEqual(drawnBox);
    // The app's bar says the same, in the same place.
    const appBar = page.getByRole('navigation', { name: 'Main menu' });
    await expect(appBar.locator('.tab-bar__label')).toHaveText(visitorTabs);
    expect(await appBar.boundingBox()).toEqual(drawnBarBox);
    // No layout shift moved the banner, or anything else outside the header's bar.
    expect(await shiftsOutsideHeader(page)).toEqual([]);
  });
});
