import type { Page } from '@playwright/test';

import { currentCaptchaAnswer, DEMO, heldCaptcha, setSetting, signIn } from './fixtures/auth';
import { type RunningGateway, settingsSnapshot, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Feedback popup (docs/product.md#feedback), its flow (docs/product.md#states-and-transitions),
 * suggestion and captcha rules (docs/product.md#validation), PUT /wps/feedback
 * (docs/gateway-protocol.md#calls).
 */

const LENGTH_MESSAGE = 'The content must be between 20 and 200 characters';
const SUGGESTION = 'Please add more fishing games, they are great.';

// One gateway per worker; a test that turns the captcha off puts the switches back.
let gateway: RunningGateway;
let switches: Awaited<ReturnType<typeof settingsSnapshot>>;
test.beforeAll(async () => {
  gateway = await startGateway();
  switches = await settingsSnapshot(gateway.url, ['switches']);
});
test.afterEach(async () => {
  await switches.restore();
});
test.afterAll(async () => {
  await gateway.stop();
});

async function openFeedback(page: Page, base: string) {
  await signIn(page, base, DEMO, '/m/message');
  await page.getByRole('button', { name: 'Complaints and comments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complaints and comments' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('refuses 19 characters with the bounds, keeps the text, then sends 20 with the captcha', async ({ page, request }) => {
  const base = gateway.url;
  const dialog = await openFeedback(page, base);
  await expect(dialog.getByLabel('Username')).toHaveValue('demo');
  await expect(dialog.getByLabel('Username')).not.toBeEditable();
  await expect(dialog.getByRole('img', { name: 'Verification picture' })).toBeVisible();

  await dialog.getByLabel('Suggestion').fill('x'.repeat(19));
  await dialog.getByLabel('Verification code').fill(await currentCaptchaAnswer(page, request, base));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(LENGTH_MESSAGE);
  await expect(dialog.getByLabel('Suggestion')).toHaveValue('x'.repeat(19));
  await expect(dialog.getByLabel('Suggestion')).toBeFocused();

  await dialog.getByLabel('Suggestion').fill('x'.repeat(20));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('needs a captcha; a wrong one is refused with the text kept and a new picture', async ({ page, request }) => {
  const base = gateway.url;
  const dialog = await openFeedback(page, base);
  await dialog.getByLabel('Suggestion').fill(SUGGESTION);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a captcha');

  const refused = await heldCaptcha(page, request, base);
  expect(refused).not.toBeNull();
  await dialog.getByLabel('Verification code').fill(refused!.answer === '0000' ? '1111' : '0000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Verification code error');
  await expect(dialog.getByLabel('Suggestion')).toHaveValue(SUGGESTION);
  await expect(dialog.getByLabel('Verification code')).toHaveValue('');

  // The refused picture was replaced: the new answer goes through. (Between the gateway spending the
  // refused captcha and the app fetching the next, the browser holds none.)
  await expect
    .poll(async () => {
      const held = await heldCaptcha(page, request, base);
      return held !== null && held.id !== refused!.id;
    })
    .toBe(true);
  await dialog.getByLabel('Verification code').fill(await currentCaptchaAnswer(page, request, base));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sent successfully')).toBeVisible();
});

test('without CAPTCHA3 the popup asks for no captcha', async ({ page, request }) => {
  const base = gateway.url;
  await setSetting(request, base, 'switches', { CAPTCHA3: false });
  const dialog = await openFeedback(page, base);
  await expect(dialog.getByLabel('Verification code')).toHaveCount(0);
  await dialog.getByLabel('Suggestion').fill(SUGGESTION);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sent successfully')).toBeVisible();
});

test('a failed send shows its message above the popup and keeps the text', async ({ page, request }) => {
  const base = gateway.url;
  await setSetting(request, base, 'switches', { CAPTCHA3: false });
  const dialog = await openFeedback(page, base);
  await dialog.getByLabel('Suggestion').fill(SUGGESTION);
  // The connection drops as the suggestion is sent.
  await page.route('**/wps/feedback', (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const message = page.locator('.toast--error');
  await expect(message).toBeVisible();
  // A modal dialog covers everything outside the top layer, whatever its z-index: the message
  // is seen only if the toaster is in the top layer too.
  expect(await page.locator('.toaster').evaluate((toaster) => toaster.matches(':popover-open'))).toBe(true);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Suggestion')).toHaveValue(SUGGESTION);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
});
