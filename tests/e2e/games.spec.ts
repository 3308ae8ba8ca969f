import type { APIRequestContext, Page } from '@playwright/test';

import { loginThroughForm, sessionToken } from './fixtures/auth';
import { MERCHANT, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Game centre, slots centre and game list (docs/product.md#game-entrance-and-game-centre); game
 * list paging and favourites (docs/product.md#states-and-transitions) and every launch branch
 * (docs/product.md#game-launch), against the reference gateway's seeded catalogue.
 */

interface WireGame {
  id: number;
  nodeId: number;
  gameName: string;
  vendor: string;
  gameType: string;
  supportPlay: 0 | 1;
  lottoGameCode: string | null;
}

interface WirePage {
  list: WireGame[];
  pageNum: number;
  totalPages: number;
  total: number;
}

async function gameList(request: APIRequestContext, base: string, query: Record<string, string | number>): Promise<WirePage> {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const response = await request.get(`${base}/wps/relay/GCSGAME_gameList?${params.toString()}`, { headers: { Merchant: MERCHANT } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: WirePage }).value;
}

async function balanceOf(request: APIRequestContext, base: string, token: string): Promise<number> {
  const response = await request.get(`${base}/wps/wallets/gcs`, { headers: { Merchant: MERCHANT, Authorization: token } });
  return ((await response.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

/** Rounds and bets in the member's betting record. */
async function betsRecorded(request: APIRequestContext, base: string, token: string): Promise<number> {
  const response = await request.get(`${base}/wps/member/records/bets`, { headers: { Merchant: MERCHANT, Authorization: token } });
  return ((await response.json()) as { value: { total: number } }).value.total;
}

async function login(page: Page, base: string, username: string, password: string) {
  await loginThroughForm(page, base, username, password);
  await expect(page).toHaveURL(/\/m\/home$/);
}

function tile(page: Page, gameId: number) {
  return page.locator(`[data-testid="game-tile"][data-game-id="${gameId}"]`);
}

/** The tile's main button: its name starts with the game's (the star's starts with 'Favourite'). */
function tileButton(page: Page, game: WireGame) {
  const name = new RegExp(`^${game.gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return tile(page, game.id).getByRole('button', { name });
}

test.describe('game centre', () => {
  test('opens on the tab its query names, and All shows every category', async ({ page }) => {
    await page.goto('/m/gameCenter?gameCategory=LIVE');
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('category-section')).toHaveCount(1);
    await expect(page.getByTestId('category-section')).toHaveAttribute('data-category', 'LIVE');
    // The category tab lists up to 12 of its games.
    const games = page.getByTestId('category-section').getByTestId('game-tile');
    await expect(games.first()).toBeVisible();
    expect(await games.count()).toBeLessThanOrEqual(12);

    await tabs.getByRole('tab', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
    // All renders as a transition after the address changes: wait for its sections.
    await expect.poll(() => page.getByTestId('category-section').count()).toBeGreaterThan(5);
    // TOP GAME strip of hot games.
    await expect(page.getByRole('heading', { name: 'TOP GAME' })).toBeVisible();
  });

  test('an unknown category falls back to All; the RNG tab and an RNG vendor lead to the slots centre', async ({ page }) => {
    await page.goto('/m/gameCenter?gameCategory=NOPE');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const rngVendor = page.locator('[data-category="RNG"] [data-testid="vendor-tile"]').first();
    const vendor = await rngVendor.getAttribute('data-vendor');
    await rngVendor.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/m/slotsCenter\\?vassalage=${vendor}$`));
    await page.goBack();
    await page.getByRole('tab', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/m\/slotsCenter$/);
  });
});

test.describe('game list', () => {
  test('pages through a long list to its last page, then says there is no more', async ({ page, request, baseURL }) => {
    const first = await gameList(request, baseURL!, { gameType: 'RNG', vassalage: 'NVS', pageNo: 1, pageSize: 25 });
    expect(first.totalPages).toBeGreaterThan(2);
    await page.goto('/m/gameList?gameType=RNG&vassalage=NVS');
    const tiles = page.getByTestId('game-tile');
    await expect(tiles).toHaveCount(25);
    // Reaching the end of the list loads the next page, until every page is in.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(tiles).toHaveCount(first.total, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('No more')).toBeVisible();
    const ids = await tiles.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-game-id')));
    expect(new Set(ids).size).toBe(first.total);
  });

  test('a vendor with no games shows the empty state', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG&vassalage=NOSUCHVENDOR');
    await expect(page.getByText('No data')).toBeVisible();
  });

  test('SPORTS tiles reveal Mobile and Desktop, closed by a tap elsewhere; RNG tiles show Play now', async ({ page, request, baseURL }) => {
    const sports = (await gameList(request, baseURL!, { gameType: 'SPORTS', pageSize: 1 })).list[0]!;
    await page.goto('/m/gameList?gameType=SPORTS');
    await tileButton(page, sports).click();
    await expect(tile(page, sports.id).getByRole('button', { name: 'Mobile' })).toBeVisible();
    await expect(tile(page, sports.id).getByRole('button', { name: 'Desktop' })).toBeVisible();
    await page.getByRole('heading', { name: 'Sports', exact: true }).click();
    await expect(tile(page, sports.id).getByRole('button', { name: 'Mobile' })).toBeHidden();

    const slots = (await gameList(request, baseURL!, { gameType: 'RNG', pageSize: 1 })).list[0]!;
    await page.goto('/m/gameList?gameType=RNG');
    await tileButton(page, slots).click();
    await expect(tile(page, slots.id).getByRole('button', { name: 'Play now' })).toBeVisible();
    await expect(tile(page, slots.id).getByRole('button', { name: 'Free trial' })).toHaveCount(slots.supportPlay === 0 ? 1 : 0);
    // A visitor who asks to play is sent to log in (carrying the page to return to, or not).
    await tile(page, slots.id).getByRole('button', { name: 'Play now' }).click();
    await expect(page).toHaveURL(/\/m\/login(\?from=\/m\/gameList%3F.*)?$/);
  });
});

test.describe('game list search', () => {
  test('narrows a list by name on the gateway, clears, and offers the search again as a recent chip', async ({
    page,
    request,
    baseURL,
  }) => {
    // Part of a seeded fishing game's name ("Golden Shark"), in another letter case.
    const term = 'OLDEN';
    const fishing = await gameList(request, baseURL!, { gameType: 'FISH', pageSize: 100 });
    const matching = await gameList(request, baseURL!, { gameType: 'FISH', gameName: term, pageSize: 100 });
    expect(matching.total).toBeGreaterThan(0);
    expect(matching.total).toBeLessThan(fishing.total);
    const matchingIds = matching.list.map((game) => String(game.id)).sort();

    // Home → game centre → the fishing list, by taps only.
    await page.goto('/m/home');
    await page.getByTestId('entrance-panel').getByTestId('all-games').tap();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
    await page.locator('[data-testid="category-section"][data-category="FISH"]').getByRole('link', { name: 'View all' }).tap();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH$/);
    const tiles = page.getByTestId('game-tile');
    await expect(tiles).toHaveCount(Math.min(fishing.total, 25));

    const box = page.getByRole('searchbox', { name: 'Search games by name' });
    await box.tap();
    await box.fill(term.toLowerCase());
    const tileIds = () => tiles.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-game-id')).sort());
    await expect.poll(tileIds).toEqual(matchingIds);
    for (const name of await tiles.locator('.game-tile__name').allTextContents()) expect(name.toLowerCase()).toContain(term.toLowerCase());

    // A name nothing matches says so, and its button clears the search.
    await box.fill('zzzz no such game');
    await expect(page.getByText('No games match “zzzz no such game”.')).toBeVisible();
    await expect(tiles).toHaveCount(0);

    await box.fill(term.toLowerCase());
    await expect.poll(tileIds).toEqual(matchingIds);
    await page.getByRole('button', { name: 'Clear search' }).tap();
    await expect(box).toHaveValue('');
    await expect(tiles).toHaveCount(Math.min(fishing.total, 25));

    // The box is still focused and empty: the search just used is offered again.
    const chip = page.getByTestId('recent-search').filter({ hasText: term.toLowerCase() });
    await expect(chip).toBeVisible();
    await chip.tap();
    await expect(box).toHaveValue(term.toLowerCase());
    await expect.poll(tileIds).toEqual(matchingIds);

    // Kept on the device: after a reload the chip is still there, until the history is cleared.
    await page.reload();
    await box.tap();
    await expect(page.getByTestId('recent-search').first()).toHaveText(term.toLowerCase());
    await page.getByRole('button', { name: 'Clear history' }).tap();
    await expect(page.getByTestId('recent-search')).toHaveCount(0);
  });
});

test.describe('game list search offline', () => {
  test('searches the games already loaded, keeps the name, and asks the gateway once back online', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const fishing = await gameList(request, baseURL!, { gameType: 'FISH', pageSize: 25 });
    const term = 'fish';
    const loadedMatches = fishing.list
      .filter((game) => game.gameName.toLowerCase().includes(term))
      .map((game) => String(game.id))
      .sort();
    expect(loadedMatches.length).toBeGreaterThan(0);
    await page.goto('/m/gameList?gameType=FISH');
    const tiles = page.getByTestId('game-tile');
    await expect(tiles).toHaveCount(Math.min(fishing.total, 25));

    await context.setOffline(true);
    const box = page.getByRole('searchbox', { name: 'Search games by name' });
    await box.fill(term);
    await expect(page.getByText('You are offline: these are the matches among the games already loaded.')).toBeVisible();
    const tileIds = () => tiles.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-game-id')).sort());
    await expect.poll(tileIds).toEqual(loadedMatches);
    await expect(box).toHaveValue(term);

    await context.setOffline(false);
    const everyMatch = await gameList(request, baseURL!, { gameType: 'FISH', gameName: term, pageSize: 25 });
    await expect(page.getByText('You are offline: these are the matches among the games already loaded.')).toHaveCount(0);
    await expect.poll(tileIds).toEqual(everyMatch.list.map((game) => String(game.id)).sort());
    await expect(box).toHaveValue(term);
  });
});

