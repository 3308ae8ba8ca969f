import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import type { MemberPnl } from '../../src/contract/member-pnl.ts';
import { addDays, operatorDate } from '../../src/contract/report-range.ts';
import { DEMO, sessionToken } from './fixtures/auth';
import { MERCHANT } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * The member's profit and loss (docs/product.md#profit-and-loss), reached by tapping from /m/home:
 * the seeded figures as the gateway answers them, another range, the table behind the chart, the
 * refusal of a range too long that keeps the dates typed, and Tagalog; a visitor's deep link
 * goes through the login and back. Reads only: the shared gateway.
 */

const money = (amount: number) => `₱${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const signed = (amount: number) => `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${money(amount)}`;

// The same scan as the route table's (tests/e2e/accessibility.spec.ts).
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  const found = results.violations.map(
    (violation) => `${where}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

async function answer(request: APIRequestContext, token: string, startDate: string, endDate: string): Promise<MemberPnl> {
  const response = await request.get(`/wps/relay/ODSFE2_MemPNL?startDate=${startDate}&endDate=${endDate}`, {
    headers: { Merchant: MERCHANT, Authorization: token },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: MemberPnl }).value;
}

async function expectTotals(page: Page, pnl: MemberPnl) {
  await expect(page.getByTestId('pnl-bets')).toHaveText(money(pnl.footer.betAmount));
  await expect(page.getByTestId('pnl-valid-bets')).toHaveText(money(pnl.footer.validBet));
  await expect(page.getByTestId('pnl-net')).toHaveText(signed(pnl.footer.winLoss));
}

test('a member opens their profit and loss from the member centre: totals, this month, the table, a refused range, Tagalog', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const token = await sessionToken(page);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
  await page.getByTestId('entry-profitAndLoss').click();
  await expect(page).toHaveURL(/\/m\/profitandloss$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profit and loss');

  // Last 7 days first: the seeded figures, as the gateway answers them.
  const today = operatorDate(Date.now());
  const week = await answer(request, token, addDays(today, -6), today);
  expect(week.list.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expectTotals(page, week);
  await expect(page.getByRole('img', { name: /^Net result per day from / })).toBeVisible();
  await expect(page.getByTestId('pnl-categories').getByRole('listitem')).toHaveCount(week.footer.byCategory.length);
  await expectNoAxeViolations(page, 'profit and loss, chart');

  await page.getByRole('button', { name: 'This month' }).click();
  const month = await answer(request, token, `${today.slice(0, 8)}01`, today);
  await expectTotals(page, month);
  // Early in a month the two ranges may be the same days; otherwise the figures moved.
  if (month.footer.betAmount !== week.footer.betAmount) {
    await expect(page.getByTestId('pnl-bets')).not.toHaveText(money(week.footer.betAmount));
  }

  await page.getByRole('button', { name: 'Table' }).click();
  const rows = page.getByTestId('pnl-day');
  await expect(rows).toHaveCount(month.list.length);
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(signed(month.list[0]!.winLoss));
  await expect(page.getByRole('img', { name: /^Net result per day from / })).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/profitandloss\?view=table$/);
  await expectNoAxeViolations(page, 'profit and loss, table');

  // A custom range over 31 days is refused before asking, the dates kept as typed, the figures kept.
  await page.getByRole('button', { name: 'Custom' }).click();
  const tooEarly = addDays(today, -40);
  await page.getByLabel('From').fill(tooEarly);
  await expect(page.getByTestId('pnl-range-refusal')).toHaveText('Choose at most 31 days at a time.');
  await expect(page.getByLabel('From')).toHaveValue(tooEarly);
  await expect(rows).toHaveCount(month.list.length);

  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kita at lugi');
  await expect(page.getByRole('button', { name: 'Huling 7 araw' })).toHaveAttribute('aria-pressed', 'true');
  await expectTotals(page, week);
});

test("a visitor's link to the profit and loss goes through the login and back", async ({ page }) => {
  await page.goto('/m/profitandloss');
  await expect(page).toHaveURL(/\/m\/login\?from=\/m\/profitandloss$/);
  await expect(page.getByText('Log in to see your account')).toBeVisible();
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/profitandloss$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profit and loss');
  await expect(page.getByTestId('pnl-net')).toBeVisible();
});
