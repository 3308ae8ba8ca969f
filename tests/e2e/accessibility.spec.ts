import { createRequire } from 'node:module';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { DEMO, signIn } from './fixtures/auth';
import { EXPECTED_ROUTES, type ExpectedRoute } from './fixtures/spec-shell';
import { expect, test } from './fixtures/test';

/*
 * axe-core over every route of the route table, as a visitor and as a member, in EN and TY, with
 * the home page's popup announcement open and closed (and its service menu open): no violation of
 * the WCAG 2.0 / 2.1 A and AA rules nor of axe's best practices. Then what axe does not measure:
 * focus after the popup, the tabs' arrow keys, the focus ring, and 44 px targets at 360 px.
 */

type Language = 'en' | 'ty';
type Role = 'visitor' | 'member';

/** Every WCAG 2.0 / 2.1 A and AA rule and every best practice; no rule is switched off. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core, loaded once into every document of the page (its frames too) by an init script: the
 * builder would otherwise evaluate its half megabyte of source twice a scan, which costs more than
 * the scan itself. The builder is then given a source that does nothing.
 */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_ALREADY_LOADED = 'void 0';

/** The member-only screens of the route table that the shell's fixture leaves out. */
const RECORD_ROUTES: readonly ExpectedRoute[] = [
  {
    path: '/m/member/bettingRecord',
    title: { en: 'Betting record', ty: 'Talaan ng taya' },
    header: 'full',
    back: 'button',
    tabBar: true,
    needsSession: 'member',
  },
  {
    path: '/m/member/accountRecord',
    title: { en: 'Account record', ty: 'Talaan ng account' },
    header: 'full',
    back: 'button',
    tabBar: true,
    needsSession: 'member',
  },
  {
    path: '/m/profitandloss',
    title: { en: 'Profit and loss', ty: 'Kita at lugi' },
    header: 'full',
    back: 'button',
    tabBar: true,
    needsSession: 'member',
  },
];

/** A member reaches the password change from the member centre; a first login is an account of its own. */
const CHANGE_PASSWORD: ExpectedRoute = {
  path: '/m/changePsw?mode=change',
  title: { en: 'Change password', ty: 'Palitan ang password' },
  header: 'hidden',
  back: 'button',
  tabBar: false,
  needsSession: 'member',
};

/** Paths that show the same page as another path of their route. */
const ALIASES = new Set(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/register.html']);

/**
 * One path per route (home is scanned on its own first, in its popup states). A visitor is sent
 * from a member-only route to the login page, which the table has already: a visitor opens one of
 * them, for the login page with its reason, and a member opens them all.
 */
function routesFor(role: Role): ExpectedRoute[] {
  const table = EXPECTED_ROUTES.filter((route) => !ALIASES.has(route.path) && route.path !== '/m/home');
  if (role === 'member')
    return [...table.map((route) => (route.needsSession === 'first-login' ? CHANGE_PASSWORD : route)), ...RECORD_ROUTES];
  const login = table.find((route) => route.path === '/m/login')!;
  const withReason = { ...login, path: '/m/webEmail' };
  return [...table.filter((route) => route.needsSession === undefined), withReason];
}

/** The number of gateway calls in flight: a page is settled once the data it asked for has come. */
function trackGatewayCalls(page: Page): () => number {
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    if (/^\/(wps|lgw)\//.test(new URL(request.url()).pathname)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

async function settle(page: Page, title: string, inFlight: () => number) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect.poll(inFlight, { message: 'the page’s gateway calls have answered', intervals: [100] }).toBe(0);
  await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens a path as the app's own links do, through the router without a page load: the app and
 * axe stay loaded, so a route costs only its data and its scan.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Each violation as `where: rule (impact): help`, then the selector of every element it found. */
async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED })
    // axe.run in the page itself: the default mode opens a blank page for every scan to merge
    // the frames' results in, which doubles the time of a scan. The only frame, the lottery
    // game, is on the app's own origin, which this mode still enters.
    .setLegacyMode(true)
    // Only the violations are asked for: a selector for every passing element costs as much again.
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => `\n    ${node.target.join(' >>> ')}`).join('');
    return `${where}: ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}${targets}`;
  });
}

const HOME_TITLE: Record<Language, string> = { en: 'Home', ty: 'Tahanan' };
const CLOSE: Record<Language, string> = { en: 'Close', ty: 'Isara' };

// The popups show, as on a first visit. No trace: it would snapshot the page after every step of
// four long tours, and the failure messages name every rule, element and size already.
test.use({ homePopups: true, trace: 'off' });

