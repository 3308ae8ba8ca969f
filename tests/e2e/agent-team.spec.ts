import type { Page } from '@playwright/test';

import { DEMO, sessionToken, signIn } from './fixtures/auth';
import { MERCHANT } from './fixtures/gateway';
import { closedForToday } from './fixtures/popups';
import { expect, test } from './fixtures/test';

/*
 * The agent centre's team (docs/product.md#team, #create-downline, #edit-rebates): the team list
 * and a downline's own team, opening an account that logs in at once, the rebate rule in the form
 * and in the gateway, and a member kept out.
 */

// The download-app offer, closed for today as a player who ticked 'Do not show today' would have.
test.beforeEach(async ({ page }) => {
  await closedForToday(page);
});

const LONG = { timeout: 15_000 };

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('an agent walks its team, opens an account that logs in, and the rebate rule holds', async ({ page, browser, baseURL }) => {
  test.slow();
  await page.goto('/m/home');
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByRole('link', { name: 'Log in as an agent' }).click();
  await fillLogin(page, 'agentonly', 'agent1234');
  await expect(page).toHaveURL(/\/m\/agent$/, LONG);

  // Team → a downline agent → its team → back up by the breadcrumb.
  await page.getByRole('main').getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/member\/team$/);
  // The agent side's pages give the title bar their own titles.
  const title = page.getByTestId('top-header').getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Team');
  await expect(page.getByText('6 direct downlines')).toBeVisible(LONG);
  await expect(page.getByTestId('team-row')).toHaveCount(6);
  const agentRow = page.getByTestId('team-row').filter({ hasText: 'Agent' }).first();
  const subAgent = (await agentRow.getAttribute('data-username'))!;
  await agentRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/agent\/downline\?username=/);
  await expect(title).toHaveText('Downline');
  await expect(page.getByRole('heading', { name: new RegExp(subAgent) })).toBeVisible(LONG);
  await page.getByRole('link', { name: 'View their team' }).click();
  await expect(page.getByText('3 in this team')).toBeVisible(LONG);
  await page.getByRole('navigation', { name: 'Team path' }).getByRole('link', { name: 'agentonly' }).click();
  await expect(page.getByText('6 direct downlines')).toBeVisible(LONG);

  // Offline, the list shows the last answer with its age, read-only.
  await page.context().setOffline(true);
  try {
    await expect(page.getByTestId('team-age')).toContainText('Last updated');
    await expect(page.getByTestId('team-row')).toHaveCount(6);
  } finally {
    await page.context().setOffline(false);
  }

  // Open an account: the form refuses a rebate above the rule and keeps what was typed.
  await page.goto('/m/agent');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Open account/ })
    .click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await expect(title).toHaveText('Open account');
  const username = `tm${Date.now().toString(36)}`.slice(0, 14);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret99');
  await page.getByRole('radio', { name: 'Agent' }).click();
  await expect(page.getByText('Allowed: 0.0 – 6.9 %')).toBeVisible(LONG);
  await page.getByTestId('rebate-LOTT').fill('7');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Above what you may give. Allowed: 0.0 – 6.9 %')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await page.getByTestId('rebate-LOTT').fill('1.5');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created')).toBeVisible(LONG);
  await expect(page.getByRole('link', { name: 'View in team' })).toBeVisible();

  // The gateway refuses it too when asked directly, and stores nothing.
  const token = await sessionToken(page);
  const refused = await page.request.put(`${baseURL}/wps/agent/updateDownlineRebates`, {
    headers: { Merchant: MERCHANT, Authorization: token },
    data: { customerName: username, configs: [{ type: 'LOTT', rebateValue: 7 }] },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).code).toBe('rebate.above.max');

  // The new account logs in at once, in a browser of its own.
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto('/m/login');
  await fillLogin(other, username, 'secret99');
  await expect(other).toHaveURL(/\/m\/home$/, LONG);
  await fresh.close();
});

test('a member cannot open the team', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, DEMO, '/m/member/team');
  await expect(page.getByText('The agent centre is for agent accounts. Log in with an agent account to open it.')).toBeVisible(LONG);
  await expect(page.getByTestId('team-row')).toHaveCount(0);
});
