import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { encryptV2 } from '../test-support/client-crypto.ts';
import { captcha, rowCount, setSwitches } from '../test-support/flows.ts';
import { envelope, MERCHANT, startTestGateway, type TestGateway, testKeyring } from '../test-support/harness.ts';
import { gamePage, openGame, openLaunchedPage } from '../test-support/launched-pages.ts';
import { CONTENT_SECURITY_POLICY, FRAME_CONTENT_SECURITY_POLICY } from './security-headers.ts';

const APP = 'http://127.0.0.1:8300';
const BRAND = 'https://play.brand.com';
/** The address inject() requests are sent to in these tests, so that the gateway's own origin is known. */
const HOST = '127.0.0.1:8281';
const OWN = `http://${HOST}`;
const FOREIGN = 'http://127.0.0.1:9999';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ env: { APP_ORIGINS: `${APP}, ${BRAND}`, RATE_LIMITS: 'off' } });
});
afterAll(() => gateway.close());

const vary = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

/** An encrypted call as the app sends it from `origin` (v2 scheme), with the cookie the browser keeps. */
function encryptedFrom(origin: string, method: 'POST' | 'PUT', url: string, payload: unknown, cookie?: string) {
  const sealed = encryptV2(payload, testKeyring().rsaModulusHex);
  return gateway.request({
    method,
    url,
    headers: {
      host: HOST,
      origin,
      encryption: sealed.header,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload: sealed.body,
  });
}

function preflight(origin: string, url: string, method = 'POST') {
  return gateway.request({
    method: 'OPTIONS',
    url,
    merchant: null,
    headers: {
      host: HOST,
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,device,encryption,language,merchant',
    },
  });
}

function expectAllowed(response: LightMyRequestResponse, origin: string) {
  expect(response.headers['access-control-allow-origin']).toBe(origin);
  expect(response.headers['access-control-allow-credentials']).toBe('true');
  expect(vary(response)).toContain('origin');
}

describe('an app served from an origin of APP_ORIGINS', () => {
  it('reads the answers of its calls, with the headers it needs exposed', async () => {
    for (const origin of [APP, BRAND]) {
      const response = await gateway.request({ method: 'GET', url: '/wps/system/status', headers: { host: HOST, origin } });
      expect(response.statusCode).toBe(200);
      expectAllowed(response, origin);
      const exposed = String(response.headers['access-control-expose-headers']).toLowerCase();
      for (const header of ['date', 'etag', 'retry-after']) expect(exposed).toContain(header);
    }
    // A refusal too: the app reads its envelope.
    const refused = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { host: HOST, origin: APP } });
    expect(refused.statusCode).toBe(401);
    expectAllowed(refused, APP);
  });

  it('gets a preflight the browser keeps for two hours, naming every method and header the app uses', async () => {
    const response = await preflight(APP, '/wps/session/login');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectAllowed(response, APP);
    expect(response.headers['access-control-max-age']).toBe('7200');
    const methods = String(response.headers['access-control-allow-methods']).split(', ');
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    const headers = String(response.headers['access-control-allow-headers']).toLowerCase().split(', ');
    for (const header of ['merchant', 'language', 'device', 'encryption', 'authorization', 'content-type', 'if-none-match']) {
      expect(headers, header).toContain(header);
    }
  });

  it('logs in through the captcha and the encrypted login, the captcha cookie carried across origins', async () => {
    const image = await gateway.request({ method: 'GET', url: '/wps/captcha', headers: { host: HOST, origin: APP } });
    expectAllowed(image, APP);
    const id = /captchaId=([0-9a-f]{32})/.exec(String(image.headers['set-cookie']))?.[1] ?? '';
    const answer = String(gateway.store.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(id)?.answer);
    const response = await encryptedFrom(
      APP,
      'POST',
      '/wps/session/login',
      { username: 'demo', password: 'demo1234', captcha: answer },
      `captchaId=${id}`,
    );
    expect(envelope(response)).toMatchObject({ success: true });
    expectAllowed(response, APP);
  });
});

