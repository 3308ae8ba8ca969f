import { expect, test } from './fixtures/test';
import { startGateway, type RunningGateway } from './fixtures/gateway';

let gateway: RunningGateway;

test.beforeAll(async () => {
  gateway = await startGateway();
});

test.afterAll(async () => {
  await gateway.stop();
});

test('after one online visit, /m/home reopens offline with the shell and the cached status', async ({
  page,
  context,
}) => {
  await page.goto(`${gateway.url}/m/home`);
  await expect(page.getByTestId('system-status')).toContainText('Open for play');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is not controlled yet; a controlled reload lets the API answers pass
  // through the worker into its caches.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('system-status')).toContainText('Open for play');
  // The player has seen the lobby: its answer has passed through the worker.
  await expect(page.getByTestId('lobby-summary')).toBeVisible();

  await context.setOffline(true);
  await gateway.stop();
  await page.reload();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByTestId('system-status')).toContainText('Open for play');
  await expect(page.getByTestId('system-status')).toContainText('127.0.0.1');
  await expect(page.getByTestId('lobby-summary')).toBeVisible();
  await expect(page.getByTestId('connectivity-notice')).toContainText('No internet connection');
});

test.describe('lobbies seen once', () => {
  let lobbyGateway: RunningGateway;
  test.beforeEach(async () => {
    lobbyGateway = await startGateway();
  });
  test.afterEach(async () => {
    await lobbyGateway.stop();
  });

  test('the game centre and a game list reopen offline, with the gateway stopped, showing their games', async ({ page, context }) => {
    const base = lobbyGateway.url;
    await page.goto(`${base}/m/home`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // One online visit of each, through the worker.
    await page.goto(`${base}/m/gameCenter?gameCategory=LIVE`);
    const liveGames = page.getByTestId('category-section').getByTestId('game-tile');
    await expect(liveGames.first()).toBeVisible();
    const liveCount = await liveGames.count();
    await expect(page.getByRole('heading', { name: 'TOP GAME' })).toBeVisible();
    await page.goto(`${base}/m/gameList?gameType=RNG&vassalage=NVS`);
    await expect(page.getByTestId('game-tile')).toHaveCount(25);
    const firstGame = await page.getByTestId('game-tile').first().getAttribute('data-game-id');

    await context.setOffline(true);
    await lobbyGateway.stop();

    await page.goto(`${base}/m/gameCenter?gameCategory=LIVE`);
    await expect(page.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
    await expect(liveGames).toHaveCount(liveCount);
    await expect(page.getByRole('heading', { name: 'TOP GAME' })).toBeVisible();
    await expect(page.getByTestId('connectivity-notice')).toContainText('No internet connection');

    await page.goto(`${base}/m/gameList?gameType=RNG&vassalage=NVS`);
    await expect(page.getByTestId('game-tile')).toHaveCount(25);
    await expect(page.getByTestId('game-tile').first()).toHaveAttribute('data-game-id', firstGame!);
  });
});
