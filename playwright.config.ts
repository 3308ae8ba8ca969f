import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, suiteBrowserExecutable } from './tests/e2e/fixtures/browser.ts';
import { ADMIN_TOKEN } from './tests/e2e/fixtures/gateway.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'lobby-e2e-shared-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * Browser suites run against the built app served by the reference gateway (same origin, real
 * service worker), on a fresh data directory, in a Pixel 7 profile.
 *
 * Time budgets hold at half speed (a machine busy with other work): a test waits on conditions,
 * each condition for up to 10 s, and a test gets 30 s unless its file or itself declares a
 * larger budget for what it does (several cold starts, a gateway of its own, a tour).
 */
export default defineConfig({
  fullyParallel: true,
  workers: 2,
  // A failure is a failure: a test that needs a second try is a test to fix, not to hide.
  retries: 0,
  reporter: process.env.PLAYWRIGHT_REPORTER ? [[process.env.PLAYWRIGHT_REPORTER]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: suiteBrowserExecutable(), args: CHROMIUM_ARGS },
    // The home page's marquees (notice bar, winners ticker) keep headless Chromium drawing 60
    // frames a second in software, about half a core per open page. Suites look at them under
    // reduced motion, as a player who asks for it would; the tests about motion opt back in
    // with `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'pixel-7', testDir: 'tests/e2e', use: { ...devices['Pixel 7'] } },
    // The built app from nginx (deploy/nginx) with the gateway on another origin, as operators
    // serve it: its files start their own nginx and gateways (README, Tests).
    { name: 'split-origin', testDir: 'tests/deploy', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning gateway/main.ts',
    url: `http://127.0.0.1:${port}/m/home`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_TOKEN, LOG_LEVEL: 'warn' },
  },
});
