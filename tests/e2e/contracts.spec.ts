import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO, loginThroughForm, signIn } from './fixtures/auth';
import { ADMIN_TOKEN, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Pending contracts and the agent contract routes (docs/product.md#agent-contracts): the alert
 * after login, the contract page with its terms, Accept / Decline stored in the gateway.
 */

async function login(page: Page, base: string, username: string, password: string) {
  await loginThroughForm(page, base, username, password);
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function createContract(request: APIRequestContext, base: string, kind: string) {
  const response = await request.post(`${base}/admin/contracts`, {
    headers: { 'Admin-Token': ADMIN_TOKEN },
    data: { username: 'agent', kind },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const alert = (page: Page) => page.getByRole('dialog', { name: 'Contract' });
const contract = (page: Page) => page.getByTestId('contract');

test.describe('visitors and members without contracts', () => {
  test('a visitor is sent to login; a member without a contract sees no data', async ({ page, baseURL }) => {
    await page.goto('/m/member/agent/getHourContract');
    await expect(page).toHaveURL(/\/m\/login\?from=\/m\/member\/agent\/getHourContract$/);
    await signIn(page, baseURL!, DEMO, '/m/member/agent/getSalaryContract');
    await expect(page.getByText('No data')).toBeVisible();
  });
});

test.describe('agent', () => {
  let gateway: RunningGateway;
  test.beforeEach(async () => {
    // Accepting or declining settles a contract for good: each test gets a gateway of its own,
    // and with its many page loads, the slow-test budget.
    test.slow();
    gateway = await startGateway();
  });
  test.afterEach(async () => {
    await gateway.stop();
  });

  test('accepts the daily salary contract: stored, kept after reload, no alert on the next login', async ({ page }) => {
    const base = gateway.url;
    await login(page, base, 'agent', 'agent1234');
    await expect(alert(page).getByText('A daily salary contract is waiting for you')).toBeVisible();
    await alert(page).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

    await expect(contract(page)).toHaveAttribute('data-status', 'pending');
    // Reopened straight on the contract's page, the alert does not ask again over it.
    const asked = page.waitForResponse((response) => response.url().includes('/wps/agent/contract/request'));
    await page.reload();
    await asked;
    await expect(contract(page)).toHaveAttribute('data-status', 'pending');
    await expect(alert(page)).toHaveCount(0);
    await expect(contract(page).getByRole('table')).toContainText('₱10,000.00');
    await expect(contract(page).getByRole('table')).toContainText('₱100.00');
    await contract(page).getByRole('button', { name: 'Accept' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept the contract?' });
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(contract(page)).toHaveAttribute('data-status', 'accepted');
    await expect(contract(page).getByTestId('contract-status')).toContainText('Accepted on');
    await expect(contract(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);

    await page.reload();
    await expect(contract(page)).toHaveAttribute('data-status', 'accepted');
    await expect(contract(page).getByRole('button', { name: 'Decline' })).toHaveCount(0);

    // Log out, log in again: nothing is pending any more.
    await page.goto(`${base}/m/member/home`);
    await page.getByTestId('member-centre').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await login(page, base, 'agent', 'agent1234');
    await page.goto(`${base}/m/member/home`);
    await expect(page.getByTestId('member-centre-name')).toHaveText('Agent Smith');
    await expect(page.getByTestId('member-contract-link')).toHaveCount(0);
    await expect(alert(page)).toHaveCount(0);
  });

  test('declines a dividend contract; the member centre links the contract still waiting', async ({ page, request }) => {
    const base = gateway.url;
    await createContract(request, base, 'DIVIDEND');
    await login(page, base, 'agent', 'agent1234');
    await alert(page).getByRole('button', { name: 'Cancel' }).click();

    // The alert asks once per login and browser session: a reload does not ask again, and the
    // member centre still links both contracts waiting.
    await page.goto(`${base}/m/member/home`);
    const links = page.getByTestId('member-contract-link');
    await expect(links).toHaveCount(2);
    await expect(alert(page)).toHaveCount(0);
    await links.filter({ hasText: 'dividend' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    await expect(contract(page)).toHaveAttribute('data-status', 'pending');
    await expect(contract(page).getByRole('table')).toContainText('%');

    // Cancelling the confirmation answers nothing.
    await contract(page).getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('dialog', { name: 'Decline the contract?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(contract(page)).toHaveAttribute('data-status', 'pending');

    await contract(page).getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('dialog', { name: 'Decline the contract?' }).getByRole('button', { name: 'Decline' }).click();
    await expect(contract(page)).toHaveAttribute('data-status', 'declined');
    await expect(contract(page).getByTestId('contract-status')).toContainText('Declined on');
    await page.reload();
    await expect(contract(page)).toHaveAttribute('data-status', 'declined');

    await page.goto(`${base}/m/member/home`);
    await expect(page.getByTestId('member-contract-link')).toHaveCount(1);
    await expect(alert(page)).toHaveCount(0);
    await expect(page.getByTestId('member-contract-link')).toContainText('daily salary');
    await page.goto(`${base}/m/member/agent/getHourContract`);
    await expect(page.getByText('No data')).toBeVisible();
  });
});
