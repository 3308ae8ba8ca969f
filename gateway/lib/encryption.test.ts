import { describe, expect, it } from 'vitest';

import { bytesToBase64 } from '../../src/lib/crypto/base64.ts';
import { desEcbEncrypt } from '../../src/lib/crypto/des.ts';
import { textbookRsaEncrypt } from '../../src/lib/crypto/textbook-rsa.ts';
import { encryptOaep, encryptOaepText, encryptV2 } from '../test-support/client-crypto.ts';
import { fixedV2PrivateKey, SECRET_WITH_SHORT_HEADER } from '../test-support/fixed-v2-key.ts';
import { testKeyring } from '../test-support/harness.ts';
import { createKeyring, type Keyring, type KeyringOptions, OAEP_FRESHNESS_MS, V2_REPLAY_WINDOW_MS } from './encryption.ts';
import { type ErrorCode, GatewayError } from './errors.ts';

const keyring = testKeyring();
const payload = { username: 'demo', password: 'demo1234', note: 'ünïcødé ✓' };

async function refusal(target: Keyring, header: string | undefined, value: unknown, code: ErrorCode): Promise<GatewayError> {
  const error = await target.decrypt(header, value).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GatewayError);
  expect((error as GatewayError).code).toBe(code);
  return error as GatewayError;
}

function rejection(header: string | undefined, value: unknown): Promise<GatewayError> {
  return refusal(keyring, header, value, 'encryption.invalid');
}

/** A keyring on a clock the test moves. */
function keyringAt(start: number, options: Omit<KeyringOptions, 'now'> = {}): { keyring: Keyring; clock: { now: number } } {
  const clock = { now: start };
  return { keyring: createKeyring({ ...options, now: () => clock.now }), clock };
}

