import { type BrowserContext, devices, type Page } from '@playwright/test';

import { type RunningGateway, startGateway } from './fixtures/gateway';
import { closedForToday } from './fixtures/popups';
import { expect, test } from './fixtures/test';

/*
 * Ending a contract (docs/product.md#agent-contracts): the agent asks to end a downline's accepted
 * daily salary contract; the downline, logged in in a browser of its own, is asked after login,
 * opens the contract and agrees to end it; both sides then show it ended.
 */

// Two logins in two browsers, each with its cold page loads.
test.setTimeout(120_000);

// The end is for good: a gateway of its own keeps the shared one's contracts as other suites expect.
let gateway: RunningGateway;
test.beforeAll(async () => {
  gateway = await startGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

/** Popups a player has already closed today: the download offer and the home announcements. */
async function quietStart(context: BrowserContext) {
  await closedForToday(context, { announcements: true });
}

async function logIn(page: Page, username: string, password: string, asAgent: boolean) {
  await page.goto(`${gateway.url}/m/home`);
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  if (asAgent) await page.getByRole('link', { name: 'Log in as an agent' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('an agent asks to end a downline contract; the downline agrees and both see it ended', async ({ page, browser }) => {
  await quietStart(page.context());
  const offered = page.getByTestId('offered-contract');
  let downline = '';

  await test.step('the agent opens its daily salary contracts and ends an accepted one', async () => {
    await logIn(page, 'agent', 'agent1234', true);
    await expect(page).toHaveURL(/\/m\/agent$/);
    await page.getByRole('dialog', { name: 'Contract' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Daily salary contract' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/dailySalary$/);
    const accepted = offered.and(page.locator('[data-state="A"]'));
    await expect(accepted).toHaveCount(1);
    downline = (await accepted.getAttribute('data-downline')) ?? '';
    // Only the accepted contract can be ended.
    await expect(offered.getByRole('button', { name: 'End contract' })).toHaveCount(1);

    await accepted.getByRole('button', { name: 'End contract' }).click();
    const confirm = page.getByRole('dialog', { name: 'End this contract?' });
    await expect(confirm.getByText('The downline is asked to agree.')).toBeVisible();
    await confirm.getByRole('button', { name: 'End contract' }).click();
    const row = page.locator(`[data-testid="offered-contract"][data-downline="${downline}"]`);
    await expect(row).toHaveAttribute('data-state', 'V');
    await expect(row.getByText('End requested')).toBeVisible();
    await expect(row.getByRole('button', { name: 'End contract' })).toHaveCount(0);
  });

  await test.step('the downline logs in, is asked, and agrees to end the contract', async () => {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: gateway.url });
    try {
      await quietStart(context);
      const player = await context.newPage();
      await logIn(player, downline, 'team1234', false);
      await expect(player).toHaveURL(/\/m\/home$/);
      const alert = player.getByRole('dialog', { name: 'Contract' });
      await expect(alert.getByText('Your upline asked to end your daily salary contract')).toBeVisible();
      await alert.getByRole('button', { name: 'Go' }).click();
      await expect(player).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

      const contract = player.getByTestId('contract');
      await expect(contract).toHaveAttribute('data-state', 'V');
      await expect(contract.getByTestId('contract-status')).toHaveText('Your upline asked to end this contract');
      await expect(contract.getByRole('button', { name: 'Keep contract' })).toBeVisible();
      await contract.getByRole('button', { name: 'Agree to end' }).click();
      await player.getByRole('dialog', { name: 'End the contract?' }).getByRole('button', { name: 'Agree to end' }).click();
      await expect(contract).toHaveAttribute('data-state', 'C');
      await expect(contract.getByTestId('contract-status')).toContainText('Ended on');
      await expect(contract.getByRole('button', { name: 'Agree to end' })).toHaveCount(0);
      await player.reload();
      await expect(contract.getByTestId('contract-status')).toContainText('Ended on');
    } finally {
      await context.close();
    }
  });

  await test.step("the agent sees the contract ended, with the end's steps in its history", async () => {
    await page.reload();
    const row = page.locator(`[data-testid="offered-contract"][data-downline="${downline}"]`);
    await expect(row).toHaveAttribute('data-state', 'C');
    await expect(row.getByText('Ended', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'History' }).click();
    const history = row.getByTestId('contract-history');
    await expect(history.getByRole('listitem')).toHaveCount(4);
    await expect(history.getByRole('listitem').nth(2)).toContainText('End requested');
    await expect(history.getByRole('listitem').nth(3)).toContainText(`Ended · ${downline}`);
  });
});
