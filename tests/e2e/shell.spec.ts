import type { Page } from '@playwright/test';

import { DEMO, loginThroughForm, signIn } from './fixtures/auth';
import { EXPECTED_ROUTES, type ExpectedRoute, HOME_TITLE } from './fixtures/spec-shell';
import { expect, test } from './fixtures/test';

async function expectShell(page: Page, expected: ExpectedRoute, language: 'en' | 'ty') {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title[language]);
  await expect(page.locator('header')).toHaveCount(expected.header === 'hidden' || expected.header === 'page' ? 0 : 1);
  await expect(page.getByTestId('top-header')).toHaveCount(expected.header === 'full' ? 1 : 0);
  const back = page.getByRole('button', { name: language === 'en' ? 'Back' : 'Bumalik' });
  const logo = page.getByRole('img', { name: language === 'en' ? 'Lobby logo' : 'Logo ng Lobby' });
  await expect(back).toHaveCount(expected.back === 'button' ? 1 : 0);
  await expect(logo).toHaveCount(expected.back === 'logo' ? 1 : 0);
  if (expected.back === 'close') await expect(page.getByRole('link', { name: language === 'en' ? 'Close' : 'Isara' })).toHaveCount(1);
  const tabBar = page.getByRole('navigation', { name: language === 'en' ? 'Main menu' : 'Pangunahing menu' });
  await expect(tabBar).toHaveCount(expected.tabBar ? 1 : 0);
}

/**
 * The route table's rows in groups that need the same session, a few to a test: one page walks a
 * group, so each row costs two page loads from a warm cache rather than a fresh browser context.
 */
function routeGroups(size: number): ExpectedRoute[][] {
  const groups: ExpectedRoute[][] = [];
  for (const kind of [undefined, 'member', 'first-login'] as const) {
    const rows = EXPECTED_ROUTES.filter((expected) => expected.needsSession === kind);
    for (let start = 0; start < rows.length; start += size) groups.push(rows.slice(start, start + size));
  }
  return groups;
}

