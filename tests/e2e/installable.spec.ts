import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, devices } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumExecutable } from './fixtures/browser';
import { expect, test } from './fixtures/test';

/*
 * Chromium's own installability checks, the ones Lighthouse used to report, pass for the
 * built app. They need a profile on disk: an incognito-like context is never installable.
 */
test('Chromium finds the app installable: manifest, icons, worker and start URL', async ({ baseURL }) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'lobby-install-'));
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/m/home`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
