import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { bytesToBase64 } from '../../src/lib/crypto/base64.ts';
import { desEcbEncrypt } from '../../src/lib/crypto/des.ts';
import { textbookRsaEncrypt } from '../../src/lib/crypto/textbook-rsa.ts';
import { hashToken } from '../lib/tokens.ts';
import { encryptOaep, encryptV2 } from '../test-support/client-crypto.ts';
import { envelope, type TestGateway, testKeyring } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

/**
 * The bad-input catalogue: every kind of broken request gets its 4xx failure envelope with a
 * stable code, nothing is half-written, and the server keeps answering afterwards.
 */
const { gateway } = useSeededGateway({ sessions: false });
const keyring = testKeyring();
const LOGIN = '/wps/session/login';

function counts() {
  const count = (table: string) => Number(gateway.store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n);
  return { sessions: count('sessions'), accounts: count('accounts'), failures: count('login_failures') };
}

let before: ReturnType<typeof counts>;
beforeAll(() => {
  before = counts();
});
afterEach(async () => {
  // Still alive, and nothing was written by any rejected request.
  const alive = await gateway.request({ method: 'GET', url: '/wps/system/status' });
  expect(alive.statusCode).toBe(200);
  expect(counts()).toEqual(before);
});

async function expectFailure(
  response: Awaited<ReturnType<TestGateway['request']>>,
  status: number,
  code: string,
): Promise<{ message?: string; value: unknown }> {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  const body = envelope(response);
  expect(body.success).toBe(false);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect('value' in body).toBe(true);
  return body;
}

describe('bodies', () => {
  it('malformed JSON → 400 request.malformed', async () => {
    for (const payload of ['{"value": ', '{value: 1}', 'null x', '{"a":1}}']) {
      const response = await gateway.request({ method: 'POST', url: LOGIN, payload, headers: { 'content-type': 'application/json' } });
      await expectFailure(response, 400, 'request.malformed');
    }
  });

  it('prototype-poisoning JSON → 400 request.malformed', async () => {
    const response = await gateway.request({
      method: 'POST',
      url: LOGIN,
      payload: '{"value":"x","__proto__":{"polluted":true}}',
      headers: { 'content-type': 'application/json' },
    });
    await expectFailure(response, 400, 'request.malformed');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('wrong types → 400 request.invalid naming the field', async () => {
    for (const payload of [{ value: 123 }, { value: ['a'] }, { value: { nested: true } }, { value: '' }]) {
      const response = await gateway.request({ method: 'POST', url: LOGIN, payload, headers: { encryption: 'abc' } });
      const body = await expectFailure(response, 400, 'request.invalid');
      expect(body.message).toContain('value');
    }
    const array = await gateway.request({ method: 'POST', url: LOGIN, payload: [1, 2] });
    await expectFailure(array, 400, 'request.invalid');
  });

  it('missing fields or no body → 400 request.invalid', async () => {
    const empty = await gateway.request({ method: 'POST', url: LOGIN, payload: {} });
    const body = await expectFailure(empty, 400, 'request.invalid');
    expect(body.message).toContain('value');
    const none = await gateway.request({ method: 'POST', url: LOGIN });
    await expectFailure(none, 400, 'request.invalid');
  });

  it('a body over 64 KiB → 413 request.too.large', async () => {
    const response = await gateway.request({ method: 'POST', url: LOGIN, payload: { value: 'A'.repeat(70 * 1024) } });
    await expectFailure(response, 413, 'request.too.large');
  });

  it('another content type → 415 request.unsupported.media', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await gateway.request({
        method: 'POST',
        url: LOGIN,
        payload: 'value=abc',
        headers: { 'content-type': contentType },
      });
      await expectFailure(response, 415, 'request.unsupported.media');
    }
  });
});