test.describe('axe over the route table', () => {
  for (const role of ['visitor', 'member'] as const) {
    for (const language of ['en', 'ty'] as const) {
      test(`no violations: ${role}, ${language.toUpperCase()}`, async ({ page, baseURL }) => {
        const routes = routesFor(role);
        // About 1.5 s a route at full speed (data, render, scan), 5 s allowed: half speed and more.
        test.setTimeout(60_000 + routes.length * 5_000);
        const inFlight = trackGatewayCalls(page);
        await page.context().addInitScript({ path: AXE_SCRIPT });
        if (role === 'member') await signIn(page, baseURL!, DEMO);
        if (language === 'ty') await page.context().addInitScript(() => localStorage.setItem('language', 'TY'));
        const found: string[] = [];
        const where = (state: string) => `${state} [${role}, ${language.toUpperCase()}]`;

        await page.goto('/m/home');
        const popup = page.locator('dialog.popup-dialog[open]');
        await expect(popup).toBeVisible();
        await settle(page, HOME_TITLE[language], inFlight);
        found.push(...(await violations(page, where('/m/home, popup announcement open'))));
        // Closed as a player closes it, for good: the routes below open without it.
        await popup.getByRole('button', { name: CLOSE[language] }).click();
        await expect(popup).toHaveCount(0);
        await expect(page.getByTestId('download-popup')).toBeVisible();
        found.push(...(await violations(page, where('/m/home, popup closed, download offer shown'))));
        await page.getByTestId('home-menu').click();
        await expect(page.locator('dialog.service-panel[open]')).toBeVisible();
        await expect.poll(inFlight, { intervals: [100] }).toBe(0);
        found.push(...(await violations(page, where('/m/home, service menu open'))));
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog[open]')).toHaveCount(0);

        for (const route of routes) {
          await openInApp(page, route.path);
          await settle(page, route.title[language], inFlight);
          found.push(...(await violations(page, where(route.path))));
        }
        expect(found, `axe found ${found.length} violation(s):\n${found.join('\n')}`).toEqual([]);
      });
    }
  }
});

test.describe('focus', () => {
  test('closing the popup announcement puts focus on the first control of the page, not on <body>', async ({ page }) => {
    await page.goto('/m/home');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    // Nothing had focus before it opened: focus goes to the first control of the main content.
    const firstInMain = await page.evaluate(() => {
      const first = Array.from(document.querySelectorAll<HTMLElement>('main a[href], main button:not(:disabled)')).find(
        (element) => element.tabIndex >= 0,
      );
      return first === document.activeElement;
    });
    expect(firstInMain, 'focus is on the first control of <main>, not <body>').toBe(true);
  });

  test('the login method switches with the arrow keys, and controls show the focus ring', async ({ page }) => {
    await page.goto('/m/login');
    const [password, sms] = [page.getByRole('tab').nth(0), page.getByRole('tab').nth(1)];
    await expect(password).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order.
    await expect(password).toHaveAttribute('tabindex', '0');
    await expect(sms).toHaveAttribute('tabindex', '-1');
    await password.focus();
    await page.keyboard.press('ArrowRight');
    await expect(sms).toBeFocused();
    await expect(sms).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#field-mobileNum')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#field-username')).toBeVisible();
    await page.keyboard.press('End');
    await expect(sms).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(password).toBeFocused();

    // The ring every control shows on keyboard focus (app.css): a 2 px gold outline.
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      });
    const gold = 'solid 2px rgb(245, 200, 76)';
    expect(await ring(), 'the login-method tab').toBe(gold);
    // The password tab's own choice, username or mobile number (docs/product.md#login), comes next.
    await page.keyboard.press('Tab');
    const byUsername = page.getByRole('tablist', { name: 'Log in with' }).getByRole('tab', { name: 'Username' });
    await expect(byUsername).toBeFocused();
    expect(await ring(), 'the username-or-mobile tab').toBe(gold);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#field-mobileNum')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(byUsername).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#field-username')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('.field__action')).toBeFocused();
    expect(await ring(), 'the password’s Show button').toBe(gold);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox')).toBeFocused();
    expect(await ring(), 'the checkbox').toBe(gold);
    // After keys, focus moved by script shows the ring too, as it would by Tab.
    await page.locator('.auth-page__links a').last().focus();
    expect(await ring(), 'a link').toBe(gold);
  });
});

test.describe('targets', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('chips, banner dots, checkbox labels and the inline log-in link are 44 px targets, and nothing overflows 360 px', async ({
    page,
  }) => {
    /** The boxes smaller than 44 × 44 among the given elements, and how far the page scrolls sideways. */
    const small = (selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
          .map(
            ({ element, box }) =>
              `${element.textContent?.trim() || element.getAttribute('aria-label')}: ${Math.round(box.width)} × ${Math.round(box.height)}`,
          ),
      );
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const checks: [string, string, () => Promise<void>][] = [
      [
        '/m/home',
        '.home-banner__dot, .download-popup__check',
        async () => {
          await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
          await expect(page.getByTestId('download-popup')).toBeVisible();
          await expect(page.locator('.home-banner__dot').first()).toBeVisible();
        },
      ],
      [
        '/m/gameCenter?gameCategory=LIVE',
        '.chip',
        async () => {
          await expect(page.getByRole('tab').first()).toBeVisible();
        },
      ],
      [
        '/m/slotsCenter?vassalage=PG',
        '.chip',
        async () => {
          await expect(page.locator('.chip[aria-pressed="true"]')).toBeVisible();
        },
      ],
      [
        '/m/login',
        '.checkbox__label',
        async () => {
          await expect(page.getByRole('checkbox')).toBeVisible();
        },
      ],
      // The inline link, not the tab bar's Log in, which may be drawn first or second.
      [
        '/m/message',
        '.message-centre__note a',
        async () => {
          await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
        },
      ],
      [
        '/m/notice',
        '.notice-page__hint a',
        async () => {
          await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
        },
      ],
    ];
    for (const [path, selector, ready] of checks) {
      await (path === '/m/home' ? page.goto(path) : openInApp(page, path));
      await ready();
      expect(await small(selector), `${path}: ${selector} under 44 px`).toEqual([]);
      expect(await overflow(), `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    }
  });
});
