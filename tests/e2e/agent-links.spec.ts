import type { Page } from '@playwright/test';

import { currentCaptchaAnswer } from './fixtures/auth';
import { type RunningGateway, startGateway } from './fixtures/gateway';
import { closedForToday } from './fixtures/popups';
import { expect, test } from './fixtures/test';

/*
 * An agent's invitation links, contracts and announcements (docs/product.md#agent-centre,
 * #agent-contracts): the agent makes a link and copies it, a visitor registers through it in a
 * browser of its own and shows among the link's registrations, the agent offers the new downline a
 * contract, then reads the agent announcements.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// One tour through five screens and a second browser: several cold page loads.
test.setTimeout(120_000);

// The tour adds a downline to `agent`'s team: a gateway of its own keeps the shared one's demo
// team as the other suites expect it.
let gateway: RunningGateway;
test.beforeAll(async () => {
  gateway = await startGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

/** The download-app offer, closed for today as a player who ticked 'Do not show today' would have. */
async function hideDownloadOffer(page: Page) {
  await closedForToday(page);
}

test('an agent shares an invitation link, sees who registered through it, offers a contract and reads the announcements', async ({
  page,
  browser,
  request,
}) => {
  const baseURL = gateway.url;
  const stamp = Date.now().toString(36).slice(-6).toUpperCase();
  const code = `E2E${stamp}`;
  const newcomer = `newbie${stamp.toLowerCase()}`;
  await hideDownloadOffer(page);

  await test.step('the agent logs in at the agency login and opens its invitation links', async () => {
    await page.goto(`${baseURL}/m/home`);
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByRole('link', { name: 'Log in as an agent' }).click();
    await page.getByLabel('Username').fill('agent');
    await page.getByLabel('Password', { exact: true }).fill('agent1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    // The agent's own pending contract is offered once after login.
    await page.getByRole('dialog', { name: 'Contract' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Invitation links' }).click();
    await expect(page).toHaveURL(/\/m\/linkManage$/);
    await expect(page.locator('[data-code="LUCKY888"]')).toBeVisible();
  });

  let address = '';
  await test.step('creates a link with its own code and a rebate preset, copies it and shows its QR code', async () => {
    await page.getByRole('button', { name: 'New link' }).click();
    const form = page.getByTestId('link-form');
    await form.getByLabel('Own code (optional)').fill(code);
    await form.getByLabel('Lottery', { exact: true }).fill('9');
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(form.getByText('Above what you may give')).toBeVisible();
    await form.getByLabel('Lottery', { exact: true }).fill('3');
    await form.getByRole('button', { name: 'Create link' }).click();
    const card = page.locator(`[data-code="${code}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('link-registrations')).toHaveText('0');
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    address = await page.evaluate(() => navigator.clipboard.readText());
    expect(address).toBe(`${baseURL}/m/register?affiliateCode=${code}`);
    await card.getByRole('button', { name: 'QR code' }).click();
    await expect(page.getByTestId('link-qr')).toHaveAttribute('data-payload', address);
    await page.getByRole('dialog', { name: code }).getByRole('button', { name: 'Close' }).click();
  });

  await test.step('a visitor opens the link in a browser of its own and registers', async () => {
    const visitorContext = await browser.newContext({ baseURL });
    try {
      await visitorContext.addInitScript(() => {
        localStorage.setItem('SHELL_PU_A', 'false');
        localStorage.setItem('SHELL_PU_B', 'false');
      });
      const visitor = await visitorContext.newPage();
      await hideDownloadOffer(visitor);
      await visitor.goto(address);
      await visitor.getByRole('tab', { name: 'Username' }).click();
      await expect(visitor.getByLabel('Invitation code')).toHaveValue(code);
      await visitor.getByLabel('Username').fill(newcomer);
      await visitor.getByLabel('Password', { exact: true }).fill('secret123');
      await visitor.getByLabel('Confirm password').fill('secret123');
      await expect(visitor.getByRole('img', { name: 'Verification picture' })).toBeVisible();
      await visitor.getByLabel('Verification code').fill(await currentCaptchaAnswer(visitor, request, baseURL));
      await visitor.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(visitor).toHaveURL(/\/m\/home$/);
    } finally {
      await visitorContext.close();
    }
  });

  await test.step("the agent sees the new account among the link's registrations", async () => {
    await page.reload();
    const card = page.locator(`[data-code="${code}"]`);
    await expect(card.getByTestId('link-registrations')).toHaveText('1');
    await card.getByRole('link', { name: 'Registered users' }).click();
    await expect(page).toHaveURL(/\/m\/linkDetail\?id=\d+$/);
    await expect(page.getByTestId('link-person').filter({ hasText: newcomer })).toBeVisible();
  });

  await test.step('offers the new downline a daily salary contract, after fixing a tier that does not rise', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await page.getByRole('link', { name: 'Daily salary contract' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/dailySalary$/);
    await expect(page.locator('[data-state="C"]')).toBeVisible();
    await page.getByRole('button', { name: 'Offer a contract' }).click();
    const form = page.getByTestId('offer-form');
    await form.getByLabel('Downline').selectOption(newcomer);
    const tiers = form.getByTestId('offer-tier');
    await tiers.nth(0).getByLabel('Team valid bets from').fill('10000');
    await tiers.nth(0).getByLabel('Active members from').fill('3');
    await tiers.nth(0).getByLabel('Salary').fill('100');
    await form.getByRole('button', { name: 'Add a tier' }).click();
    await tiers.nth(1).getByLabel('Team valid bets from').fill('5000');
    await tiers.nth(1).getByLabel('Active members from').fill('5');
    await tiers.nth(1).getByLabel('Salary').fill('500');
    await form.getByRole('button', { name: 'Offer the contract' }).click();
    await expect(tiers.nth(1).getByText('Must be higher than the tier before')).toBeVisible();
    await tiers.nth(1).getByLabel('Team valid bets from').fill('50000');
    await form.getByRole('button', { name: 'Offer the contract' }).click();
    const offered = page.locator(`[data-downline="${newcomer}"]`);
    await expect(offered).toHaveAttribute('data-state', 'P');
    await expect(offered.getByText('Waiting for the answer')).toBeVisible();
    await offered.getByRole('button', { name: 'History' }).click();
    await expect(offered.getByTestId('contract-history')).toContainText('agent');
  });

  await test.step('reads the agent announcements', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await page.getByRole('link', { name: 'Agent announcements' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/notice$/);
    const notice = page.getByTestId('agent-notice').filter({ hasText: 'Agent meeting on Friday' });
    await expect(notice).toHaveAttribute('data-read', 'false');
    await notice.getByRole('button').click();
    await expect(notice.getByTestId('agent-notice-content')).toContainText('Join the online agent meeting');
    await expect(notice).toHaveAttribute('data-read', 'true');
  });
});
