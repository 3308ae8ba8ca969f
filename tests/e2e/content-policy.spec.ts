import type { Page } from '@playwright/test';

import { loginThroughForm, sessionToken } from './fixtures/auth';
import { MERCHANT } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * The pages keep within the policies the gateway sends (docs/architecture.md#security): the app's
 * screens under a Content-Security-Policy without style-src 'unsafe-inline', the operator HTML's
 * inline styles still applied, the gateway's own pages (game, chat, lottery frame) with their
 * one hashed <style>, and a Permissions-Policy the browser reads without complaint. A violation
 * is reported as a `securitypolicyviolation` event and logged on the console: neither may happen.
 */

// The popups carry operator HTML with inline styles: they are what this suite is about.
test.use({ homePopups: true });

interface PolicyWatch {
  /** Violations and policy complaints seen so far, on every document and frame of the page. */
  problems: string[];
}

async function watchPolicies(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { problems: [] };
  await page.exposeFunction('reportPolicyViolation', (text: string) => watch.problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation?: (text: string) => void }).reportPolicyViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || event.sample || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy|permissions.policy/i.test(message.text()))
      watch.problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return watch;
}

/** A computed style of the first element the locator finds. */
const computed = (page: Page, selector: string, property: 'fontSize' | 'color') =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element)[name], property);

test('home, the game centre and login keep within the policy, and the popup’s operator styles apply', async ({ page }) => {
  const watch = await watchPolicies(page);
  // Home from the network on a first visit: the gateway's first paint, then the app and its popup.
  await page.goto('/m/home');
  const popup = page.getByRole('dialog', { name: 'Join now: 100 free spins' });
  await expect(popup).toBeVisible();
  // font-size: 28px of the operator's 750 px design, through the CSSOM: about 15 px here, not the
  // 16 px the paragraph would have without it.
  const text = popup.getByTestId('popup-content').locator('p').first();
  await expect(text).toHaveAttribute('style', /^font-size: calc\(0\.28 \* var\(--design-rem\)\);?$/);
  const fontSize = await text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(12);
  expect(fontSize).toBeLessThan(16);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  await page.goto('/m/gameCenter');
  await expect(page.getByTestId('category-section').first()).toBeVisible();
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(watch.problems).toEqual([]);
});

test('a member’s popups, the game page, the chat page and the lottery frame keep within theirs', async ({ page }) => {
  test.setTimeout(60_000);
  const watch = await watchPolicies(page);
  await page.addInitScript(() => localStorage.setItem('SHELL_PU_B', 'false'));
  await loginThroughForm(page, '', 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  const token = await sessionToken(page);
  // A fresh page with the stored session opens the member's popups; the second is the seeded
  // unsafe announcement, whose heading is styled inline.
  await page.reload();
  const popup = page.getByRole('dialog', { name: 'Deposit bonus this weekend' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Next' }).click();
  const unsafe = page.getByRole('dialog', { name: 'Midweek reload: 15% extra' });
  await expect(unsafe.getByTestId('popup-content')).toContainText('15% extra');
  expect(await computed(page, '[data-testid="popup-content"] h3', 'color')).toBe('rgb(245, 197, 24)');
  await unsafe.getByRole('button', { name: 'Close' }).click();

  const member = { Merchant: MERCHANT, Authorization: token };
  const launch = async (path: string) => {
    const response = await page.request.get(path, { headers: member });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { value: Record<string, string> }).value;
  };
  const [live] = (
    (await (
      await page.request.get('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1', { headers: { Merchant: MERCHANT } })
    ).json()) as {
      value: { list: { id: number }[] };
    }
  ).value.list;

  // The gateway's pages: each allows its own <style> (and the game page its script) by hash.
  await page.goto((await launch(`/wps/game/launchGame?gameId=${live!.id}&language=EN`)).gameUrl!);
  await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
  expect(await computed(page, 'body', 'color')).toBe('rgb(243, 246, 251)');
  await page.goto((await launch('/wps/chat/launch?b2c=1&language=EN&headerColor=%23aa3300')).chatUrl!);
  await expect(page.getByTestId('chat-back')).toBeVisible();
  expect(await page.locator('.chat-bar').evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe('rgb(170, 51, 0)');
  await page.goto(
    (await launch('/wps/game/lottery/launch?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Elott&lottoView=lobby&device=MOBILE')).gameUrl!,
  );
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('link').first()).toBeVisible();
  expect(watch.problems).toEqual([]);
});