describe('encryption', () => {
  const post = (header: string | undefined, value: string) =>
    gateway.request({ method: 'POST', url: LOGIN, payload: { value }, headers: header === undefined ? {} : { encryption: header } });

  it('missing Encryption header → encryption.invalid', async () => {
    const request = encryptV2({ username: 'demo', password: 'demo1234' }, keyring.rsaModulusHex);
    await expectFailure(await post(undefined, request.body.value), 400, 'encryption.invalid');
  });

  it('v2: garbled header, non-base64, wrong padding, truncated → encryption.invalid', async () => {
    const request = encryptV2({ username: 'demo', password: 'demo1234' }, keyring.rsaModulusHex);
    await expectFailure(await post('not-hex!', request.body.value), 400, 'encryption.invalid');
    await expectFailure(await post(request.header, '***'), 400, 'encryption.invalid');
    const bytes = Buffer.from(request.body.value, 'base64');
    await expectFailure(await post(request.header, bytes.subarray(0, bytes.length - 8).toString('base64')), 400, 'encryption.invalid');
    await expectFailure(await post(request.header, bytes.subarray(0, 5).toString('base64')), 400, 'encryption.invalid');
    const secret = 'Zy9Xw8Vu7Ts6Rq5P';
    const plain = new TextEncoder().encode('{"username":"x"}');
    plain[15] = 9;
    const badPadding = desEcbEncrypt(plain, new TextEncoder().encode(secret).subarray(0, 8)).subarray(0, 16);
    await expectFailure(
      await post(textbookRsaEncrypt(secret, keyring.rsaModulusHex), bytesToBase64(badPadding)),
      400,
      'encryption.invalid',
    );
  });

  it('v2: a header not in whole 16-bit digits of 4 hex characters, or longer than the modulus → encryption.invalid', async () => {
    const request = encryptV2({ username: 'demo', password: 'demo1234' }, keyring.rsaModulusHex);
    const padded = request.header.padStart(256, '0');
    // From an address of its own: these logins would otherwise count against the others' limit.
    for (const header of [padded.slice(1), padded.slice(2), `0${padded}`, `0000${padded}`]) {
      const response = await gateway.request({
        method: 'POST',
        url: LOGIN,
        payload: { value: request.body.value },
        headers: { encryption: header },
        remoteAddress: '10.4.4.4',
      });
      await expectFailure(response, 400, 'encryption.invalid');
    }
  });

  it('modern: wrong key id, truncated, tampered, non-base64 → encryption.invalid', async () => {
    const request = await encryptOaep({ username: 'demo', password: 'demo1234' }, keyring.oaepKey);
    const otherKid = request.header.replace(keyring.oaepKey.kid, 'ffffffffffffffff');
    await expectFailure(await post(otherKid, request.body.value), 400, 'encryption.invalid');
    const bytes = Buffer.from(request.body.value, 'base64');
    await expectFailure(await post(request.header, bytes.subarray(0, 16).toString('base64')), 400, 'encryption.invalid');
    const tampered = Buffer.from(bytes);
    tampered[bytes.length - 1] = (tampered[bytes.length - 1] ?? 0) ^ 0xff;
    await expectFailure(await post(request.header, tampered.toString('base64')), 400, 'encryption.invalid');
    await expectFailure(await post(request.header, 'é'), 400, 'encryption.invalid');
    await expectFailure(await post('oaep.garbage', request.body.value), 400, 'encryption.invalid');
  });
});

describe('merchant', () => {
  it('missing or unknown Merchant → 400 merchant.unknown on every /wps route but the v2 key', async () => {
    for (const url of ['/wps/system/status', '/wps/captcha', '/wps/session/key/oaep', '/wps/member/info']) {
      await expectFailure(await gateway.request({ method: 'GET', url, merchant: null }), 400, 'merchant.unknown');
      await expectFailure(await gateway.request({ method: 'GET', url, merchant: 'someone-else' }), 400, 'merchant.unknown');
    }
    // The platform's client asks for the v2 key without Merchant; one that is sent is still checked.
    expect((await gateway.request({ method: 'GET', url: '/wps/session/key/rsa', merchant: null })).statusCode).toBe(200);
    await expectFailure(
      await gateway.request({ method: 'GET', url: '/wps/session/key/rsa', merchant: 'someone-else' }),
      400,
      'merchant.unknown',
    );
    await expectFailure(await gateway.request({ method: 'POST', url: '/wps/session/key/rsa', merchant: null }), 404, 'route.not.found');
    const request = encryptV2({ username: 'demo', password: 'demo1234' }, keyring.rsaModulusHex);
    const login = await gateway.request({
      method: 'POST',
      url: LOGIN,
      merchant: null,
      payload: request.body,
      headers: { encryption: request.header },
    });
    await expectFailure(login, 400, 'merchant.unknown');
  });
});

describe('sessions', () => {
  it('forged token → 401 login.not.session', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: 'f'.repeat(64) } });
    await expectFailure(response, 401, 'login.not.session');
  });

  it('expired token → 401 login.not.session', async () => {
    const token = 'e'.repeat(64);
    gateway.store.db
      .prepare('INSERT INTO sessions (token_hash, account_id, merchant_code, created_at, expires_at) VALUES (?, 100001, ?, ?, ?)')
      .run(hashToken(token), 'nasa11f2', Date.now() - 10_000, Date.now() - 1);
    try {
      const response = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
      await expectFailure(response, 401, 'login.not.session');
    } finally {
      gateway.store.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
    }
  });
});

describe('routes', () => {
  it('unknown routes and methods → 404 route.not.found, with security headers', async () => {
    for (const [method, url] of [
      ['GET', '/wps/unknown'],
      ['POST', '/wps/system/status'],
      ['GET', '/lgw/games/unknown'],
      ['GET', '/admin/unknown'],
      ['GET', '/m/home'],
      ['DELETE', '/anything'],
    ] as const) {
      const response = await gateway.request({ method, url });
      await expectFailure(response, 404, 'route.not.found');
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a malformed URL → 400 request.malformed', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/system/%E0%A4%A' });
    await expectFailure(response, 400, 'request.malformed');
  });

  it('a wrong query type → 400 request.invalid', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/session/key/rsa?t=' + '9'.repeat(50) });
    await expectFailure(response, 400, 'request.invalid');
    // The key route answers text, its refusals envelopes, with or without Merchant.
    const bare = await gateway.request({ method: 'GET', url: '/wps/session/key/rsa?t=x', merchant: null });
    await expectFailure(bare, 400, 'request.invalid');
  });
});
