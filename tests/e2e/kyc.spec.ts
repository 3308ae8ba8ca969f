import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO, setSetting, signIn } from './fixtures/auth';
import { ADMIN_TOKEN, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

/*
 * Identity verification (docs/product.md#identity-verification), reached by tapping from /m/home:
 * the deposit page's gate, the form with an under-age birthday refused at once, ID pictures
 * (real JPEGs drawn in the page, large enough to be shrunk) fed to the camera inputs, a rejection
 * with its reason and Resubmit, and the operator's approval opening the deposit page. Its own
 * gateway: the test changes the operator's settings and the demo member's status.
 */

let gateway: RunningGateway;

test.beforeAll(async () => {
  gateway = await startGateway();
});
test.afterAll(async () => {
  await gateway.stop();
});

test.describe.configure({ mode: 'serial' });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function decide(request: APIRequestContext, username: string, decision: 'approve' | 'reject', reason?: string) {
  const response = await request.post(`${gateway.url}/admin/kyc/${username}/${decision}`, {
    headers: { 'Admin-Token': ADMIN_TOKEN },
    ...(reason ? { data: { reason } } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A real 12 MP photo: a JPEG drawn on a canvas in the page. */
async function photo(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 4000, 3000);
    context.fillStyle = '#fff';
    context.font = '200px sans-serif';
    context.fillText('REPUBLIC OF THE PHILIPPINES', 200, 600);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  }, colour);
  return Buffer.from(base64, 'base64');
}

async function openMemberCentre(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member centre' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
}

async function addPicture(page: Page, side: 'FRONT' | 'BACK' | 'SELFIE', jpeg: Buffer) {
  await page.getByTestId(`kyc-camera-${side}`).setInputFiles({ name: `${side.toLowerCase()}.jpg`, mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByTestId(`kyc-image-${side}`)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
}

test('a member verifies: the deposit gate, an under-age birthday, a rejection and Resubmit, then approval opens the deposit', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await setSetting(request, gateway.url, 'kyc', {
    kycSwitchValue: 'Y',
    beforeDepositVerification: 'Y',
    beforeWithdrawVerification: 'N',
    openGameVerification: 'N',
    minimumAge: 21,
    maxImageBytes: 5 * 1024 * 1024,
    maxImages: 3,
  });
  await signIn(page, gateway.url, DEMO);

  // The deposit page explains itself before anything is filled in.
  await openMemberCentre(page);
  await page.getByTestId('entry-deposit').click();
  const gate = page.getByTestId('kyc-gate');
  await expect(gate.getByRole('heading', { name: 'Verify your identity to deposit' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('kyc-gate-en.png') });

  // Member centre → Identity verification, with its badge.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByTestId('entry-verification').getByTestId('kyc-badge')).toHaveText('Not verified');
  await page.getByTestId('entry-verification').click();
  await expect(page).toHaveURL(/\/m\/identifyStatus$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('kyc-start').click();
  await expect(page).toHaveURL(/\/m\/verificationInfoPage$/);

  // The form: an under-age birthday is refused at once, with the operator's age.
  await page.getByLabel('Real name').fill('Juan dela Cruz');
  const birthday = page.getByLabel('Birthday');
  const young = new Date();
  young.setFullYear(young.getFullYear() - 20);
  await birthday.fill(young.toISOString().slice(0, 10));
  await expect(page.getByTestId('kyc-DATE_OF_BIRTH-error')).toHaveText('You must be 21 or older');
  await birthday.fill('1990-05-17');
  await expect(page.getByTestId('kyc-DATE_OF_BIRTH-error')).toHaveCount(0);
  await page.getByLabel('ID type').selectOption({ label: "Driver's licence" });
  await page.getByLabel('ID number').fill('N01-23-456789');

  // A driver's licence asks for its back; a selfie uses the front camera.
  await expect(page.getByTestId('kyc-camera-SELFIE')).toHaveAttribute('capture', 'user');
  await expect(page.getByTestId('kyc-camera-FRONT')).toHaveAttribute('capture', 'environment');
  await page
    .getByTestId('kyc-camera-BACK')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByTestId('kyc-image-error-BACK')).toHaveText('Only PNG or JPG pictures can be used.');
  await addPicture(page, 'FRONT', await photo(page, '#2a5db0'));
  await addPicture(page, 'BACK', await photo(page, '#3b7a57'));
  await addPicture(page, 'SELFIE', await photo(page, '#8a4b2a'));
  await expect(page.getByTestId('kyc-image-FRONT').getByRole('img')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('kyc-form-en.png'), fullPage: true });
  await page.getByTestId('kyc-submit').click();
  await expect(page).toHaveURL(/\/m\/identifyStatus$/);
  await expect(page.getByTestId('kyc-status-page')).toHaveAttribute('data-state', 'PENDING');
  await expect(page.getByTestId('kyc-badge')).toHaveText('Pending verification');

  // The operator rejects it: the reason, and Resubmit with the form filled as sent.
  await decide(request, DEMO.username, 'reject', 'The photo of the back is blurred.');
  await page.reload();
  await expect(page.getByTestId('kyc-reject-reason')).toHaveText('Reason: The photo of the back is blurred.');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('kyc-rejected-en.png') });
  await page.getByTestId('kyc-resubmit').click();
  await expect(page.getByLabel('Real name')).toHaveValue('Juan dela Cruz');
  await expect(page.getByLabel('ID number')).toHaveValue('N01-23-456789');
  await addPicture(page, 'BACK', await photo(page, '#2f6f4f'));
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-status-page')).toHaveAttribute('data-state', 'PENDING');

  // While pending the deposit page says it is being reviewed; once approved it opens.
  await page.goto(`${gateway.url}/m/home`);
  await openMemberCentre(page);
  await page.getByTestId('entry-deposit').click();
  await expect(gate.getByRole('heading', { name: 'Your verification is being reviewed' })).toBeVisible();
  await decide(request, DEMO.username, 'approve');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('entry-verification').getByTestId('kyc-badge')).toHaveText('Verified');
  await page.getByTestId('entry-deposit').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter/);
  await expect(gate).toHaveCount(0);
  await expect(page.getByTestId('deposit-template')).toBeVisible();
});

test('the verification pages in Tagalog', async ({ page }, testInfo) => {
  await signIn(page, gateway.url, DEMO);
  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.reload();
  await page.getByRole('navigation').first().waitFor();
  await page.locator('.tab-bar a[href="/m/member/home"]').click();
  await expect(page.getByTestId('entry-verification').getByTestId('kyc-badge')).toHaveText('Beripikado');
  await page.getByTestId('entry-verification').click();
  await expect(page.getByRole('heading', { name: /Pag-verify ng pagkakakilanlan/ })).toBeVisible();
  await expect(
    page.getByText('Na-verify na ang iyong pagkakakilanlan. Bukas na sa iyo ang deposito, withdrawal at mga laro.'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('kyc-status-ty.png') });
  await page.evaluate(() => localStorage.setItem('language', 'EN'));
});