describe('keyring', () => {
  it('publishes a 1024-bit modulus as 256 lowercase hex digits and an OAEP key with its id', () => {
    expect(keyring.rsaModulusHex).toMatch(/^[0-9a-f]{256}$/);
    expect(BigInt(`0x${keyring.rsaModulusHex}`) >> 1023n).toBe(1n);
    expect(keyring.oaepKey.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(keyring.oaepKey.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(Buffer.from(keyring.oaepKey.spki, 'base64').length).toBeGreaterThan(290);
  });

  it('decrypts the platform v2 scheme (textbook RSA + DES)', async () => {
    const request = encryptV2(payload, keyring.rsaModulusHex);
    expect(request.header).toMatch(/^(?:[0-9a-f]{4}){1,64}$/);
    await expect(keyring.decrypt(request.header, request.body.value)).resolves.toEqual(payload);
  });

  it('decrypts a v2 header of 252 hex digits, as the platform writes one whose top 16-bit digit is zero', async () => {
    // docs/gateway-protocol.md#the-platforms-v2-scheme: about one request in 2^16.
    const { keyring: fixed, clock } = keyringAt(0, { v2PrivateKey: fixedV2PrivateKey });
    const request = encryptV2(payload, fixed.rsaModulusHex, SECRET_WITH_SHORT_HEADER);
    expect(request.header).toHaveLength(252);
    expect(request.header.startsWith('0000')).toBe(false);
    // Every way of writing the header is the same body, taken once per replay window: the
    // window is let pass between them.
    for (const header of [request.header, request.header.toUpperCase(), `0000${request.header}`]) {
      await expect(fixed.decrypt(header, request.body.value)).resolves.toEqual(payload);
      clock.now += V2_REPLAY_WINDOW_MS + 1;
    }
  });

  it('decrypts the modern scheme (RSA-OAEP-256 + AES-256-GCM from WebCrypto)', async () => {
    const request = await encryptOaep(payload, keyring.oaepKey);
    await expect(keyring.decrypt(request.header, request.body.value)).resolves.toEqual(payload);
  });

  describe('v2 rejects', () => {
    it('a missing or empty header', async () => {
      const request = encryptV2(payload, keyring.rsaModulusHex);
      await rejection(undefined, request.body.value);
      await rejection('  ', request.body.value);
    });

    it('a header that is not hex, or longer than the modulus', async () => {
      const request = encryptV2(payload, keyring.rsaModulusHex);
      await rejection('zz' + request.header.slice(2), request.body.value);
      await rejection(`${request.header}00`, request.body.value);
      await rejection(`0000${request.header.padStart(256, '0')}`, request.body.value);
    });

    it('a header that is not whole 16-bit digits of 4 hex characters', async () => {
      const { keyring: fixed } = keyringAt(0, { v2PrivateKey: fixedV2PrivateKey });
      const request = encryptV2(payload, fixed.rsaModulusHex, SECRET_WITH_SHORT_HEADER);
      // The same integer, but with 1 to 3 zeros in front of its 252 characters, or one zero
      // nibble dropped from them: no client writes these.
      for (const header of [...[253, 254, 255].map((width) => request.header.padStart(width, '0')), request.header.slice(1)]) {
        await rejection(header, request.body.value);
      }
      await rejection('abc', request.body.value);
      await expect(fixed.decrypt(request.header, request.body.value)).resolves.toEqual(payload);
    });

    it('an RSA block at or above the modulus', async () => {
      const request = encryptV2(payload, keyring.rsaModulusHex);
      await rejection('f'.repeat(256), request.body.value);
    });

    it('a secret that is not 16 alphanumerics', async () => {
      const secret = 'short!';
      const cipher = desEcbEncrypt(new TextEncoder().encode('{}'), new TextEncoder().encode('short!!!'));
      await rejection(textbookRsaEncrypt(secret, keyring.rsaModulusHex), bytesToBase64(cipher));
    });

    it('a body that is not base64, not a string, or empty', async () => {
      const request = encryptV2(payload, keyring.rsaModulusHex);
      await rejection(request.header, '%%%not-base64%%%');
      await rejection(request.header, 12345);
      await rejection(request.header, '');
    });

    it('a ciphertext that is truncated or not whole blocks', async () => {
      const request = encryptV2(payload, keyring.rsaModulusHex);
      const bytes = Buffer.from(request.body.value, 'base64');
      await rejection(request.header, bytes.subarray(0, bytes.length - 3).toString('base64'));
    });

    it('wrong PKCS#7 padding', async () => {
      const secret = 'AbCdEfGh12345678';
      const key = new TextEncoder().encode(secret).subarray(0, 8);
      // Sixteen bytes ending in 0x00 encrypt to two blocks + a padding block; dropping the padding
      // block leaves a ciphertext whose last decrypted byte is 0, which is not valid padding.
      const plain = new TextEncoder().encode('{"a":"bcdefghi"}');
      plain[15] = 0;
      const cipher = desEcbEncrypt(plain, key).subarray(0, 16);
      await rejection(textbookRsaEncrypt(secret, keyring.rsaModulusHex), bytesToBase64(cipher));
    });

    it('the wrong DES key (another secret)', async () => {
      const request = encryptV2(payload, keyring.rsaModulusHex, 'AAAAAAAAAAAAAAAA');
      const other = encryptV2(payload, keyring.rsaModulusHex, 'BBBBBBBBBBBBBBBB');
      const error = await keyring.decrypt(other.header, request.body.value).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      // Almost always a padding error; in the rare case the padding happens to look valid, the
      // garbage cannot be a JSON object. Either way it is encryption.invalid.
      expect((error as GatewayError).code).toBe('encryption.invalid');
    });

    it('decrypted text that is JSON but not an object', async () => {
      for (const notObject of [[1, 2], 'text', null, 42]) {
        const request = encryptV2(notObject, keyring.rsaModulusHex);
        await rejection(request.header, request.body.value);
      }
    });
  });

  describe('modern rejects', () => {
    it('an unknown key id', async () => {
      const request = await encryptOaep(payload, keyring.oaepKey);
      const forged = request.header.replace(`oaep.${keyring.oaepKey.kid}.`, 'oaep.0000000000000000.');
      const error = await rejection(forged, request.body.value);
      expect(error.message).toMatch(/key id/);
    });

    it('a malformed header', async () => {
      const request = await encryptOaep(payload, keyring.oaepKey);
      await rejection('oaep.', request.body.value);
      await rejection(`oaep.${keyring.oaepKey.kid}`, request.body.value);
      await rejection(`${request.header}.extra`, request.body.value);
      await rejection(`oaep.${keyring.oaepKey.kid}.@@@@`, request.body.value);
    });

    it('a wrapped key that does not decrypt', async () => {
      const request = await encryptOaep(payload, keyring.oaepKey);
      await rejection(`oaep.${keyring.oaepKey.kid}.${Buffer.alloc(256, 7).toString('base64')}`, request.body.value);
    });

    it('a truncated or tampered ciphertext', async () => {
      const request = await encryptOaep(payload, keyring.oaepKey);
      const bytes = Buffer.from(request.body.value, 'base64');
      await rejection(request.header, bytes.subarray(0, 20).toString('base64'));
      await rejection(request.header, bytes.subarray(0, bytes.length - 1).toString('base64'));
      const tampered = Buffer.from(bytes);
      tampered[14] = (tampered[14] ?? 0) ^ 1;
      await rejection(request.header, tampered.toString('base64'));
      await rejection(request.header, 'not base64!');
    });

    it('an authenticated body that is not a JSON object', async () => {
      const request = await encryptOaep(['array'], keyring.oaepKey);
      await rejection(request.header, request.body.value);
    });
  });
});

describe('replays (gateway/README.md "Encryption")', () => {
  describe('v2', () => {
    it('takes a body once: sent again, even written another way, it is encryption.replayed', async () => {
      const { keyring: fixed } = keyringAt(0, { v2PrivateKey: fixedV2PrivateKey });
      // 40 bytes of ciphertext: its base64 ends in one unused-bit character and '='.
      const login = { username: 'demo', password: 'demo1234', type: 'username' };
      const request = encryptV2(login, fixed.rsaModulusHex, SECRET_WITH_SHORT_HEADER);
      await expect(fixed.decrypt(request.header, request.body.value)).resolves.toEqual(login);
      const error = await refusal(fixed, request.header, request.body.value, 'encryption.replayed');
      expect(error.statusCode).toBe(400);
      expect(error.message).toMatch(/already received/);
      // The header in capitals or padded to 256 with a zero 16-bit digit, and base64 whose unused
      // bits differ, carry the same secret and the same ciphertext.
      await refusal(fixed, request.header.toUpperCase(), request.body.value, 'encryption.replayed');
      await refusal(fixed, `0000${request.header}`, request.body.value, 'encryption.replayed');
      await refusal(fixed, request.header, withOtherUnusedBits(request.body.value), 'encryption.replayed');
    });

    it('takes the same payload again under a new secret, as every real second call is sent', async () => {
      await expect(keyring.decrypt(...sent(encryptV2(payload, keyring.rsaModulusHex)))).resolves.toEqual(payload);
      await expect(keyring.decrypt(...sent(encryptV2(payload, keyring.rsaModulusHex)))).resolves.toEqual(payload);
    });

    it('keeps a body for its window only: v2 carries no time to refuse it by afterwards', async () => {
      const { keyring: timed, clock } = keyringAt(0);
      const request = encryptV2(payload, timed.rsaModulusHex);
      await timed.decrypt(request.header, request.body.value);
      clock.now = V2_REPLAY_WINDOW_MS;
      await refusal(timed, request.header, request.body.value, 'encryption.replayed');
      clock.now = 2 * V2_REPLAY_WINDOW_MS + 1;
      await expect(timed.decrypt(request.header, request.body.value)).resolves.toEqual(payload);
    });

    it('when its store is full, forgets the oldest body rather than refuse new ones', async () => {
      const { keyring: small } = keyringAt(0, { maxUsedBodies: 2 });
      const [first, second, third] = [1, 2, 3].map((n) => encryptV2({ n }, small.rsaModulusHex));
      for (const request of [first!, second!, third!]) await small.decrypt(request.header, request.body.value);
      await refusal(small, third!.header, third!.body.value, 'encryption.replayed');
      await expect(small.decrypt(first!.header, first!.body.value)).resolves.toEqual({ n: 1 });
    });

    it('does not record a body that fails to decrypt', async () => {
      const { keyring: small } = keyringAt(0, { maxUsedBodies: 1 });
      const request = encryptV2(payload, small.rsaModulusHex);
      await refusal(small, request.header, request.body.value.slice(0, -4), 'encryption.invalid');
      await expect(small.decrypt(request.header, request.body.value)).resolves.toEqual(payload);
    });
  });

  describe('modern', () => {
    it('takes a body once; its nonce under another key and IV is refused too', async () => {
      const { keyring: timed } = keyringAt(1_000_000);
      const request = await encryptOaep(payload, timed.oaepKey, { ts: 1_000_000, nonce: 'a'.repeat(32) });
      await expect(timed.decrypt(request.header, request.body.value)).resolves.toEqual(payload);
      const error = await refusal(timed, request.header, request.body.value, 'encryption.replayed');
      expect(error.statusCode).toBe(400);
      const resealed = await encryptOaep(payload, timed.oaepKey, { ts: 1_000_000, nonce: 'a'.repeat(32) });
      await refusal(timed, resealed.header, resealed.body.value, 'encryption.replayed');
      const fresh = await encryptOaep(payload, timed.oaepKey, { ts: 1_000_000, nonce: 'b'.repeat(32) });
      await expect(timed.decrypt(fresh.header, fresh.body.value)).resolves.toEqual(payload);
    });

    it('refuses a body sealed outside the freshness window, either way, without using up its nonce', async () => {
      const now = 10 * OAEP_FRESHNESS_MS;
      const { keyring: timed } = keyringAt(now);
      for (const ts of [now - OAEP_FRESHNESS_MS - 1, now + OAEP_FRESHNESS_MS + 1]) {
        const request = await encryptOaep(payload, timed.oaepKey, { ts, nonce: 'c'.repeat(32) });
        const error = await refusal(timed, request.header, request.body.value, 'encryption.replayed');
        expect(error.message).toMatch(/120 s allowed/);
      }
      for (const ts of [now - OAEP_FRESHNESS_MS, now + OAEP_FRESHNESS_MS]) {
        const request = await encryptOaep(payload, timed.oaepKey, { ts });
        await expect(timed.decrypt(request.header, request.body.value)).resolves.toEqual(payload);
      }
      const atLast = await encryptOaep(payload, timed.oaepKey, { ts: now, nonce: 'c'.repeat(32) });
      await expect(timed.decrypt(atLast.header, atLast.body.value)).resolves.toEqual(payload);
    });

    it('keeps a nonce for as long as its body could still be fresh', async () => {
      const { keyring: timed, clock } = keyringAt(0);
      // Sealed at the window's far edge ahead, the body stays fresh for twice the window.
      const request = await encryptOaep(payload, timed.oaepKey, { ts: OAEP_FRESHNESS_MS });
      await timed.decrypt(request.header, request.body.value);
      clock.now = 2 * OAEP_FRESHNESS_MS;
      await refusal(timed, request.header, request.body.value, 'encryption.replayed');
      clock.now = 2 * OAEP_FRESHNESS_MS + 1;
      const error = await refusal(timed, request.header, request.body.value, 'encryption.replayed');
      expect(error.message).toMatch(/allowed/);
    });

    it('refuses two copies sent together but one', async () => {
      const request = await encryptOaep(payload, keyring.oaepKey);
      const outcomes = await Promise.allSettled([1, 2, 3].map(() => keyring.decrypt(request.header, request.body.value)));
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    });

    it('when its store is full, refuses new bodies with rate.limited until the oldest nonce lapses', async () => {
      const { keyring: small, clock } = keyringAt(0, { maxUsedBodies: 2 });
      for (const at of [0, 1000]) {
        clock.now = at;
        const request = await encryptOaep(payload, small.oaepKey, { ts: at });
        await small.decrypt(request.header, request.body.value);
      }
      clock.now = 2000;
      const refused = await encryptOaep(payload, small.oaepKey, { ts: 2000 });
      const error = await refusal(small, refused.header, refused.body.value, 'rate.limited');
      expect(error.statusCode).toBe(429);
      expect(error.retryAfterSeconds).toBe(Math.ceil((2 * OAEP_FRESHNESS_MS + 1 - 2000) / 1000));
      clock.now = 2 * OAEP_FRESHNESS_MS + 1;
      const later = await encryptOaep(payload, small.oaepKey, { ts: clock.now });
      await expect(small.decrypt(later.header, later.body.value)).resolves.toEqual(payload);
    });

    it.each([
      ['the bare payload, without ts and nonce', JSON.stringify(payload)],
      ['a sealed text with a field more', JSON.stringify({ ts: Date.now(), nonce: 'd'.repeat(32), payload, extra: 1 })],
      ['a time that is not a whole number', JSON.stringify({ ts: `${Date.now()}`, nonce: 'd'.repeat(32), payload })],
      ['a nonce that is not 32 hex digits', JSON.stringify({ ts: Date.now(), nonce: 'D'.repeat(32), payload })],
      ['no payload', JSON.stringify({ ts: Date.now(), nonce: 'd'.repeat(32) })],
      ['a payload that is not an object', JSON.stringify({ ts: Date.now(), nonce: 'd'.repeat(32), payload: [payload] })],
    ])('refuses %s as encryption.invalid', async (_name, plain) => {
      const request = await encryptOaepText(plain, keyring.oaepKey);
      await rejection(request.header, request.body.value);
    });
  });
});

function sent(request: { header: string; body: { value: string } }): [string, string] {
  return [request.header, request.body.value];
}

/** The same bytes in base64 whose last character's unused bits are set: atob reads both alike. */
function withOtherUnusedBits(value: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const padding = value.length - value.replace(/=+$/, '').length;
  if (padding === 0) throw new Error('No unused bits: pick a payload whose ciphertext is not a multiple of 3 bytes');
  const last = value.length - padding - 1;
  const changed = alphabet[alphabet.indexOf(value[last]!) ^ 1]!;
  return value.slice(0, last) + changed + value.slice(last + 1);
}
