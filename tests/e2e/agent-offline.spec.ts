import { type Browser, type BrowserContext, devices, type Page } from '@playwright/test';

import { type RunningGateway, startGateway } from './fixtures/gateway';
import { closedForToday } from './fixtures/popups';
import { expect, test } from './fixtures/test';

/*
 * The agent side's offline promise (docs/architecture.md#offline-reopen, docs/product.md#team):
 * the overview and the team list, each opened once online, reopen with no network in a new tab
 * of the same browser, after the first tab was closed: the last answer, its age, read-only; a
 * search that needs the gateway says so and keeps what was typed.
 */

let own: RunningGateway;
test.beforeEach(async () => {
  test.setTimeout(120_000);
  // A gateway of its own, stopped before the reopen: nothing can come from the network.
  own = await startGateway();
});
test.afterEach(async () => {
  await own.stop();
});

async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices['Pixel 7'], reducedMotion: 'reduce' });
  await closedForToday(context, { announcements: true });
  return context;
}

/** The gateway paths whose answers the worker keeps in `member-data`, once each is there. */
function memberDataPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('member-data'))) return [];
    const keys = await (await caches.open('member-data')).keys();
    return [...new Set(keys.map((request) => new URL(request.url).pathname))].sort();
  });
}

test('the overview and the team list, seen once, reopen offline in a new tab with their age', async ({ browser }) => {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${own.url}/m/agent/login`);
    await page.getByLabel('Username').fill('agentonly');
    await page.getByLabel('Password', { exact: true }).fill('agent1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);

    const tiles = page.getByTestId('overview-tiles');
    await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
    await expect(tiles.locator('[data-figure="team"] dd')).toHaveText('9');
    const validBets = (await tiles.locator('[data-figure="valid-bets"] dd').textContent())!;

    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/member\/team$/);
    await expect(page.getByText('6 direct downlines')).toBeVisible();
    await expect(page.getByTestId('team-row')).toHaveCount(6);
    const firstRow = await page.getByTestId('team-row').first().getAttribute('data-username');

    // Whether the worker saw them or was handed them after taking control, both answers are kept.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => memberDataPaths(page), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['/wps/agent/team/overview', '/wps/relay/ODSFE2_getSubordinatev2']));

    await context.setOffline(true);
    await own.stop();
    const reopened = await context.newPage();
    await page.close();

    await reopened.goto(`${own.url}/m/agent/team/overview`);
    const reopenedTiles = reopened.getByTestId('overview-tiles');
    await expect(reopenedTiles.locator('[data-figure="team"] dd')).toHaveText('9');
    await expect(reopenedTiles.locator('[data-figure="valid-bets"] dd')).toHaveText(validBets);
    await expect(reopened.getByTestId('overview-saved-age')).toHaveText(/^Offline\. Saved .+ ago, shown read-only\.$/);
    await expect(reopened.getByRole('button', { name: 'Yesterday' })).toBeDisabled();

    await reopened.goto(`${own.url}/m/member/team`);
    await expect(reopened.getByText('6 direct downlines')).toBeVisible();
    await expect(reopened.getByTestId('team-row')).toHaveCount(6);
    await expect(reopened.getByTestId('team-row').first()).toHaveAttribute('data-username', firstRow!);
    await expect(reopened.getByTestId('team-age')).toContainText(/^Last updated .+ ago$/);

    // A search needs the gateway: it says so, and the box keeps the name typed.
    const search = reopened.getByLabel('Search username');
    await search.fill('santos');
    await expect(
      reopened.getByText('Searching needs an internet connection. Your search is kept: try again once you are online.'),
    ).toBeVisible();
    await expect(search).toHaveValue('santos');
  } finally {
    await context.close();
  }
});
