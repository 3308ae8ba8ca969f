import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Browser, type BrowserContext, type BrowserContextOptions, devices, type Page } from '@playwright/test';

import { loginThroughForm, sessionToken } from './fixtures/auth';
import { MERCHANT, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * The offline promise: a lobby seen once reopens offline; actions that need the
 * network say so and lose nothing; a new version waits for the player.
 */

let gateway: RunningGateway;

test.beforeAll(async () => {
  gateway = await startGateway();
});

test.afterAll(async () => {
  await gateway.stop();
});

test('after one online visit, /m/home reopens offline with the shell and the cached lobby', async ({ page, context }) => {
  await page.goto(`${gateway.url}/m/home`);
  await expect(page.getByTestId('game-entrance')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is not controlled yet; a controlled reload lets the API answers pass
  // through the worker into its caches.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The player has seen the lobby: its answer has passed through the worker.
  await expect(page.getByTestId('entrance-menu').locator('[data-menu-item="LIVE"]')).toBeVisible();

  await context.setOffline(true);
  await gateway.stop();
  await page.reload();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByTestId('entrance-menu').locator('[data-menu-item="LIVE"]')).toBeVisible();
  await expect(page.getByTestId('jackpot-value')).toBeVisible();
  await expect(page.getByTestId('connectivity-notice')).toContainText('No internet connection');
});

/** Waits for the worker to control the page, so the API answers pass through its caches. */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("a changed answer to home's first call, revalidated before the app listens, is drawn without a reload", async ({ context }) => {
  // A gateway of its own: the first test here stops the shared one.
  const own = await startGateway();
  try {
    const page = await context.newPage();
    await page.goto(`${own.url}/m/home`);
    await controlledByWorker(page);
    await expect(page.getByTestId('notice-bar')).toContainText('Scheduled maintenance');
    await page.close();

    // The operator edits the notices: the worker's revalidation (which the context's routes also
    // see) brings the new answer, with its own validator.
    await context.route(/\/wps\/announcements\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: { player?: { title: string }[] } };
      for (const notice of body.value.player ?? []) notice.title = `Edited: ${notice.title}`;
      const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers();
      await route.fulfill({ response, headers: { ...headers, etag: '"edited-notices"' }, body: JSON.stringify(body) });
    });
    // The next start: the page's first script asks for home's announcements, the worker answers
    // from its cache and reports the change, likely before the app's code has even come.
    const reopened = await context.newPage();
    await reopened.goto(`${own.url}/m/home`);
    await expect(reopened.getByTestId('notice-bar')).toContainText('Edited: Scheduled maintenance');
  } finally {
    await own.stop();
  }
});