test.describe('shell over the whole route table', () => {
  for (const group of routeGroups(5)) {
    test(`${group.map((expected) => expected.path).join(' ')}: header, back or logo, title, tab bar in EN and TY`, async ({
      page,
      baseURL,
    }) => {
      // Each row loads two pages: a budget per row that holds at half speed.
      test.setTimeout(20_000 * group.length);
      for (const [index, expected] of group.entries()) {
        await test.step(expected.path, async () => {
          if (index > 0) await page.evaluate(() => localStorage.setItem('language', 'EN'));
          if (expected.needsSession === 'first-login') {
            // The password change needs a session, else it returns home (docs/product.md#password-change): a first login brings it.
            await loginThroughForm(page, '', 'newbie', 'newbie1234');
            await expect(page).toHaveURL(/\/m\/changePsw$/);
          } else if (expected.needsSession === 'member' && index === 0) {
            await signIn(page, baseURL!, DEMO, expected.path);
          } else {
            await page.goto(expected.path);
          }
          await expectShell(page, expected, 'en');
          await page.evaluate(() => localStorage.setItem('language', 'TY'));
          await page.reload();
          await expectShell(page, expected, 'ty');
          expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(expected.path);
        });
      }
    });
  }

  test('an unknown path shows home and keeps its URL', async ({ page }) => {
    await page.goto('/m/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE.en);
    await expect(page.getByTestId('game-entrance')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/m/no-such-page');
  });
});

test('the password change without a session returns home', async ({ page }) => {
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test.describe('back arrow', () => {
  test('goes back one page when there is history, home on a deep link', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('link', { name: 'Rewards' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
    // Invite friends would send a visitor on to /m/login: the member centre stays for them.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member centre');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');

    await page.goto('/m/notice');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('goes home from promotions even with history', async ({ page }) => {
    await page.goto('/m/rewardCenter');
    await page.getByRole('link', { name: 'Promotions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotion');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('tab bar', () => {
  test('has five tabs of at least 44 px and sends visitors to login for deposit', async ({ page }) => {
    await page.goto('/m/home');
    const tabs = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    await expect(tabs).toHaveText(['Invite friends', 'Promotions', 'Log in', 'Rewards', 'Member centre']);
    for (const box of await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect()))) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await tabs.nth(2).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('keeps its height and its icons in place whether a label takes one line or two, so a late font cannot move them', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const bar = page.getByRole('navigation', { name: 'Main menu' });
    await expect(bar.getByRole('link')).toHaveCount(5);
    // The bar's height and where each icon stands.
    const geometry = () =>
      bar.evaluate((nav) => [
        nav.getBoundingClientRect().height,
        ...[...nav.querySelectorAll('svg')].map((icon) => icon.getBoundingClientRect().top),
      ]);
    const setLabels = (text: string) =>
      bar.evaluate((nav, label) => nav.querySelectorAll('.tab-bar__label').forEach((span) => (span.textContent = label)), text);
    await setLabels('Tab');
    const oneLine = await geometry();
    await setLabels('A label long enough to wrap');
    expect(await geometry()).toEqual(oneLine);
    await setLabels('A label long enough to wrap onto a third line and a fourth in a narrow tab');
    expect(await geometry(), 'a longer label is cut at two lines').toEqual(oneLine);
  });
});

test.describe('titles and labels', () => {
  test('pages that draw their own header show their title in the colour of every other title', async ({ page }) => {
    const titleColour = async (path: string) => {
      await page.goto(path);
      return page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).color);
    };
    const full = await titleColour('/m/notice');
    for (const path of ['/m/lottery', '/m/message', '/m/gameList?gameType=RNG']) expect(await titleColour(path), path).toBe(full);
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('Tagalog labels of the tab bar and of the login and sign-up switches stay on one line', async ({ page }) => {
      /** How many lines each element's text takes. */
      const lineCounts = (elements: ReturnType<Page['locator']>) =>
        elements.evaluateAll((nodes) =>
          nodes.map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
          }),
        );
      await page.goto('/m/home');
      await page.evaluate(() => localStorage.setItem('language', 'TY'));
      await page.reload();
      const tabs = page.getByRole('navigation', { name: 'Pangunahing menu' }).locator('.tab-bar__label');
      await expect(tabs).toHaveCount(5);
      expect(await lineCounts(tabs)).toEqual([1, 1, 1, 1, 1]);
      await page.goto('/m/login');
      // The method switch, then the password tab's Username / Mobile choice (mobile sign-up is on).
      await expect(page.getByRole('tab')).toHaveText(['Password', 'SMS code', 'Username', 'Mobile']);
      expect(await lineCounts(page.getByRole('tab'))).toEqual([1, 1, 1, 1]);
      await page.goto('/m/register');
      await expect(page.getByRole('tab')).toHaveCount(2);
      expect(await lineCounts(page.getByRole('tab'))).toEqual([1, 1]);
    });
  });
});

test.describe('page transitions', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('animate for 300 ms in the app, not on the first page, and not at all under reduced motion', async ({ page }) => {
    /** The running page animation: its length and whether it fades or moves the page. */
    const pageAnimation = () =>
      page.locator('.page').evaluate((element) => {
        const [animation] = element.getAnimations();
        const keyframes = animation?.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
        // The build writes `translateX(0)` as `translate(0)`; both, and `none`, leave the page in place.
        const still = (transform: unknown) => transform === undefined || /^(none|translateX?\(0(px)?\))$/.test(String(transform));
        return {
          duration: getComputedStyle(element).animationDuration,
          fades: keyframes.some((keyframe) => keyframe.opacity !== undefined),
          slides: keyframes.some((keyframe) => !still(keyframe.transform)),
        };
      });
    await page.goto('/m/home');
    // The page a visit opens on neither fades (that would hide its first paint) nor slides (frames
    // drawn during the first page's own work); a 1 ms transform animation of no distance keeps
    // its layer for smooth scrolling (src/app/app.css).
    expect(await pageAnimation()).toEqual({ duration: '0.001s', fades: false, slides: false });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/m\/activity/);
    expect(await pageAnimation()).toEqual({ duration: '0.3s', fades: true, slides: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await pageAnimation()).toEqual({ duration: '0.001s', fades: false, slides: false });
  });
});

test.describe('route modules', () => {
  test('pressing a tab starts loading its page before the tap ends', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    const tab = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rewards' });
    const moduleRequested = page.waitForRequest(/\/assets\/RewardCentrePage-[^/]*\.js$/);
    await tab.dispatchEvent('pointerdown');
    await moduleRequested;
    // Only pressed, not tapped: the player is still home.
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a page whose module fails to load keeps the loading view with a retry, then loads on retry', async ({ page, context }) => {
    // No worker, so the module can only come from the network, which refuses it until the retry
    // (its modulepreload and its import both ask for it).
    await context.route('**/sw.js', (route) => route.abort());
    let refusing = true;
    await context.route('**/assets/RewardCentrePage-*.js', async (route) => (refusing ? route.abort() : route.continue()));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/m/home');
    await page.getByRole('link', { name: 'Rewards' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
    await expect(page.getByText('Please wait')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    expect(errors.some((text) => text.includes('Route failed to load'))).toBe(true);
    refusing = false;
    await retry.click();
    await expect(page.getByRole('main').getByText('You are not logged in. Please log in first.')).toBeVisible();
  });

  test('a connection lost just after the first paint leaves the page up, and what loads after it comes once back online', async ({
    page,
    context,
  }) => {
    // No worker, so the code loaded after the first paint (toaster, prompts, persistence) can only
    // come from the network, which has dropped by the time it is asked for.
    await context.route('**/sw.js', (route) => route.abort());
    let connected = false;
    await context.route('**/assets/after-paint-*.js', (route) => (connected ? route.continue() : route.abort('internetdisconnected')));
    const refused = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/after-paint-'));
    await page.goto('/m/gameList?gameType=FISH');
    await refused;
    await context.setOffline(true);
    const tiles = page.getByTestId('game-tile');
    await expect(tiles.first()).toBeVisible();
    await expect(page.locator('.toaster')).toHaveCount(0);

    connected = true;
    await context.setOffline(false);
    await expect(page.locator('.toaster')).toHaveCount(1);
    await expect(tiles.first()).toBeVisible();
  });

  test("a first visit to a page other than home loads none of home's content code, and the worker still registers", async ({ page }) => {
    // The registration waits for a quiet page: up to about 11 s after the first paint, twice that at half speed.
    test.setTimeout(60_000);
    const pageScripts: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (file.startsWith('/assets/')) pageScripts.push(file);
    });
    await page.goto('/m/gameList?gameType=FISH');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    // The wait for a quiet page (src/lib/perf/page-quiet.ts) is the last of the work after the
    // first paint: once the worker is registered, everything the page loads by itself has been asked for.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined), { timeout: 45_000 })
      .toBe(true);
    expect(pageScripts.some((file) => /^\/assets\/after-paint-/.test(file))).toBe(true);
    expect(pageScripts.filter((file) => /^\/assets\/(home-content|header-and-download|banners|BannerSlider)-/.test(file))).toEqual([]);
  });
});
