/**
 * Screenshots of app pages as a player sees them, to check a change by eye: the built app
 * (`npm run build` first) served by a reference gateway of its own on fresh demo data, in the
 * suites' Pixel 7 profile, for every width and language asked.
 *
 *   node tests/tools/screenshots.ts [--out DIR] [--widths 412,360] [--languages EN,TY]
 *     [--as USER:PASSWORD [--agent] [--log-out]] [--height N] [--full] [--popups] [--sheet] PATH…
 *
 * `--as` logs in through the login page first (with Remember password, its default; `--agent`: the
 * agency login); `--log-out`
 * then logs out from the member centre, to see what a device keeps after a logout. Files are named
 * `<path>-<visitor|user|user-logged-out>-<language>-<width>.png`; `--sheet` also puts each path's
 * shots side by side in `<path>-<who>-sheet.png`, to look at them in one go. Popup
 * announcements and the download offer are closed as a returning player would have them, unless
 * `--popups`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type Browser, type BrowserContext, chromium, devices } from '@playwright/test';

import { CHROMIUM_ARGS, suiteBrowserExecutable } from '../e2e/fixtures/browser.ts';
import { startGateway } from '../e2e/fixtures/gateway.ts';

interface Options {
  out: string;
  widths: number[];
  languages: string[];
  account: { username: string; password: string } | null;
  /** Log in through the agency login instead of the member one. */
  agent: boolean;
  logOut: boolean;
  height: number;
  full: boolean;
  popups: boolean;
  sheet: boolean;
  paths: string[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    out: 'screenshots',
    widths: [412, 360],
    languages: ['EN', 'TY'],
    account: null,
    agent: false,
    logOut: false,
    height: 915,
    full: false,
    popups: false,
    sheet: false,
    paths: [],
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index]!;
    const value = () => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--out') options.out = value();
    else if (flag === '--widths') options.widths = value().split(',').map(Number);
    else if (flag === '--languages') options.languages = value().split(',');
    else if (flag === '--height') options.height = Number(value());
    else if (flag === '--full') options.full = true;
    else if (flag === '--popups') options.popups = true;
    else if (flag === '--log-out') options.logOut = true;
    else if (flag === '--agent') options.agent = true;
    else if (flag === '--sheet') options.sheet = true;
    else if (flag === '--as') {
      const [username = '', password = ''] = value().split(':');
      options.account = { username, password };
    } else if (flag.startsWith('--')) throw new Error(`Unknown option ${flag}`);
    else options.paths.push(flag);
  }
  if (options.paths.length === 0) throw new Error('Name at least one path, e.g. /m/home');
  if (options.logOut && !options.account) throw new Error('--log-out needs --as USER:PASSWORD');
  if (options.agent && !options.account) throw new Error('--agent needs --as USER:PASSWORD');
  return options;
}

const slug = (pagePath: string) =>
  pagePath
    .replace(/^\/+/, '')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .slice(0, 80) || 'root';

async function settle(context: BrowserContext, url: string, file: string, full: boolean) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage: full });
  await page.close();
}

/** The shots side by side, each scaled to the same height, drawn by the browser itself. */
async function sheet(browser: Browser, files: string[], file: string) {
  const height = 900;
  const images = files.map(
    (shot) => `<img src="data:image/png;base64,${readFileSync(shot).toString('base64')}" style="height:${height}px">`,
  );
  const page = await browser.newPage({ viewport: { width: 480 * files.length, height } });
  await page.setContent(`<body style="margin:0;display:flex;gap:8px;background:#888">${images.join('')}</body>`);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
}

const options = parseOptions(process.argv.slice(2));
mkdirSync(options.out, { recursive: true });
const gateway = await startGateway({ RATE_LIMITS: 'off' });
const browser = await chromium.launch({ executablePath: suiteBrowserExecutable(), args: CHROMIUM_ARGS });
const shotsByPath = new Map<string, string[]>(options.paths.map((pagePath) => [pagePath, []]));
const who = options.account ? `${options.account.username}${options.logOut ? '-logged-out' : ''}` : 'visitor';
/** Pages opened to log in or out carry this fragment: they run in English, whose labels the steps name. */
const SETUP = '#screenshots-setup';
try {
  for (const language of options.languages) {
    for (const width of options.widths) {
      const context = await browser.newContext({
        ...devices['Pixel 7'],
        viewport: { width, height: options.height },
        reducedMotion: 'reduce',
      });
      await context.addInitScript(
        ({ language, popups, setup }) => {
          localStorage.setItem('language', location.hash === setup ? 'EN' : language);
          if (popups) return;
          localStorage.setItem('SHELL_PU_A', 'false');
          localStorage.setItem('SHELL_PU_B', 'false');
          const now = new Date();
          const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
          localStorage.setItem('DOWNLOAD_POPUP_HIDDEN_ON', today);
        },
        { language, popups: options.popups, setup: SETUP },
      );
      if (options.account) {
        const page = await context.newPage();
        const loginPath = options.agent ? '/m/agent/login' : '/m/login';
        await page.goto(`${gateway.url}${loginPath}${SETUP}`);
        await page.locator('input[name="username"]').fill(options.account.username);
        await page.locator('input[name="password"]').fill(options.account.password);
        await page.locator('form button[type="submit"]').first().click();
        await page.waitForURL((url) => !url.pathname.endsWith(loginPath));
        if (options.logOut) {
          await page.goto(`${gateway.url}/m/member/home${SETUP}`);
          await page.getByRole('button', { name: 'Log out' }).click();
          await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
          await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).waitFor();
        }
        await page.close();
      }
      for (const pagePath of options.paths) {
        const file = path.join(options.out, `${slug(pagePath)}-${who}-${language}-${width}.png`);
        await settle(context, `${gateway.url}${pagePath}`, file, options.full);
        shotsByPath.get(pagePath)!.push(file);
        console.log(file);
      }
      await context.close();
    }
  }
  if (options.sheet) {
    for (const [pagePath, files] of shotsByPath) {
      const file = path.join(options.out, `${slug(pagePath)}-${who}-sheet.png`);
      await sheet(browser, files, file);
      console.log(file);
    }
  }
} finally {
  await browser.close();
  await gateway.stop();
}
