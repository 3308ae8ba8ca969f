import type { Locator, Page } from '@playwright/test';

import { DEMO, getSetting, loginThroughForm, setSetting, signIn, TRIAL } from './fixtures/auth';
import { type RunningGateway, settingsSnapshot, startGateway } from './fixtures/gateway';
// The suites' test: the home page's announcement popup (a modal) is switched off.
import { expect, test } from './fixtures/test';

/*
 * Home header (account area, download button, service panel: docs/product.md#home), download-app
 * popup (docs/product.md#download-app-popup) and logout (docs/product.md#states-and-transitions),
 * and the /m/app guide. Controls whose texts are new are found by test id or data attribute; their
 * accessible names are checked where the text already has a translation.
 */

// One gateway per worker for this file: members log in with sessions of their own, and the
// settings a test changes are put back after it.
let gateway: RunningGateway;
let settings: { restore(): Promise<void> };
test.beforeAll(async () => {
  gateway = await startGateway();
  settings = await settingsSnapshot(gateway.url, ['links', 'appWindow']);
});
test.afterEach(async () => {
  await settings.restore();
});
test.afterAll(async () => {
  await gateway.stop();
});

const HIDDEN_KEY = 'DOWNLOAD_POPUP_HIDDEN_ON';
const SHOWN_KEY = 'DOWNLOAD_POPUP_SHOWN_ON';

function header(page: Page): Locator {
  return page.getByRole('banner');
}

async function openServicePanel(page: Page): Promise<Locator> {
  const menu = page.getByTestId('home-menu');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog').filter({ has: page.getByTestId('service-panel') });
  await expect(panel).toBeVisible();
  return panel;
}

/** The device's own calendar day, as the app stores it. */
function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