test.describe('signed in', () => {
  // Logins are rate limited per address and these tests change balances: one gateway each.
  let gateway: RunningGateway;
  test.beforeEach(async () => {
    // A gateway of its own starts before each test does its part: three times the default budget.
    test.slow();
    gateway = await startGateway();
  });
  test.afterEach(async () => {
    await gateway.stop();
  });

  test('favourites need a login, then persist across reloads until removed', async ({ page, request }) => {
    const base = gateway.url;
    const game = (await gameList(request, base, { gameType: 'RNG', pageSize: 1 })).list[0]!;
    await page.goto(`${base}/m/gameList?gameType=RNG`);
    await tile(page, game.id).getByTestId('favourite-toggle').click();
    await expect(page.getByText('You are not logged in. Please log in first.')).toBeVisible();

    await login(page, base, 'demo', 'demo1234');
    await page.goto(`${base}/m/gameList?gameType=RNG`);
    const star = tile(page, game.id).getByTestId('favourite-toggle');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(tile(page, game.id).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${base}/m/slotsCenter?list=favourites`);
    await expect(page.getByTestId('game-tile')).toHaveCount(1);
    await tile(page, game.id).getByTestId('favourite-toggle').click();
    await expect(page.getByTestId('game-tile')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Tap the star on a game to keep it here.')).toBeVisible();
  });

  test('favourites and recent games are one tap from home and the game centre, each under its own category', async ({ page, request }) => {
    const base = gateway.url;
    const slot = (await gameList(request, base, { gameType: 'RNG', pageSize: 1 })).list[0]!;
    const table = (await gameList(request, base, { gameType: 'LIVE', pageSize: 1 })).list[0]!;
    await login(page, base, 'demo', 'demo1234');
    const headers = { Merchant: MERCHANT, Authorization: await sessionToken(page) };
    for (const game of [table, slot]) {
      const starred = await request.post(`${base}/wps/game/favourites`, { headers, data: { nodeId: game.nodeId, vendor: game.vendor } });
      expect(starred.ok(), await starred.text()).toBe(true);
    }
    const played = await request.get(`${base}/wps/game/recent/add?gameId=${table.id}`, { headers });
    expect(played.ok(), await played.text()).toBe(true);

    // Home's first screen shows the member's recent games and the hot games without a tap.
    await page.goto(`${base}/m/home`);
    const recentStrip = page.locator('[data-testid="home-games-strip"][data-list="RECENT"]');
    await expect(recentStrip.locator(`[data-game-id="${table.id}"]`)).toBeInViewport();
    await expect(page.locator('[data-testid="home-games-strip"][data-list="HOT"] [data-testid="game-tile"]').first()).toBeInViewport();

    // One tap from home: the entrance's Favourites, every category, the live table under Live casino.
    const menu = page.getByTestId('entrance-menu');
    await menu.locator('[data-menu-item="FAVOURITES"]').click();
    const panel = page.getByTestId('entrance-panel');
    await expect(panel).toHaveAttribute('data-menu', 'FAVOURITES');
    const live = panel.locator('[data-testid="own-games-category"][data-category="LIVE"]');
    await expect(live.getByRole('heading', { name: 'Live casino' })).toBeVisible();
    await expect(live.locator(`[data-game-id="${table.id}"]`)).toBeVisible();
    await expect(
      panel.locator('[data-testid="own-games-category"][data-category="RNG"]').locator(`[data-game-id="${slot.id}"]`),
    ).toBeVisible();
    await menu.locator('[data-menu-item="RECENT"]').click();
    await expect(
      panel.locator('[data-testid="own-games"][data-list="RECENT"] [data-category="LIVE"]').locator(`[data-game-id="${table.id}"]`),
    ).toBeVisible();

    // One tap from the game centre: its Favourites and Recent tabs.
    await page.getByTestId('all-games').click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    const centreLive = page.locator('[data-testid="own-games"][data-list="FAVOURITES"] [data-category="LIVE"]');
    await expect(centreLive.locator(`[data-game-id="${table.id}"]`)).toBeVisible();
    await page.getByRole('tab', { name: 'Recent' }).click();
    await expect(
      page.locator('[data-testid="own-games"][data-list="RECENT"] [data-category="LIVE"]').locator(`[data-game-id="${table.id}"]`),
    ).toBeVisible();

    // The slots centre's own chips hold slots only: the live table is not listed under Slots.
    await page.goto(`${base}/m/slotsCenter?list=favourites`);
    await expect(tile(page, slot.id)).toBeVisible();
    await expect(tile(page, table.id)).toHaveCount(0);
  });

  test('a trial account asked to play a slot is offered registration', async ({ page, request }) => {
    const base = gateway.url;
    const game = (await gameList(request, base, { gameType: 'RNG', pageSize: 1 })).list[0]!;
    await login(page, base, 'trial01', 'trial1234');
    await page.goto(`${base}/m/gameList?gameType=RNG`);
    await tileButton(page, game).click();
    await tile(page, game.id).getByRole('button', { name: 'Play now' }).click();
    const prompt = page.getByRole('dialog', { name: 'This game needs a real account' });
    await expect(
      prompt.getByText('A trial account plays with play money, and this game is not open to it.', { exact: false }),
    ).toBeVisible();
    await prompt.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('Free trial plays a slot with play money, even for a trial account', async ({ page, request }) => {
    const base = gateway.url;
    const first = await gameList(request, base, { gameType: 'RNG', pageSize: 100 });
    const pages = [first];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1)
      pages.push(await gameList(request, base, { gameType: 'RNG', pageSize: 100, pageNo }));
    const free = pages.flatMap((entry) => entry.list).find((game) => game.supportPlay === 0 && game.vendor === 'NVS');
    expect(free, 'the seed has a free-trial NVS slot').toBeDefined();
    await login(page, base, 'trial01', 'trial1234');
    await page.goto(`${base}/m/gameList?gameType=RNG&vassalage=NVS`);
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(tile(page, free!.id)).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await tileButton(page, free!).click();
    await tile(page, free!.id).getByRole('button', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/lgw\/play\/page\/[0-9a-f]{32}\?language=EN$/);
    await expect(page.getByText('10,000.00')).toBeVisible();
  });

  test('a game opens the gateway game page, and a spin there changes the balance shown back home', async ({ page, request }) => {
    const base = gateway.url;
    const live = (await gameList(request, base, { gameType: 'LIVE', pageSize: 1 })).list[0]!;
    await login(page, base, 'demo', 'demo1234');
    const token = await sessionToken(page);
    const before = await balanceOf(request, base, token);

    await page.goto(`${base}/m/gameList?gameType=LIVE`);
    await tileButton(page, live).click();
    await expect(page).toHaveURL(/\/lgw\/play\/page\/[0-9a-f]{32}\?language=EN$/);
    // A third of rounds pay the stake back exactly; spin until one moves the balance.
    let after = before;
    for (let spin = 0; spin < 15 && after === before; spin += 1) {
      await page.getByRole('button', { name: /spin/i }).click();
      await expect(page.getByRole('status')).toBeVisible();
      after = await balanceOf(request, base, token);
    }
    expect(after).not.toBe(before);
    // The address holds no ticket any more, only the page: a reload shows the game again (its key
    // is a cookie of this browser) and still spins.
    const played = await betsRecorded(request, base, token);
    await page.reload();
    await expect(page.getByRole('status')).toBeVisible();
    await page.getByRole('button', { name: /spin/i }).click();
    await expect.poll(() => betsRecorded(request, base, token)).toBe(played + 1);
    after = await balanceOf(request, base, token);

    // The recent list records the launch.
    await page.getByRole('link', { name: /back/i }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE$/);
    await page.goto(`${base}/m/home`);
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.trunc(after));
    await expect(page.getByTestId('member-balance')).toHaveText(`₱${whole}`);
  });

  test('lottery games go through the lottery launch page; VN lotto opens its lobby frame', async ({ page, request }) => {
    const base = gateway.url;
    const lott = (await gameList(request, base, { gameType: 'LOTT', vassalage: 'TCG', pageSize: 1 })).list[0]!;
    const vn = (await gameList(request, base, { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', pageSize: 1 })).list[0]!;
    await login(page, base, 'demo', 'demo1234');

    await page.goto(`${base}/m/gameList?gameType=LOTT&vassalage=TCG`);
    await tileButton(page, lott).click();
    await expect(page).toHaveURL(/\/m\/lotto-h5\/[^/]+\/trad\/games\/[^/?]+\?/);

    await page.goto(`${base}/m/gameList?gameType=ELOTT&vassalage=TCG_LOTTO_VN`);
    await tileButton(page, vn).click();
    await expect(page).toHaveURL(/\/m\/lotto-h5\/[^/]+\/trad\/games\/[^/?]+\?/);
    await expect(page.locator('iframe')).toHaveAttribute('sandbox', 'allow-forms');
  });

  test('recent games list what was launched, newest first', async ({ page, request }) => {
    const base = gateway.url;
    const [a, b] = (await gameList(request, base, { gameType: 'RNG', pageSize: 2 })).list;
    await login(page, base, 'demo', 'demo1234');
    for (const game of [a!, b!]) {
      await page.goto(`${base}/m/gameList?gameType=RNG`);
      await tileButton(page, game).click();
      await tile(page, game.id).getByRole('button', { name: 'Play now' }).click();
      await expect(page).toHaveURL(/\/lgw\/play\//);
    }
    await page.goto(`${base}/m/slotsCenter?list=recent`);
    await expect(page.getByTestId('game-tile')).toHaveCount(2);
    const ids = await page
      .getByTestId('game-tile')
      .evaluateAll((tiles) => tiles.map((element) => Number(element.getAttribute('data-game-id'))));
    expect(ids.slice(0, 2)).toEqual([b!.id, a!.id]);
  });
});
