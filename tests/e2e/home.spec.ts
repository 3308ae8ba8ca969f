import { expect, test } from './fixtures/test';
import { MERCHANT } from './fixtures/gateway';

test.describe('home', () => {
  test('shows the live system status and the lobby the gateway holds', async ({ page, request }) => {
    const vendorTypes = await (
      await request.get('/wps/relay/GCSGAME_getVassGameType?typeId=1', { headers: { Merchant: MERCHANT } })
    ).json();
    const content = vendorTypes.value.content as Record<string, Record<string, unknown>>;
    const categories = Object.values(content).filter((vendors) => Object.keys(vendors).length > 0).length;
    const vendors = new Set(Object.values(content).flatMap((byVendor) => Object.keys(byVendor))).size;

    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    const status = page.getByTestId('system-status');
    await expect(status).toContainText('Open for play');
    await expect(status).toContainText('127.0.0.1');
    const summary = page.getByTestId('lobby-summary');
    await expect(summary).toContainText(`Game categories${categories}`);
    await expect(summary).toContainText(`Game vendors${vendors}`);
    expect(vendors).toBeGreaterThanOrEqual(25);
  });

  for (const path of ['/', '/m', '/m/index', '/m/index.html', '/m/no-such-page']) {
    test(`${path} shows the home page and keeps its URL`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('system-status')).toContainText('Open for play');
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});
