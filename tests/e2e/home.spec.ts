import { expect, test } from './fixtures/test';
import { MERCHANT } from './fixtures/gateway';

/** The entrance menu's category items, in order (HOME, SERVICE, HOT are fixed). */
const menuItems = (page: import('@playwright/test').Page) =>
  page.getByTestId('entrance-menu').locator('[data-menu-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-menu-item')));

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
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
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
});