describe('an origin that is neither in APP_ORIGINS nor the gateway', () => {
  it('is refused with origin.not.allowed, preflight and call alike, and nothing is stored', async () => {
    const refusedPreflight = await preflight(FOREIGN, '/wps/member/register', 'PUT');
    expect(refusedPreflight.statusCode).toBe(403);
    expect(envelope(refusedPreflight)).toMatchObject({ success: false, code: 'origin.not.allowed', value: { origin: FOREIGN } });
    expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined();

    const image = await captcha(gateway);
    const accounts = rowCount(gateway, 'accounts');
    const register = await encryptedFrom(
      FOREIGN,
      'PUT',
      '/wps/member/register',
      {
        type: 0,
        username: 'crosssite1',
        password: 'secret123',
        confirmPassword: 'secret123',
        mobileNum: '9170000001',
        countryDialingCode: '+63',
        registerMethod: 'H5',
        captcha: image.answer,
      },
      image.cookie,
    );
    expect(register.statusCode).toBe(403);
    expect(envelope(register).code).toBe('origin.not.allowed');
    expect(register.headers['access-control-allow-origin']).toBeUndefined();
    expect(rowCount(gateway, 'accounts')).toBe(accounts);
    expect(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE username = ?').get('crosssite1')?.n).toBe(0);

    // Another scheme or port of an allowed host is another origin.
    for (const origin of ['https://127.0.0.1:8300', 'http://play.brand.com', 'http://127.0.0.1:8281.evil.example']) {
      const response = await gateway.request({ method: 'GET', url: '/wps/system/status', headers: { host: HOST, origin } });
      expect(envelope(response).code, origin).toBe('origin.not.allowed');
    }
  });

  it('leaves the same origin, requests without Origin and the opaque null origin as they were', async () => {
    // A same-origin POST carries Origin too.
    const sameOrigin = await encryptedFrom(OWN, 'POST', '/wps/session/login', { username: 'demo', password: 'demo1234' });
    expect(envelope(sameOrigin)).toMatchObject({ success: true });
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
    const noOrigin = await gateway.request({ method: 'GET', url: '/wps/system/status' });
    expect(noOrigin.statusCode).toBe(200);
    expect(noOrigin.headers['access-control-allow-origin']).toBeUndefined();
    // The sandboxed lottery frame posts its bets as `null`: its frame key decides, not the origin.
    const bet = await gateway.request({
      method: 'POST',
      url: `/lgw/lotto/${MERCHANT}/trad/games/1/bet`,
      merchant: null,
      headers: { host: HOST, origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'frame=forged&stake=1',
    });
    expect(bet.statusCode).toBe(401);
    expect(bet.headers['content-type']).toContain('text/html');
  });
});

describe('without APP_ORIGINS', () => {
  let sameOriginOnly: TestGateway;
  beforeAll(async () => {
    sameOriginOnly = await startTestGateway();
  });
  afterAll(() => sameOriginOnly.close());

  it('answers its own origin as before and refuses every other', async () => {
    const own = await sameOriginOnly.request({ method: 'GET', url: '/wps/system/status', headers: { host: HOST, origin: OWN } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    expect(vary(own)).not.toContain('origin');
    const other = await sameOriginOnly.request({ method: 'GET', url: '/wps/system/status', headers: { host: HOST, origin: APP } });
    expect(other.statusCode).toBe(403);
    expect(envelope(other).code).toBe('origin.not.allowed');
  });

  it('lets the lottery frame be framed by its own origin only', async () => {
    const frame = await sameOriginOnly.request({
      method: 'GET',
      url: `/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=forged`,
      merchant: null,
    });
    expect(frame.headers['content-security-policy']).toMatch(/; frame-ancestors 'self'$/);
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('framing by the app', () => {
  it('allows the APP_ORIGINS to frame the lottery frame, without X-Frame-Options, and nothing else', async () => {
    const frame = await gateway.request({ method: 'GET', url: `/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=forged`, merchant: null });
    expect(String(frame.headers['content-security-policy']).endsWith(`; frame-ancestors 'self' ${APP} ${BRAND}`)).toBe(true);
    expect(frame.headers['x-frame-options']).toBeUndefined();
    expect(FRAME_CONTENT_SECURITY_POLICY).toMatch(/; frame-ancestors 'self'$/);
    for (const url of ['/wps/system/status', '/lgw/games/mobile', `/lgw/play/${'0'.repeat(64)}`]) {
      const response = await gateway.request({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});

describe('cookies', () => {
  const setCookie = (response: LightMyRequestResponse) => String(response.headers['set-cookie']);

  it('over plain http stay SameSite=Strict: the app and the gateway on one host are one site whatever their ports', async () => {
    const image = await gateway.request({ method: 'GET', url: '/wps/captcha', headers: { host: HOST, origin: APP } });
    expect(setCookie(image)).toMatch(/^captchaId=[0-9a-f]{32}; Path=\/; Max-Age=300; HttpOnly; SameSite=Strict$/);
  });

  it('over HTTPS become SameSite=None; Secure; Partitioned: the captcha and the page keys', async () => {
    const https = await startTestGateway({ env: { APP_ORIGINS: BRAND, TRUST_PROXY: 'loopback', RATE_LIMITS: 'off' } });
    try {
      const viaProxy = { 'x-forwarded-proto': 'https', host: 'api.platform.com', origin: BRAND };
      const image = await https.request({ method: 'GET', url: '/wps/captcha', headers: viaProxy });
      expect(image.headers['access-control-allow-origin']).toBe(BRAND);
      expect(setCookie(image)).toMatch(/^captchaId=[0-9a-f]{32}; Path=\/; Max-Age=300; HttpOnly; SameSite=None; Secure; Partitioned$/);

      const sealed = encryptV2({ username: 'demo', password: 'demo1234' }, testKeyring().rsaModulusHex);
      const login = await https.request({
        method: 'POST',
        url: '/wps/session/login',
        headers: { ...viaProxy, encryption: sealed.header, 'content-type': 'application/json' },
        payload: sealed.body,
      });
      const { token } = envelope(login).value as { token: string };
      const game = https.store.catalog.games().find((candidate) => candidate.gameType === 'RNG')!;
      const launched = await https.request({
        method: 'GET',
        url: `/wps/game/launchGame?gameId=${game.id}`,
        headers: { ...viaProxy, authorization: token },
      });
      const { gameUrl } = envelope(launched).value as { gameUrl: string };
      // The navigation to the page carries no Origin.
      const opened = await https.request({ method: 'GET', url: gameUrl, merchant: null, headers: { 'x-forwarded-proto': 'https' } });
      expect(opened.statusCode).toBe(303);
      expect(setCookie(opened)).toMatch(
        /^playKey=[0-9a-f]{64}; Path=\/lgw\/play\/page\/[0-9a-f]{32}; Max-Age=7200; HttpOnly; SameSite=None; Secure; Partitioned$/,
      );

      // The proxy's plain-http hop is not HTTPS: nothing crosses sites there.
      const plain = await https.request({ method: 'GET', url: '/wps/captcha', headers: { ...viaProxy, 'x-forwarded-proto': 'http' } });
      expect(setCookie(plain)).toMatch(/HttpOnly; SameSite=Strict$/);
    } finally {
      await https.close();
    }
  });

  it('over plain http keep the page key Strict', async () => {
    const { token } = envelope(await encryptedFrom(APP, 'POST', '/wps/session/login', { username: 'demo', password: 'demo1234' }))
      .value as {
      token: string;
    };
    const game = gateway.store.catalog.games().find((candidate) => candidate.gameType === 'RNG')!;
    const page = await openGame(gateway, token, game.id);
    expect(page.setCookie).toMatch(/HttpOnly; SameSite=Strict$/);
  });
});

describe("the gateway's pages opened by an app on another origin", () => {
  async function demoToken(): Promise<string> {
    const login = await encryptedFrom(APP, 'POST', '/wps/session/login', { username: 'demo', password: 'demo1234' });
    return (envelope(login).value as { token: string }).token;
  }

  it("lead back to the app's origin, and to this origin's app when launched from it", async () => {
    const token = await demoToken();
    const game = gateway.store.catalog.games().find((candidate) => candidate.gameType === 'RNG')!;
    const launch = (origin: string | undefined) =>
      gateway.request({
        method: 'GET',
        url: `/wps/game/launchGame?gameId=${game.id}&backUrl=${encodeURIComponent('/m/slotsCenter?vassalage=NVS')}`,
        headers: { host: HOST, authorization: token, ...(origin ? { origin } : {}) },
      });
    for (const [origin, exit] of [
      [APP, `${APP}/m/slotsCenter?vassalage=NVS`],
      [undefined, '/m/slotsCenter?vassalage=NVS'],
    ] as const) {
      const launched = await launch(origin);
      const page = await openLaunchedPage(gateway, (envelope(launched).value as { gameUrl: string }).gameUrl);
      const html = (await gamePage(gateway, page)).body;
      expect(html).toContain(`id="exit" href="${exit}"`);
    }

    setSwitches(gateway, { CBS3: true, COMM3: true });
    const chat = await gateway.request({
      method: 'GET',
      url: `/wps/chat/launch?backUrl=${encodeURIComponent('/m/message')}`,
      headers: { host: HOST, authorization: token, origin: APP },
    });
    const chatPage = await openLaunchedPage(gateway, (envelope(chat).value as { chatUrl: string }).chatUrl);
    const chatHtml = (await gateway.request({ method: 'GET', url: chatPage.path, merchant: null, headers: { cookie: chatPage.cookie } }))
      .body;
    expect(chatHtml).toContain(`href="${APP}/m/message" data-testid="chat-back"`);
  });

  it('the demo payment page leads back to the app that placed the order, and to no origin it was not given', async () => {
    const token = await demoToken();
    const placed = await gateway.request({
      method: 'POST',
      url: '/wps/deposit/orders',
      headers: { host: HOST, authorization: token, origin: APP },
      payload: { channel: 'GCASH', amount: 100 },
    });
    const order = envelope(placed).value as { orderNo: string; payment: { launchUrl: string } };
    expect(order.payment.launchUrl).toMatch(new RegExp(`^/lgw/pay/[0-9a-f]{32}\\?app=${encodeURIComponent(APP)}$`));
    const back = `${APP}/m/voucherCenter?order=${order.orderNo}`;
    const page = await gateway.request({ method: 'GET', url: order.payment.launchUrl, merchant: null });
    expect(page.body).toContain(`<a href="${back}">`);
    const [path, query] = order.payment.launchUrl.split('?');
    const confirm = await gateway.request({
      method: 'POST',
      url: `${path}/confirm?${query}`,
      merchant: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(back);
    // An origin the gateway does not serve is dropped: the way back stays this origin's.
    const foreign = await gateway.request({ method: 'GET', url: `${path}?app=${encodeURIComponent(FOREIGN)}`, merchant: null });
    expect(foreign.body).toContain(`<a href="/m/voucherCenter?order=${order.orderNo}">`);
  });
});
