import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { getSetting, setSetting } from './fixtures/auth';
import { MERCHANT, type RunningGateway, startGateway } from './fixtures/gateway';
// The suites' test: the home page's announcement popup (a modal) is switched off.
import { expect, test } from './fixtures/test';

/*
 * The alternate home (docs/product.md#home): the operator picks it with the status page template
 * `info.mobileTemplate.home` (1), and it adds the News (m_news) and Partners (m_partners) banner
 * carousels under the top banners and the notice bar. The Partners heading is a new text, so the
 * sections are found by test id.
 */

type Templates = { mem_cen: 0 | 1; dep_func: 0 | 1; home: 0 | 1 };

async function bannerTitles(request: APIRequestContext, base: string, group: string): Promise<string[]> {
  const answer = await (
    await request.get(`${base}/wps/announcements?types=B&groupName=${group}&platform=M&language=EN`, { headers: { Merchant: MERCHANT } })
  ).json();
  return (answer.value.banners as { title: string }[]).map((banner) => banner.title);
}

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

/** Every request the page makes for a banner group's announcements. */
function groupRequests(page: Page, group: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/announcements') && new URL(request.url()).searchParams.get('groupName') === group) {
      seen.push(request.url());
    }
  });
  return seen;
}

test.describe('alternate home', () => {
  // These tests change the page templates: a gateway of their own (one per worker, each test
  // setting the template it needs) keeps the other suites on the base home.
  let gateway: RunningGateway;
  let templates: Templates;
  test.beforeAll(async () => {
    gateway = await startGateway();
  });
  test.afterAll(async () => {
    await gateway.stop();
  });
  test.beforeEach(async ({ request }) => {
    templates = await getSetting<Templates>(request, gateway.url, 'mobileTemplate');
  });

  async function openWithTemplate(page: Page, request: APIRequestContext, home: 0 | 1) {
    await setSetting(request, gateway.url, 'mobileTemplate', { ...templates, home });
    await page.goto(`${gateway.url}/m/home`);
  }

  test('template 1 adds the News and Partners carousels with their banners, under the notice bar', async ({ page, request }) => {
    const news = await bannerTitles(request, gateway.url, 'm_news');
    const partners = await bannerTitles(request, gateway.url, 'm_partners');
    expect(news.length).toBeGreaterThan(1);
    expect(partners.length).toBeGreaterThan(1);
    await openWithTemplate(page, request, 1);

    const newsSection = page.getByTestId('home-feature-news');
    const partnerSection = page.getByTestId('home-feature-partners');
    await expect(newsSection.getByRole('heading', { level: 2 })).toHaveText('News');
    for (const [section, titles] of [
      [newsSection, news],
      [partnerSection, partners],
    ] as const) {
      // Every banner of the group is a slide, with a dot each and the pause control.
      await expect(section.locator('.keen-slider__slide img')).toHaveCount(titles.length);
      expect(
        await section.locator('.keen-slider__slide img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
      ).toEqual(titles);
      await expect(section.locator('.home-banner__dot')).toHaveCount(titles.length);
      await expect(section.getByTestId('banner-toggle')).toBeVisible();
      const box = await section.locator('.home-banner').boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(2.5, 1);
    }
    await expect(partnerSection.locator('.keen-slider__slide a').first()).toHaveAttribute('href', /^\/m\//);

    // Below the top banners and the notice bar, News first, before the rest of the page.
    const noticeBar = await top(page.getByTestId('notice-bar'));
    const newsTop = await top(newsSection);
    const partnersTop = await top(partnerSection);
    expect(newsTop).toBeGreaterThan(noticeBar);
    expect(partnersTop).toBeGreaterThan(newsTop);
    expect(await top(page.getByTestId('jackpot-value'))).toBeGreaterThan(partnersTop);
  });

  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the feature carousels advance by themselves', async ({ page, request }) => {
      // The page's clock: the 5 s autoplay passes in an instant, however busy the machine is.
      await page.clock.install();
      await openWithTemplate(page, request, 1);
      const newsSection = page.getByTestId('home-feature-news');
      await expect(newsSection.locator('.home-banner__dot')).not.toHaveCount(0);
      const current = () => newsSection.locator('.home-banner__dot[aria-current="true"]').getAttribute('aria-label');
      const shown = await current();
      expect(shown).toMatch(/^Show banner \d$/);
      await page.clock.runFor(5_000);
      await expect.poll(current).not.toBe(shown);
    });
  });

  test('back to template 0, the feature carousels are gone', async ({ page, request }) => {
    await openWithTemplate(page, request, 1);
    await expect(page.getByTestId('home-feature-news')).toBeVisible();
    await setSetting(request, gateway.url, 'mobileTemplate', { ...templates, home: 0 });
    await page.reload();
    await expect(page.getByTestId('jackpot-value')).toBeVisible();
    // Once the fresh status arrives (the worker may answer the stale one first), they are gone.
    await expect(page.getByTestId('home-feature-news')).toHaveCount(0);
    await expect(page.getByTestId('home-feature-partners')).toHaveCount(0);
  });
});

test('the base home shows neither feature carousel, nor loads their banners', async ({ page }) => {
  const newsRequests = groupRequests(page, 'm_news');
  const partnerRequests = groupRequests(page, 'm_partners');
  await page.goto('/m/home');
  await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();
  await expect(page.getByTestId('jackpot-value')).toBeVisible();
  await expect(page.getByTestId('entrance-menu').locator('[data-menu-item="LIVE"]')).toBeVisible();
  await expect(page.getByTestId('home-feature-news')).toHaveCount(0);
  await expect(page.getByTestId('home-feature-partners')).toHaveCount(0);
  expect(newsRequests).toEqual([]);
  expect(partnerRequests).toEqual([]);
});