async function memberLogin(page: Page, base: string) {
  await loginThroughForm(page, base, 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-balance')).toBeVisible();
}

test.describe('a lobby tour seen once reopens cold, offline, with the gateway stopped', () => {
  // One tour for the four reopens: in order, in one worker (a failed reopen restarts the worker,
  // which tours again for the ones left).
  test.describe.configure({ mode: 'default' });
  let tourGateway: RunningGateway;
  let tour: BrowserContext;
  let base: string;
  let liveCount: number;
  let firstGame: string | null;
  let drawCount: number;

  test.beforeAll(async ({ browser }) => {
    // A gateway start, four online pages and a worker install: more than one test's budget.
    test.setTimeout(90_000);
    tourGateway = await startGateway();
    base = tourGateway.url;
    tour = await browser.newContext({ ...devices['Pixel 7'], reducedMotion: 'reduce' });
    await tour.addInitScript(() => {
      localStorage.setItem('SHELL_PU_A', 'false');
      localStorage.setItem('SHELL_PU_B', 'false');
    });
    const page = await tour.newPage();
    await page.goto(`${base}/m/home`);
    await controlledByWorker(page);

    // One online visit of each, through the worker.
    await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();
    // The first banner is remembered, so the next start draws it in its first paint.
    const remembered = await page.evaluate(
      () => JSON.parse(localStorage.getItem('LAST_HOME_BANNER') ?? 'null') as { language: string; src: string } | null,
    );
    expect(remembered).toMatchObject({ language: 'EN', src: expect.stringMatching(/\/cdn\/banners\/.+.webp$/) });
    await page.goto(`${base}/m/gameCenter?gameCategory=LIVE`);
    const liveGames = page.getByTestId('category-section').getByTestId('game-tile');
    await expect(liveGames.first()).toBeVisible();
    liveCount = await liveGames.count();
    await expect(page.getByRole('heading', { name: 'TOP GAME' })).toBeVisible();
    await page.goto(`${base}/m/gameList?gameType=RNG&vassalage=NVS`);
    await expect(page.getByTestId('game-tile')).toHaveCount(25);
    firstGame = await page.getByTestId('game-tile').first().getAttribute('data-game-id');
    await page.goto(`${base}/m/lottery`);
    const draws = page.getByTestId('lottery-game');
    await expect(draws.first()).toBeVisible();
    drawCount = await draws.count();

    await tour.setOffline(true);
    await tourGateway.stop();
    await page.close();
  });

  test.afterAll(async () => {
    await tour.close();
    await tourGateway.stop();
  });

  // Cold reopens: a new tab each, as a home-screen launch would be.
  test('home, with its banner, lobby menu and the time the data was fetched', async () => {
    const home = await tour.newPage();
    await home.goto(`${base}/m/home?source=pwa`);
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Home');
    await expect(home.getByTestId('home-banners').locator('img').first()).toBeVisible();
    await expect(home.getByTestId('entrance-menu').locator('[data-menu-item="LIVE"]')).toBeVisible();
    await expect(home.getByTestId('connectivity-notice')).toContainText(/last updated \d/);
  });

  test('the game centre on the tab it was seen on, with its games and TOP GAME', async () => {
    const centre = await tour.newPage();
    await centre.goto(`${base}/m/gameCenter?gameCategory=LIVE`);
    await expect(centre.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
    await expect(centre.getByTestId('category-section').getByTestId('game-tile')).toHaveCount(liveCount);
    await expect(centre.getByRole('heading', { name: 'TOP GAME' })).toBeVisible();
    await expect(centre.getByTestId('connectivity-notice')).toContainText('No internet connection');
  });

  test("a game list's first page, in the same order", async () => {
    const list = await tour.newPage();
    await list.goto(`${base}/m/gameList?gameType=RNG&vassalage=NVS`);
    await expect(list.getByTestId('game-tile')).toHaveCount(25);
    await expect(list.getByTestId('game-tile').first()).toHaveAttribute('data-game-id', firstGame!);
  });

  test('the lottery with every draw', async () => {
    const lottery = await tour.newPage();
    await lottery.goto(`${base}/m/lottery`);
    await expect(lottery.getByTestId('lottery-game')).toHaveCount(drawCount);
  });
});

/**
 * What a first visit has shown is in the worker's caches: every gateway read the worker keeps and
 * every gateway image this page fetched before the worker controlled it (handed over to the worker
 * once it took control, src/lib/pwa/first-visit-cache.ts). Polled: the worker fetches them on its own.
 */
async function firstVisitKept(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  const missing = () =>
    page.evaluate(async () => {
      const kept =
        /^\/(?:wps\/(?:announcements|winners|games\/hot|relay\/GCSGAME_|system\/(?:status|template|whitelabel|settings\/consolidated)|wallets\/gcs)|lgw\/games\/(?:mobile|popular)|cdn\/.+\.(?:png|jpe?g|gif|webp|avif|svg))$/;
      const seen = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.workerStart === 0 && new URL(entry.name).origin === location.origin && kept.test(new URL(entry.name).pathname),
      );
      const absent: string[] = [];
      // Matched as the page's own requests are (announcements vary by Language, which a bare address lacks).
      for (const entry of seen) if (!(await caches.match(entry.name, { ignoreVary: true }))) absent.push(new URL(entry.name).pathname);
      return seen.length === 0 ? ['nothing fetched before the worker took control'] : absent;
    });
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
}

test.describe('a first visit, seen once and never reloaded, reopens offline', () => {
  // A gateway of its own per test, stopped before the reopen: nothing can come from the network.
  let own: RunningGateway;
  test.beforeEach(async () => {
    test.setTimeout(90_000);
    own = await startGateway();
  });
  test.afterEach(async () => {
    await own.stop();
  });

  async function freshContext(browser: Browser, storageState?: BrowserContextOptions['storageState']) {
    const context = await browser.newContext({ ...devices['Pixel 7'], reducedMotion: 'reduce', storageState });
    await context.addInitScript(() => {
      localStorage.setItem('SHELL_PU_A', 'false');
      localStorage.setItem('SHELL_PU_B', 'false');
    });
    return context;
  }

  async function goOffline(context: BrowserContext) {
    await context.setOffline(true);
    await own.stop();
  }

  test('home, with its categories, banner, notices, winners, jackpot and the age of its data', async ({ browser }) => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${own.url}/m/home`);
      await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();
      await expect(page.getByTestId('notice-bar')).toContainText('Scheduled maintenance');
      await expect(page.getByTestId('winners-ticker')).toBeVisible();
      await firstVisitKept(page);
      await goOffline(context);

      const home = await context.newPage();
      await home.goto(`${own.url}/m/home?source=pwa`);
      await expect(home.getByTestId('entrance-menu').locator('[data-menu-item="LIVE"]')).toBeVisible();
      const banner = home.getByTestId('home-banners').locator('img').first();
      await expect(banner).toBeVisible();
      // Drawn from the worker's image cache, not a broken picture.
      await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(home.getByTestId('notice-bar')).toContainText('Scheduled maintenance');
      await expect(home.getByText('No announcements yet')).toHaveCount(0);
      await expect(home.getByTestId('winners-ticker').locator('li').first()).toBeVisible();
      await expect(home.getByTestId('jackpot-value')).toBeVisible();
      await expect(home.getByTestId('connectivity-notice')).toContainText(/last updated \d/);
    } finally {
      await context.close();
    }
  });

  test('the game centre, with the games and icons of each tab opened', async ({ browser }) => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${own.url}/m/gameCenter?gameCategory=LIVE`);
      const games = page.getByTestId('category-section').getByTestId('game-tile');
      await expect(games.first()).toBeVisible();
      const liveCount = await games.count();
      await page.getByRole('tab', { name: 'All' }).click();
      await expect.poll(() => page.getByTestId('category-section').count()).toBeGreaterThan(5);
      const allCount = await page.getByTestId('category-section').count();
      await expect(page.getByRole('heading', { name: 'TOP GAME' })).toBeVisible();
      await firstVisitKept(page);
      await goOffline(context);

      const centre = await context.newPage();
      await centre.goto(`${own.url}/m/gameCenter?gameCategory=LIVE`);
      await expect(centre.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
      await expect(centre.getByTestId('category-section').getByTestId('game-tile')).toHaveCount(liveCount);
      await expect(centre.getByText('The games could not be loaded.')).toHaveCount(0);
      // The game icons on screen (TOP GAME's; a tile with showIcon off shows its name) come from the
      // worker's image cache: some are drawn, none is broken.
      const icons = () =>
        centre.locator('img.game-tile__icon[src]').evaluateAll((images: HTMLImageElement[]) => {
          const drawn = images.filter((image) => image.complete && image.naturalWidth > 0 && image.currentSrc.includes('/cdn/games/'));
          return { drawn: drawn.length > 0, broken: images.filter((image) => image.complete && image.naturalWidth === 0).length };
        });
      await expect.poll(icons).toEqual({ drawn: true, broken: 0 });
      await expect(centre.getByTestId('connectivity-notice')).toContainText(/last updated \d/);
      await centre.getByRole('tab', { name: 'All' }).click();
      await expect(centre.getByTestId('category-section')).toHaveCount(allCount);
      await expect(centre.getByRole('heading', { name: 'TOP GAME' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("a member's header and member centre show the last balance known, with its age", async ({ browser }) => {
    // The session comes from a login elsewhere: this context's one visit is a member's home.
    const login = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const loginPage = await login.newPage();
    await memberLogin(loginPage, own.url);
    const balance = (await loginPage.getByTestId('member-balance').textContent())!.trim();
    const storageState = await login.storageState({ indexedDB: true });
    await login.close();

    const context = await freshContext(browser, storageState);
    try {
      const page = await context.newPage();
      await page.goto(`${own.url}/m/home`);
      await expect(page.getByTestId('member-balance')).toHaveText(balance);
      await firstVisitKept(page);
      await goOffline(context);

      const home = await context.newPage();
      await home.goto(`${own.url}/m/home?source=pwa`);
      await expect(home.getByTestId('member-name')).toHaveText('demo');
      await expect(home.getByTestId('member-balance')).toContainText(balance);
      await expect(home.getByTestId('member-balance').getByTestId('balance-age')).toHaveText(/^\d+\s?(?:s|m|sec\.|min\.) ago$/);
      await home.getByTestId('member-balance').click();
      await expect(home).toHaveURL(/\/m\/member\/home$/);
      await expect(home.getByTestId('member-centre-balance')).toContainText(balance);
      await expect(home.getByTestId('member-centre-balance').getByTestId('balance-age')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('a member offline', () => {
  test.slow();
  let memberGateway: RunningGateway;
  test.beforeEach(async () => {
    memberGateway = await startGateway({ RATE_LIMITS: 'off' });
  });
  test.afterEach(async () => {
    await memberGateway.stop();
  });

  test('launching explains it needs a connection; a favourite toggled offline is sent once back online', async ({
    page,
    context,
    request,
  }) => {
    const base = memberGateway.url;
    await page.goto(`${base}/m/home`);
    await controlledByWorker(page);
    await memberLogin(page, base);
    const token = await sessionToken(page);
    await page.goto(`${base}/m/gameList?gameType=RNG&vassalage=NVS`);
    const tile = page.getByTestId('game-tile').first();
    await expect(tile).toBeVisible();
    const gameId = Number(await tile.getAttribute('data-game-id'));
    const star = tile.getByTestId('favourite-toggle');
    await expect(star).toHaveAttribute('aria-pressed', 'false');

    await context.setOffline(true);
    // A slot tile opens its Play now overlay first.
    await tile.getByRole('button').first().click();
    await tile.getByRole('button', { name: 'Play now' }).click();
    await expect(page.getByText('You are offline. This needs an internet connection, please connect and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/gameList/);

    await star.click();
    await expect(page.getByText('You are offline. This favourite will be saved when you are back online.')).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    const storedFavourites = async () => {
      const response = await request.get(`${base}/wps/game/favourites?pageNo=1&pageSize=100`, {
        headers: { Merchant: MERCHANT, Authorization: token },
      });
      return ((await response.json()) as { value: { ids: number[] } }).value.ids;
    };
    expect(await storedFavourites()).not.toContain(gameId);

    await context.setOffline(false);
    await expect(page.getByText('The favourites you changed offline are saved now.')).toBeVisible();
    await expect.poll(storedFavourites).toContain(gameId);
    await page.reload();
    await expect(page.getByTestId('game-tile').first().getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  });

  test('the member lobby reopens offline from the member cache, and logout empties that cache', async ({ page, context }) => {
    const base = memberGateway.url;
    await page.goto(`${base}/m/home`);
    await controlledByWorker(page);
    await memberLogin(page, base);
    await page.goto(`${base}/m/gameList?gameType=RNG&vassalage=NVS`);
    await page.getByTestId('game-tile').first().getByTestId('favourite-toggle').click();
    await page.goto(`${base}/m/slotsCenter?list=favourites`);
    await expect(page.getByTestId('game-tile')).toHaveCount(1);
    const memberEntries = () =>
      page.evaluate(async () => ((await caches.has('member-data')) ? (await (await caches.open('member-data')).keys()).length : 0));
    await expect.poll(memberEntries).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('game-tile')).toHaveCount(1);

    await context.setOffline(false);
    await page.goto(`${base}/m/home`);
    await page.getByTestId('home-menu').click();
    await page.getByTestId('service-panel').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    // The page shows the visitor first; the worker empties the cache right after.
    await expect.poll(memberEntries).toBe(0);
  });

  test('login offline explains it needs a connection and keeps what was typed', async ({ page, context }) => {
    const base = memberGateway.url;
    await page.goto(`${base}/m/login`);
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('You are offline. This needs an internet connection, please connect and try again.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('demo');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('demo1234');
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe('a new version', () => {
  let distCopy: string;
  let updateGateway: RunningGateway;
  test.beforeEach(async () => {
    // A private copy of the build, so that "deploying" a new version touches no other test.
    distCopy = mkdtempSync(path.join(tmpdir(), 'lobby-dist-'));
    cpSync(path.resolve(process.env.DIST_DIR ?? 'dist'), distCopy, { recursive: true });
    updateGateway = await startGateway({ DIST_DIR: distCopy });
  });
  test.afterEach(async () => {
    await updateGateway.stop();
    rmSync(distCopy, { recursive: true, force: true });
  });

  /** A changed file, deployed: its compressed copies from the build would still be sent, so they go. */
  function deploy(file: string, content: string) {
    writeFileSync(file, content);
    for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
  }

  test('deployed while the page is open waits, offers a reload, and the reload brings it', async ({ page }) => {
    // Two workers install their precache and the second waits for the first to finish the requests
    // it still answers: 10 to 25 s on two busy cores, more than the default test budget.
    test.setTimeout(90_000);
    const base = updateGateway.url;
    await page.goto(`${base}/m/home`);
    await controlledByWorker(page);
    await expect(page.locator('meta[name="build-marker"]')).toHaveCount(0);

    // Deploy: a changed shell and a worker whose precache lists its new revision.
    const indexFile = path.join(distCopy, 'index.html');
    deploy(indexFile, readFileSync(indexFile, 'utf8').replace('<head>', '<head><meta name="build-marker" content="next">'));
    const workerFile = path.join(distCopy, 'sw.js');
    const worker = readFileSync(workerFile, 'utf8');
    // The build writes the precache list as JSON: {"revision":"<md5>","url":"index.html"}.
    const shellEntry = /("revision":")([0-9a-f]{32})(","url":"index\.html")/;
    expect(worker).toMatch(shellEntry);
    deploy(workerFile, worker.replace(shellEntry, `$1${'f'.repeat(32)}$3`));

    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available.' });
    await expect(prompt).toBeVisible();
    // Waiting: the open page still runs the old version.
    await expect(page.locator('meta[name="build-marker"]')).toHaveCount(0);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    // The new worker takes over only once the old one has finished the requests it is still
    // answering (a slow lobby call may take up to the request timeout), then the page reloads.
    await expect(page.locator('meta[name="build-marker"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  });
});
