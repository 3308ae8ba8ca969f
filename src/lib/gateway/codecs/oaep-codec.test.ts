import { afterEach, describe, expect, it, vi } from 'vitest';

import { base64ToBytes, bytesToBase64 } from '@/lib/crypto/base64';

import { createOaepCodec, sealedText } from './oaep-codec';
import type { OaepKey } from './request-codec';

/** Encrypts with a key pair of its own and reads the sealed text back as the gateway would. */
async function sentText(payload: unknown, key: Partial<OaepKey> = {}): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    false,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  const sealed = await createOaepCodec(async () => ({ alg: 'RSA-OAEP-256+A256GCM', kid: 'k', spki, ...key })).encrypt(payload);
  const wrapped = base64ToBytes(sealed.header.split('.')[2] ?? '');
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, wrapped as BufferSource);
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const body = base64ToBytes(sealed.body.value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: body.slice(0, 12) }, aesKey, body.slice(12));
  return new TextDecoder().decode(plain);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RSA-OAEP codec payloads (docs/gateway-protocol.md#the-rsa-oaep-scheme)', () => {
  it("seals {ts, nonce, payload}, the payload an object's JSON or a string as it is", async () => {
    expect(JSON.parse(await sentText({ a: 'ü' }))).toEqual({
      ts: expect.any(Number),
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      payload: { a: 'ü' },
    });
    expect(await sentText('{"a":1}')).toMatch(/^\{"ts":\d+,"nonce":"[0-9a-f]{32}","payload":\{"a":1\}\}$/);
  });

  it("stamps the gateway's time from the key's answer, not the phone's clock", async () => {
    vi.useFakeTimers({ now: 1_000_000_000_000, toFake: ['Date'] });
    expect(JSON.parse(await sentText({}, { serverTime: 1_700_000_000_123 })).ts).toBe(1_700_000_000_123);
    // A gateway that sends no time: the phone's clock is all there is.
    expect(JSON.parse(await sentText({})).ts).toBe(1_000_000_000_000);
  });

  it('makes a new nonce for every body', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) nonces.add(JSON.parse(await sentText({})).nonce as string);
    expect(nonces.size).toBe(3);
  });

  it("writes the sealed text around the payload's own text", () => {
    expect(sealedText({ b: [1] }, 5, 'f'.repeat(32))).toBe(`{"ts":5,"nonce":"${'f'.repeat(32)}","payload":{"b":[1]}}`);
  });
});
