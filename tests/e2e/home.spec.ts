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
});
