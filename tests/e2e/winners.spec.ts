import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { MERCHANT } from './fixtures/gateway';

type Vo = { customerName: string; gameName: string; winAmount: number; notAuto: number; currencySymbol: string };

const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One category's board as the page must show it: notAuto 0 entries, highest win first, as "name|game|amount". */
async function expectedBoard(request: APIRequestContext, category: string): Promise<string[]> {
  const answer = await (
    await request.get(`/wps/winners?gameCategory=${category}&limitNum=100&language=EN`, { headers: { Merchant: MERCHANT } })
  ).json();
  return (answer.value.list as { vo: Vo }[])
    .map((entry) => entry.vo)
    .filter((vo) => vo.notAuto === 0)
    .sort((a, b) => b.winAmount - a.winAmount)
    .map((vo) => `${vo.customerName}|${vo.gameName}|${vo.currencySymbol}${money.format(vo.winAmount)}`);
}

function shownBoard(page: Page): Promise<string[]> {
  return page
    .getByTestId('winner-row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        ['.winners-list__name', '.winners-list__game', '.winners-list__amount']
          .map((part) => row.querySelector(part)?.textContent ?? '')
          .join('|'),
      ),
    );
}

test.beforeEach(async ({ page }) => {
  // The visitor popup, closed for good as a player closes it: the ticker is what this is about.
  await page.addInitScript(() => localStorage.setItem('SHELL_PU_B', 'false'));
});

test('the ticker opens the whole board, one category at a time; offline the board says how old it is', async ({
  page,
  request,
  context,
}) => {
  const all = await expectedBoard(request, 'ALL');
  await page.goto('/m/home');
  // The board itself is the tap target; the heading's link is the same way for a keyboard or a screen reader.
  await expect(page.getByRole('link', { name: 'Latest winners' })).toHaveAttribute('href', '/m/winners');
  await page.getByTestId('winners-ticker').click();
  await expect(page).toHaveURL(/\/m\/winners$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest winners');
  await expect(page.getByTestId('winner-row')).toHaveCount(all.length);
  expect(await shownBoard(page)).toEqual(all);

  // A category of the lobby with some winners but not all of them: the board changes with it.
  const tabs = page.getByRole('tablist', { name: 'Game category' }).getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  // The lobby's categories come after the board: wait for them.
  await expect(tabs.nth(1)).toBeVisible();
  const codes = await tabs.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.category ?? ''));
  let chosen: { code: string; board: string[] } | undefined;
  for (const code of codes.filter((code) => code !== 'ALL')) {
    const board = await expectedBoard(request, code);
    if (board.length > 0 && board.length < all.length) {
      chosen = { code, board };
      break;
    }
  }
  expect(chosen, 'a lobby category with some of the winners').toBeDefined();
  await page.locator(`[role="tab"][data-category="${chosen!.code}"]`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]gameCategory=${chosen!.code}$`));
  await expect(page.getByTestId('winner-row')).toHaveCount(chosen!.board.length);
  expect(await shownBoard(page)).toEqual(chosen!.board);

  // Offline, the board already seen is shown, marked as the last one known.
  await context.setOffline(true);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByTestId('winner-row')).toHaveCount(all.length);
  await expect(page.getByTestId('winners-age')).toContainText('Offline. Saved');
  await context.setOffline(false);

  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('in Tagalog the page, its tabs and its board speak Tagalog', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'TY'));
  await page.goto('/m/winners');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mga pinakabagong nanalo');
  await expect(page.getByRole('tab', { name: 'Lahat' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('winner-row').first()).toBeVisible();
});
