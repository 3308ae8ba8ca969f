import type { Page } from '@playwright/test';

import { DEMO, signIn } from './fixtures/auth';
import { type RunningGateway, startGateway } from './fixtures/gateway';
import { closedForToday } from './fixtures/popups';
import { expect, test } from './fixtures/test';

/*
 * The agent side's way in (docs/product.md#agent-login, #agent-centre): the agency login from the
 * login page, the hub, each side refusing the other's accounts, and an agent who plays switching
 * sides from the member centre and back.
 */

// The demo teams' sizes are checked: a gateway of this file's own, which other suites' new
// downlines do not reach.
let gateway: RunningGateway;
test.beforeAll(async () => {
  gateway = await startGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

// The download-app offer, closed for today as a player who ticked 'Do not show today' would have.
test.beforeEach(async ({ page }) => {
  await closedForToday(page);
});

async function agencyLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('an agent-only account logs in at the agency login, reaches the hub and is refused the player side', async ({ page }) => {
  await page.goto(`${gateway.url}/m/home`);
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByRole('link', { name: 'Log in as an agent' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/login$/);
  await agencyLogin(page, 'agentonly', 'agent1234');
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(page.getByTestId('agent-team-count')).toHaveText('9');
  await expect(page.getByTestId('agent-direct-count')).toHaveText('6');
  await expect(page.getByRole('link', { name: 'Player side' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Daily salary contract' })).toBeVisible();

  // The member side is closed to it: a member page says so and leads back to the agent centre.
  await page.goto(`${gateway.url}/m/voucherCenter`);
  await expect(page.getByText('This is an agent account. The player side is not open to it.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
  await page.goto(`${gateway.url}/m/home`);
  await page.getByRole('banner').getByRole('link', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
});

test('an agent who plays goes from the member centre to the agent centre and back', async ({ page }) => {
  await page.goto(`${gateway.url}/m/login`);
  await page.getByLabel('Username').fill('agent');
  await page.getByLabel('Password', { exact: true }).fill('agent1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByRole('dialog', { name: 'Contract' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Member centre' }).click();
  await page.getByRole('link', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(page.getByTestId('agent-team-count')).toHaveText('46');
  await page.getByRole('link', { name: 'Player side' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});

test('a visitor is sent to the agency login; a member is refused the agent centre and the agency login', async ({ page }) => {
  await page.goto(`${gateway.url}/m/agent`);
  await expect(page).toHaveURL(/\/m\/agent\/login\?from=\/m\/agent$/);
  await agencyLogin(page, DEMO.username, DEMO.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Non-agents cannot log in' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(DEMO.username);

  await signIn(page, gateway.url, DEMO, '/m/agent');
  await expect(page.getByText('The agent centre is for agent accounts. Log in with an agent account to open it.')).toBeVisible();
  await page.getByRole('link', { name: 'Agency login' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/login/);
});
