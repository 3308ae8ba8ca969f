import type { Page } from '@playwright/test';

import { closedForToday } from './fixtures/popups';
import { expect, test } from './fixtures/test';

/*
 * The agent centre's overview and team reports (docs/product.md#team-overview, #team-reports): an
 * agent logs in at the agency login, opens the overview from the hub and switches its period; a
 * report refuses a range past its limit; offline the overview reopens with the last answer and
 * its age. `agentonly` is used: an agent-only account is never asked about pending contracts.
 */

test.beforeEach(async ({ page }) => {
  await closedForToday(page);
});

/** A date `days` before today on the operator's clock (GMT+8), as the date inputs take it. */
function operatorDaysAgo(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

async function openFromHub(page: Page, item: string) {
  await page.goto('/m/agent');
  await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link', { name: item }).click();
}

test('the overview and the team reports, their limits, and the overview offline', async ({ page, context }) => {
  test.setTimeout(120_000);

  await test.step('an agent logs in at the agency login and opens the overview from the hub', async () => {
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/agent\/login/);
    await page.getByLabel('Username').fill('agentonly');
    await page.getByLabel('Password', { exact: true }).fill('agent1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
  });

  const tiles = page.getByTestId('overview-tiles');
  const table = page.getByTestId('overview-table');
  await test.step('the overview shows the team and its trend; another period changes the figures', async () => {
    // The seeded nine, and any account another suite has opened in the team since.
    await expect.poll(async () => Number(await tiles.locator('[data-figure="team"] dd').textContent())).toBeGreaterThanOrEqual(9);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: /^Deposits and withdrawals per day from / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Valid bets per day from / })).toBeVisible();
    await page.getByText('Show as table').click();
    await expect(table.locator('tbody tr')).toHaveCount(7);
    // The tiles and the table's total are the same figures.
    const deposits = await tiles.locator('[data-figure="deposits"] dd').textContent();
    await expect(table.locator('tfoot td').first()).toHaveText(deposits!);

    await page.getByRole('button', { name: 'Yesterday' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill(operatorDaysAgo(29));
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(tiles.locator('[data-figure="valid-bets"] dd')).toHaveText(/\d/);
  });

  await test.step('a custom range past the limit is refused with its reason, and the figures stay', async () => {
    await page.getByLabel('From', { exact: true }).fill(operatorDaysAgo(100));
    await expect(page.getByTestId('report-range-refusal')).toHaveText(/^This report goes back 90 days: choose a start on or after /);
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await page.getByLabel('To', { exact: true }).fill(operatorDaysAgo(101));
    await expect(page.getByTestId('report-range-refusal')).toHaveText('The end date is before the start date.');
  });

  await test.step('team betting: rows, more on demand, and at most 30 days at a time', async () => {
    await openFromHub(page, 'Team betting');
    await expect(page).toHaveURL(/\/m\/teamBetting$/);
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill(operatorDaysAgo(29));
    const rows = page.getByTestId('team-bets-row');
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows.nth(20)).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill(operatorDaysAgo(30));
    await expect(page.getByTestId('report-range-refusal')).toHaveText('Choose at most 30 days at a time.');
  });

  await test.step('a name outside the team is refused by the profit and loss', async () => {
    await openFromHub(page, 'Team profit and loss');
    await expect(page.getByTestId('pnl-category')).toHaveCount(7);
    await page.getByLabel('Downline username').fill('demo');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No such account in your team.')).toBeVisible();
  });

  await test.step('offline, the overview reopens with the last answer, its age, read-only', async () => {
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    // Opened while the worker controls the page, the answer passes through its member cache.
    await openFromHub(page, 'Overview');
    // Other suites may have opened accounts in agentonly's team since: the figure is whatever the
    // gateway answered now, and offline must show the same.
    await expect(tiles.locator('[data-figure="team"] dd')).toHaveText(/^\d+$/);
    const teamSize = await tiles.locator('[data-figure="team"] dd').textContent();
    const validBets = await tiles.locator('[data-figure="valid-bets"] dd').textContent();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('overview-saved-age')).toHaveText(/^Offline\. Saved .+ ago, shown read-only\.$/);
      await expect(tiles.locator('[data-figure="valid-bets"] dd')).toHaveText(validBets!);
      await expect(tiles.locator('[data-figure="team"] dd')).toHaveText(teamSize!);
      await expect(page.getByRole('button', { name: 'Yesterday' })).toBeDisabled();
    } finally {
      await context.setOffline(false);
    }
  });
});
