import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type APIRequestContext, chromium, devices, type Page } from '@playwright/test';

import { DEMO, loginThroughForm, sessionToken, signIn } from './fixtures/auth';
import { CHROMIUM_ARGS, chromiumExecutable } from './fixtures/browser';
import { MERCHANT, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Lottery, lottery launch and lottery frame (docs/product.md#lottery), against the reference
 * gateway. The screens' own texts are new to the catalogs, so controls are found by test id; game
 * names come from the gateway's seed and read the same in every language.
 */

/** The member's balance as the gateway keeps it. */
async function balance(request: APIRequestContext, base: string, token: string): Promise<number> {
  const response = await request.get(`${base}/wps/wallets/gcs`, { headers: { Merchant: MERCHANT, Authorization: token } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * The frame's address as the app wrote it: a single-use frame ticket, never the session token
 * (gateway/README.md "Game and lottery pages").
 */
async function frameSrc(page: Page): Promise<URL> {
  const src = new URL((await page.getByTestId('lottery-frame').getAttribute('src'))!);
  expect(src.searchParams.get('ticket')).toMatch(HEX64);
  expect(src.searchParams.has('token')).toBe(false);
  expect(src.href).not.toContain(await sessionToken(page));
  return src;
}

/** Where the frame went once its ticket was spent: the same page under a frame key. */
async function frameAddress(page: Page): Promise<URL> {
  const frame = page.frames().find((candidate) => candidate.url().includes('/lgw/lotto/'));
  expect(frame, 'the lottery frame has loaded').toBeDefined();
  const address = new URL(frame!.url());
  expect(address.searchParams.get('frame')).toMatch(HEX64);
  expect(address.searchParams.has('ticket')).toBe(false);
  expect(address.searchParams.has('token')).toBe(false);
  expect(address.href).not.toContain(await sessionToken(page));
  return address;
}

test.describe('visitors', () => {
  test('the lottery screen lists lottery and e-lottery draws with their vendor, each group with a lobby', async ({ page }) => {
    await page.goto('/m/lottery');
    const lottery = page.getByTestId('lottery-group-Lott');
    const eLottery = page.getByTestId('lottery-group-Elott');
    await expect(lottery.getByRole('heading', { name: 'Lottery', exact: true })).toBeVisible();
    await expect(eLottery.getByRole('heading')).toBeVisible();

    const mega = lottery.getByTestId('lottery-game').filter({ hasText: 'Mega 6/45' });
    await expect(mega).toHaveCount(1);
    await expect(mega).toContainText('TCG Lottery');
    await expect(eLottery.getByTestId('lottery-game').filter({ hasText: 'Keno 5 Min' })).toHaveCount(1);
    // Draws without a code are lobbies: the gateway leaves them out, each group has one lobby entry.
    await expect(page.getByTestId('lottery-game').filter({ hasText: 'Mega 6/45' })).toHaveCount(1);
    await expect(lottery.getByTestId('lottery-lobby')).toHaveCount(1);
    await expect(eLottery.getByTestId('lottery-lobby')).toHaveCount(1);
    expect(await lottery.getByTestId('lottery-game').count()).toBeGreaterThan(3);
    expect(await eLottery.getByTestId('lottery-game').count()).toBeGreaterThan(3);

    // Icons have a fixed box and load lazily.
    const icon = mega.locator('img');
    await expect(icon).toHaveAttribute('loading', 'lazy');
    await expect(icon).toHaveAttribute('width', '48');
    await expect(icon).toHaveAttribute('height', '48');

    // No tab bar on this route (docs/product.md#shell); the page fits a phone's width.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a visitor tapping a draw or a lobby is sent to login', async ({ page }) => {
    await page.goto('/m/lottery');
    await page.getByTestId('lottery-group-Lott').getByTestId('lottery-game').filter({ hasText: 'Mega 6/45' }).click();
    await expect(page).toHaveURL(/\/m\/login\?from=\/m\/launchGame%3F.*pageBack%3Dlottery$/);
    await expect(page.getByTestId('login-reason')).toHaveText('Log in to play');

    await page.goto('/m/lottery');
    await page.getByTestId('lottery-group-Elott').getByTestId('lottery-lobby').click();
    await expect(page).toHaveURL(/\/m\/login\?from=\/m\/launchGame%3F.*code%3Dlobby/);
  });

  test('the launch and frame routes send a visitor to login', async ({ page }) => {
    await page.goto('/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home');
    await expect(page).toHaveURL(
      /\/m\/login\?from=\/m\/launchGame%3FplayType%3Dtrad%26prize_mode%3DLott%26code%3Dlobby%26pageBack%3Dhome$/,
    );
    await page.goto(`/m/lotto-h5/${MERCHANT}/trad/games/lobby?prize_mode=Lott&pageBack=home`);
    await expect(page).toHaveURL(
      new RegExp(`/m/login\\?from=/m/lotto-h5/${MERCHANT}/trad/games/lobby%3Fprize_mode%3DLott%26pageBack%3Dhome$`),
    );
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('members', () => {
  // Logins are rate limited per IP and a bet spends the demo balance that other suites check:
  // these tests share a gateway of their own (one per worker).
  let gateway: RunningGateway;
  test.beforeAll(async () => {
    gateway = await startGateway();
  });
  test.afterAll(async () => {
    await gateway.stop();
  });

  test('a draw opens in a sandboxed frame; a bet there lowers the balance; close returns to the lottery', async ({ page, request }) => {
    await signIn(page, gateway.url, DEMO, `/m/lottery`);
    await page.getByTestId('lottery-group-Lott').getByTestId('lottery-game').filter({ hasText: 'Mega 6/45' }).click();

    await expect(page).toHaveURL(new RegExp(`/m/lotto-h5/${MERCHANT}/trad/games/\\d+\\?.*pageBack=`));
    const frame = page.getByTestId('lottery-frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-forms');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    const src = await frameSrc(page);
    expect(src.origin).toBe(gateway.url);
    expect(src.pathname).toMatch(new RegExp(`^/lgw/lotto/${MERCHANT}/trad/games/\\d+$`));
    expect(src.searchParams.get('merchant')).toBe(MERCHANT);
    expect(src.searchParams.get('css')).toBe('lotto-dark');
    expect(src.searchParams.get('prize_mode')).toBe('Lott');
    expect(src.searchParams.get('language')).toBe('EN');
    // One bar over the frame: the game's name and its close control, no shell header above it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mega 6/45');
    await expect(page.getByTestId('top-header')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

    const game = page.frameLocator('[data-testid="lottery-frame"]');
    await expect(game.getByRole('heading', { name: 'Mega 6/45', level: 1 })).toBeVisible();
    expect((await frameAddress(page)).pathname).toBe(src.pathname);
    // The ticket opened the frame once: the same address again asks to log in again.
    const reused = await request.get(src.href);
    expect(reused.status()).toBe(401);
    expect(await reused.text()).toContain('Please log in again');
    const token = await sessionToken(page);
    const before = await balance(request, gateway.url, token);
    for (const number of ['4', '8', '15', '16', '23', '42']) await game.getByRole('checkbox', { name: number, exact: true }).check();
    await game.getByRole('radio').nth(1).check();
    await game.getByRole('button', { name: 'Place bet' }).click();
    await expect(game.getByRole('status')).toContainText('Bet placed');
    // The bet went through the frame key, and the page after it keeps it.
    await frameAddress(page);
    const stake = Number(await game.getByRole('radio').nth(1).getAttribute('value'));
    expect(await balance(request, gateway.url, token)).toBeCloseTo(before - stake, 2);

    await page.getByTestId('lottery-frame-close').click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
    await expect(page.getByTestId('lottery-group-Lott')).toBeVisible();
  });

  test('the frame shows the time of the draw and runs no script; the app counts down to that draw', async ({ page }) => {
    await signIn(page, gateway.url, DEMO, `/m/lottery`);
    await page.getByTestId('lottery-group-Lott').getByTestId('lottery-game').filter({ hasText: 'Mega 6/45' }).click();
    const game = page.frameLocator('[data-testid="lottery-frame"]');
    await expect(game.getByRole('heading', { name: 'Mega 6/45', level: 1 })).toBeVisible();

    // The frame's page names the draw's time; nothing in it needs a script (no script element,
    // no inline handler, no javascript: address: what a sandbox without scripts would refuse).
    const drawTime = game.locator('time[datetime]');
    await expect(drawTime).toHaveText(/^\d{1,2}:\d{2}/);
    const drawAt = Date.parse((await drawTime.getAttribute('datetime'))!);
    const frame = page.frames().find((candidate) => candidate.url().includes('/lgw/lotto/'))!;
    const html = await frame.content();
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);

    // The app's bar counts down to that same draw, second by second.
    const countdown = page.getByTestId('lottery-frame-countdown');
    await expect(countdown).toHaveText(/^\d+:\d{2}$/);
    expect(new Date((await countdown.getAttribute('datetime'))!).getTime()).toBe(drawAt);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!, { timeout: 5_000 });
  });

  test("a player's browser opening the frame logs no refused script", async ({ request }) => {
    test.slow();
    // Playwright's own look inside a sandboxed frame is itself refused and logged, so the frame is
    // opened by the browser on its own (no automation attached), in a profile logged in beforehand,
    // with its console written to stderr.
    const executable = chromiumExecutable();
    test.skip(!executable, 'needs the full Chromium');
    const profile = mkdtempSync(path.join(os.tmpdir(), 'lotto-frame-'));
    try {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: executable,
        args: CHROMIUM_ARGS,
        ...devices['Pixel 7'],
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await loginThroughForm(page, gateway.url, DEMO.username, DEMO.password);
      await expect(page).toHaveURL(/\/m\/home$/);
      await sessionToken(page);
      await context.close();

      const framePath = `/m/lotto-h5/${MERCHANT}/trad/games/lobby?prize_mode=Lott`;
      const run = spawnSync(
        executable!,
        [
          ...CHROMIUM_ARGS,
          '--headless',
          `--user-data-dir=${profile}`,
          '--enable-logging=stderr',
          '--v=0',
          '--virtual-time-budget=15000',
          '--dump-dom',
          `${gateway.url}${framePath}`,
        ],
        { encoding: 'utf8', timeout: 90_000 },
      );
      // The app placed the frame with its ticket, and the frame spent it: the frame's page was loaded.
      const src = /<iframe[^>]*\ssrc="([^"]+)"/.exec(run.stdout)?.[1]?.replaceAll('&amp;', '&');
      expect(src, run.stdout.slice(0, 2000)).toContain('/lgw/lotto/');
      expect((await request.get(src!)).status()).toBe(401);
      const refused = run.stderr.split('\n').filter((line) => /Blocked script execution/i.test(line));
      expect(refused).toEqual([]);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a lobby launched from home opens the lobby frame and closes back home', async ({ page }) => {
    await signIn(page, gateway.url, DEMO, `/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=home`);
    await expect(page).toHaveURL(new RegExp(`/m/lotto-h5/${MERCHANT}/trad/games/lobby\\?`));
    const frame = page.getByTestId('lottery-frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-forms');
    expect((await frameSrc(page)).searchParams.get('prize_mode')).toBe('Elott');
    const lobby = page.frameLocator('[data-testid="lottery-frame"]');
    await expect(lobby.getByRole('link', { name: /Keno 5 Min/ })).toBeVisible();
    const key = (await frameAddress(page)).searchParams.get('frame');

    // Links inside the frame stay inside the frame, under the same frame key.
    await lobby.getByRole('link', { name: /Keno 5 Min/ }).click();
    await expect(lobby.getByRole('heading', { name: 'Keno 5 Min', level: 1 })).toBeVisible();
    expect((await frameAddress(page)).searchParams.get('frame')).toBe(key);
    await expect(page).toHaveURL(/\/games\/lobby\?/);

    await page.getByTestId('lottery-frame-close').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a failed launch hides the loading and offers retry and the way back', async ({ page }) => {
    await signIn(page, gateway.url, DEMO, `/m/launchGame?playType=trad&prize_mode=Lott&code=NO_SUCH_DRAW&pageBack=lottery`);
    const failure = page.getByTestId('lottery-launch-error');
    await expect(failure).toBeVisible();
    await expect(page.getByTestId('lottery-launch-pending')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/launchGame\?/);

    const retried = page.waitForRequest((request) => request.url().includes('/wps/game/lottery/launch'));
    await failure.getByRole('button', { name: 'Retry' }).click();
    const asked = new URL((await retried).url()).searchParams;
    await expect(failure).toBeVisible();
    expect(Object.fromEntries(asked)).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'NO_SUCH_DRAW',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: '/m/lottery',
    });

    await failure.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });

  test('a frame without its ticket says why and asks for a fresh one on retry', async ({ page }) => {
    let refused = 0;
    await page.route('**/wps/game/lottery/frame-ticket', async (route) => {
      refused += 1;
      await route.abort('connectionfailed');
    });
    await signIn(page, gateway.url, DEMO, `/m/lotto-h5/${MERCHANT}/trad/games/lobby?prize_mode=Elott&pageBack=home`);
    const failure = page.getByTestId('lottery-frame-error');
    await expect(failure).toBeVisible();
    await expect(page.getByTestId('lottery-frame')).toHaveCount(0);
    expect(refused).toBeGreaterThan(0);

    await page.unroute('**/wps/game/lottery/frame-ticket');
    const asked = page.waitForRequest((request) => request.url().includes('/wps/game/lottery/frame-ticket') && request.method() === 'POST');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await asked;
    await expect(page.frameLocator('[data-testid="lottery-frame"]').getByRole('link', { name: /Keno 5 Min/ })).toBeVisible();
    await frameSrc(page);
    await frameAddress(page);
  });

  test('a frame address from elsewhere closes to the game entrance and never carries an outside back link', async ({ page }) => {
    await signIn(page, gateway.url, DEMO, `/m/lotto-h5/${MERCHANT}/trad/games/lobby?prize_mode=Lott&pageBack=https%3A%2F%2Fevil.example`);
    await expect(page.getByTestId('lottery-frame')).toHaveAttribute('sandbox', 'allow-forms');
    await page.getByTestId('lottery-frame-close').click();
    await expect(page).toHaveURL(/\/m\/game$/);
  });
});