/** The header's kit has loaded and the download links have been answered: visibility is decided. */
async function kitSettled(page: Page, downloads: Promise<unknown>) {
  await expect(page.getByTestId('home-menu')).toBeVisible();
  await downloads;
  // One more frame for React to render what the answer decided.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('home header', () => {
  test('a member sees the member-centre link, name, whole balance, deposit and the menu', async ({ page }) => {
    await signIn(page, gateway.url, DEMO);
    const bar = header(page);
    await expect(bar.getByTestId('member-balance')).toHaveText('₱15,250');
    await expect(bar.getByTestId('member-name')).not.toHaveText('…');
    const name = await bar.getByTestId('member-name').textContent();

    const memberCentre = bar.getByRole('link', { name: /^Member centre/ });
    await expect(memberCentre).toHaveAttribute('href', '/m/member/home');
    // Named by what it shows, after what it is: the name and balance are part of the name.
    await expect(memberCentre).toHaveAccessibleName(`Member centre ${name} ₱15,250`);
    const deposit = bar.getByRole('link', { name: 'Deposit', exact: true });
    await expect(deposit).toHaveAttribute('href', '/m/voucherCenter');
    await expect(bar.getByTestId('header-play-money')).toHaveCount(0);
    await expect(bar.getByTestId('home-menu')).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);

    await deposit.click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await page.goBack();
    await memberCentre.click();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
  });

  test('a trial account sees its balance marked Play money and no Deposit shortcut', async ({ page }) => {
    await signIn(page, gateway.url, TRIAL);
    const bar = header(page);
    await expect(bar.getByTestId('member-balance')).toBeVisible();
    await expect(bar.getByTestId('header-play-money')).toHaveText('Play money');
    // The label is part of the member-centre link's name, beside the balance it qualifies.
    await expect(bar.getByRole('link', { name: /^Member centre/ })).toHaveAccessibleName(/Play money$/);
    await expect(bar.getByTestId('header-messages')).toBeVisible();
    await expect(bar.getByTestId('header-deposit')).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Deposit', exact: true })).toHaveCount(0);
  });

  test('a visitor sees login, register, the menu and the download button', async ({ page }) => {
    await page.goto(`${gateway.url}/m/home`);
    const bar = header(page);
    await expect(bar.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', '/m/login');
    await expect(bar.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/m/register');
    await expect(bar.getByTestId('home-menu')).toBeVisible();
    const download = bar.getByTestId('download-button');
    await expect(download).toHaveAccessibleName('Download the app');
    await expect(download).toHaveAttribute('href', '/m/appDownload');
    await expect(bar.getByTestId('member-balance')).toHaveCount(0);
  });

  for (const [who, width] of [
    ['visitor', 360],
    ['member', 360],
  ] as const) {
    for (const language of ['EN', 'TY']) {
      test(`fits a ${width} px header for a ${who} in ${language}, with 44 px targets`, async ({ page }) => {
        await page.setViewportSize({ width, height: 780 });
        if (who === 'member') {
          await signIn(page, gateway.url, DEMO);
        } else {
          await page.goto(`${gateway.url}/m/home`);
        }
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await page.reload();
        const bar = header(page);
        await expect(bar.getByTestId('home-menu')).toBeVisible();
        await expect(bar.getByTestId('download-button')).toBeVisible();
        if (who === 'member') await expect(bar.getByTestId('member-balance')).toBeVisible();
        const row = bar.locator('.title-bar');
        const overflow = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const boxes = await row.locator('a, button').evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return {
              name: element.getAttribute('aria-label') ?? element.textContent,
              left: box.left,
              right: box.right,
              width: box.width,
              height: box.height,
            };
          }),
        );
        boxes.sort((a, b) => a.left - b.left);
        for (const [index, box] of boxes.entries()) {
          expect(box.width, `${box.name} width`).toBeGreaterThanOrEqual(44);
          expect(box.height, `${box.name} height`).toBeGreaterThanOrEqual(44);
          expect(box.left, `${box.name} inside the screen`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.name} inside the screen`).toBeLessThanOrEqual(width);
          // Side by side, never one under another.
          const next = boxes[index + 1];
          if (next) expect(box.right, `${box.name} clear of ${next.name}`).toBeLessThanOrEqual(next.left + 0.5);
        }
        // Whole labels: nothing is cut with an ellipsis at 360 px.
        const cut = await row
          .locator('.button--small')
          .evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).length);
        expect(cut).toBe(0);
      });
    }
  }
});

test.describe('service panel', () => {
  // The consolidated settings are cached by the worker (stale while revalidate); without it a
  // reload shows a setting change at once.
  test.use({ serviceWorkers: 'block' });

  test('lists only the configured links and the decoded customer service, in new tabs', async ({ page, request }) => {
    const links = await getSetting<Record<string, string>>(request, gateway.url, 'links');
    const customerService = await getSetting<{ type: string; url: string }[]>(request, gateway.url, 'customerService');
    expect(links.TELEGRAM).not.toBe('');
    expect(links.LIVE).toBe('');

    await page.goto(`${gateway.url}/m/home`);
    let panel = await openServicePanel(page);
    await expect(panel.locator('[data-service=FACEBOOK]')).toHaveAttribute('href', links.FACEBOOK!);
    await expect(panel.locator('[data-service=TELEGRAM]')).toHaveAttribute('href', links.TELEGRAM!);
    await expect(panel.locator('[data-service=AFFILIATELINK]')).toHaveAttribute('href', links.AFFILIATELINK!);
    await expect(panel.locator('[data-service=LIVE]')).toHaveCount(0);
    const service = panel.locator('[data-service=SERVICE]');
    await expect(service).toHaveCount(customerService.length);
    await expect(service.first()).toHaveAttribute('href', customerService[0]!.url);
    for (const link of await panel.locator('a').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    // A visitor has nothing to log out of.
    await expect(panel.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    // Escape closes it and the menu says so.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('home-menu')).toHaveAttribute('aria-expanded', 'false');

    await setSetting(request, gateway.url, 'links', { ...links, TELEGRAM: '' });
    await page.reload();
    panel = await openServicePanel(page);
    await expect(panel.locator('[data-service=FACEBOOK]')).toBeVisible();
    await expect(panel.locator('[data-service=TELEGRAM]')).toHaveCount(0);
    await expect(panel.locator('[data-service=SERVICE]').first()).toHaveAttribute('href', customerService[0]!.url);
  });

  test('logout asks first, then lands on /m/home logged out', async ({ page }) => {
    await loginThroughForm(page, gateway.url, 'demo', 'demo1234');
    await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');
    // From a home alias, so the landing on /m/home is visible in the URL.
    await page.goto(`${gateway.url}/m`);
    await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');

    let panel = await openServicePanel(page);
    await panel.getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await expect(confirm).toBeVisible();
    // Cancel keeps the session.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('member-balance')).toBeVisible();

    panel = await openServicePanel(page);
    await panel.getByRole('button', { name: 'Log out' }).click();
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(header(page).getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByTestId('member-balance')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  });
});

test.describe('download-app popup', () => {
  test('shows on a fresh visit with the download links; closing hides it for this visit', async ({ page, request }) => {
    const resources = await getSetting<{ resourceType: string; url: string }[]>(request, gateway.url, 'resources');
    await page.goto(`${gateway.url}/m/home`);
    const popup = page.getByTestId('download-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAccessibleName('Download the app');
    for (const resource of resources) {
      await expect(popup.locator(`[data-download=${resource.resourceType.toUpperCase()}]`)).toHaveAttribute('href', resource.url);
    }
    await expect(page.getByTestId('download-popup-guide')).toHaveAttribute('href', '/m/appDownload');
    // It does not block the lobby: the header and tab bar stay usable.
    await expect(page.getByTestId('home-menu')).toBeEnabled();

    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), HIDDEN_KEY)).toBeNull();
    // Still closed after going elsewhere and coming back in the same visit...
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await page.goBack();
    await expect(page.getByTestId('home-menu')).toBeVisible();
    await expect(popup).toHaveCount(0);
    // It has had its day: a second load the same day leaves it closed (docs/product.md#download-app-popup)...
    expect(await page.evaluate((key) => localStorage.getItem(key), SHOWN_KEY)).toBe(await browserToday(page));
    const downloads = page.waitForResponse((response) => response.url().includes('/wps/system/download'));
    await page.reload();
    await kitSettled(page, downloads);
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId('download-button')).toBeVisible();
    // ...and it is back on the next day, since 'Do not show today' was not ticked.
    await page.evaluate((key) => localStorage.setItem(key, '2000-01-01'), SHOWN_KEY);
    await page.reload();
    await expect(popup).toBeVisible();
  });

  test("'Do not show today' stores today's date and keeps it hidden; unticking removes it", async ({ page }) => {
    await page.goto(`${gateway.url}/m/home`);
    const popup = page.getByTestId('download-popup');
    const checkbox = page.getByTestId('download-popup-hide-today');
    await expect(popup).toBeVisible();
    await expect(checkbox).not.toBeChecked();
    const today = await browserToday(page);

    await checkbox.check();
    expect(await page.evaluate((key) => localStorage.getItem(key), HIDDEN_KEY)).toBe(today);
    await checkbox.uncheck();
    expect(await page.evaluate((key) => localStorage.getItem(key), HIDDEN_KEY)).toBeNull();
    await checkbox.check();
    expect(await page.evaluate((key) => localStorage.getItem(key), HIDDEN_KEY)).toBe(today);

    const downloads = page.waitForResponse((response) => response.url().includes('/wps/system/download'));
    await page.reload();
    await kitSettled(page, downloads);
    await expect(popup).toHaveCount(0);
    // The header's download button is a separate offer and still shows.
    await expect(page.getByTestId('download-button')).toBeVisible();

    // A date from another day does not hide it (nor does the day it last showed by itself).
    await page.evaluate(
      (keys) => {
        for (const key of keys) localStorage.setItem(key, '2000-01-01');
      },
      [HIDDEN_KEY, SHOWN_KEY],
    );
    await page.reload();
    await expect(popup).toBeVisible();
  });

  const installed = {
    'a web clip (WEBCLIP in local storage)': () => localStorage.setItem('WEBCLIP', '1'),
    'the installed web app (display-mode standalone)': () => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        if (!query.includes('display-mode: standalone')) return original(query);
        return { ...original(query), matches: true, media: query } as MediaQueryList;
      };
    },
  };
  for (const [where, setUp] of Object.entries(installed)) {
    test(`the popup and the download button stay hidden in ${where}`, async ({ page }) => {
      await page.addInitScript(setUp);
      const downloads = page.waitForResponse((response) => response.url().includes('/wps/system/download'));
      await page.goto(`${gateway.url}/m/home`);
      await kitSettled(page, downloads);
      await expect(page.getByTestId('download-popup')).toHaveCount(0);
      await expect(page.getByTestId('download-button')).toHaveCount(0);
    });
  }

  test('the popup and the download button stay hidden when the app window is off', async ({ page, request }) => {
    await setSetting(request, gateway.url, 'appWindow', false);
    const downloads = page.waitForResponse((response) => response.url().includes('/wps/system/download'));
    await page.goto(`${gateway.url}/m/home`);
    await kitSettled(page, downloads);
    await expect(page.getByTestId('download-popup')).toHaveCount(0);
    await expect(page.getByTestId('download-button')).toHaveCount(0);
  });
});

test.describe('/m/app guide', () => {
  test('lists the iOS and Android downloads and offers the kept install prompt', async ({ page, request }) => {
    const resources = await getSetting<{ resourceType: string; url: string }[]>(request, gateway.url, 'resources');
    const url = (type: string) => resources.find((resource) => resource.resourceType.toUpperCase() === type)!.url;
    await page.goto(`${gateway.url}/m/app`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download the app');
    const ios = page.getByTestId('app-guide-ios');
    const android = page.getByTestId('app-guide-android');
    await expect(ios.locator('[data-download=IOS]')).toHaveAttribute('href', url('IOS'));
    await expect(ios.locator('[data-download=MOBILECONFIG]')).toHaveAttribute('href', url('MOBILECONFIG'));
    await expect(android.locator('[data-download=ANDROID]')).toHaveAttribute('href', url('ANDROID'));
    // No download button or popup on the guide itself.
    await expect(page.getByTestId('download-button')).toHaveCount(0);
    await expect(page.getByTestId('download-popup')).toHaveCount(0);
    // What the app keeps on the device is no player's business: no storage figures.
    await expect(page.getByTestId('app-guide-android')).toBeVisible();
    await expect(page.getByTestId('storage-estimate')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/\d\s*MB|Saved on this device|budget/);

    // Chromium offers installation with beforeinstallprompt: the page keeps it for its Install button.
    const install = page.getByTestId('app-guide-install');
    await expect(install).toHaveCount(0);
    const prevented = await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
    await install.click();
    await expect(page.getByTestId('app-guide-installed')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await expect(page.locator('main')).not.toContainText(/\d\s*MB|Saved on this device/);
  });

  test.describe('on an iPhone', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });

    test('shows the Share → Add to Home Screen steps', async ({ page }) => {
      await page.goto(`${gateway.url}/m/app?platform=ios`);
      await expect(page.getByTestId('app-guide-ios-steps')).toBeVisible();
      await expect(page.getByTestId('app-guide-ios-steps').locator('li')).toHaveCount(3);
    });
  });

  test('says the app is installed when running standalone', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('WEBCLIP', '1'));
    await page.goto(`${gateway.url}/m/app`);
    await expect(page.getByTestId('app-guide-installed')).toBeVisible();
    await expect(page.getByTestId('app-guide-install')).toHaveCount(0);
  });
});
