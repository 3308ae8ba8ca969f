import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../src/lib/crypto/base64.ts';
import { desEcbEncrypt } from '../../src/lib/crypto/des.ts';
import { textbookRsaEncrypt } from '../../src/lib/crypto/textbook-rsa.ts';
import { encryptOaep, encryptV2 } from '../test-support/client-crypto.ts';
import { SECRET_WITH_SHORT_HEADER, fixedV2PrivateKey } from '../test-support/fixed-v2-key.ts';
import { testKeyring } from '../test-support/harness.ts';
import { GatewayError } from './errors.ts';
import { createKeyring } from './encryption.ts';

const keyring = testKeyring();
const payload = { username: 'demo', password: 'demo1234', note: 'ünïcødé ✓' };

async function rejection(header: string | undefined, value: unknown): Promise<GatewayError> {
  const error = await keyring.decrypt(header, value).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GatewayError);
  expect((error as GatewayError).code).toBe('encryption.invalid');
  return error as GatewayError;
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
    expect(request.header).toMatch(/^[0-9a-f]{256}$/);
    await expect(keyring.decrypt(request.header, request.body.value)).resolves.toEqual(payload);
  });

  it('decrypts a v2 header of 252 hex digits, sent without its leading zero 16-bit digit', async () => {
    // docs/gateway-protocol.md#the-platforms-v2-scheme: about one request in 2^16.
    const fixed = createKeyring({ v2PrivateKey: fixedV2PrivateKey });
    const request = encryptV2(payload, fixed.rsaModulusHex, SECRET_WITH_SHORT_HEADER);
    expect(request.header).toMatch(/^0000[0-9a-f]{252}$/);
    const short = request.header.slice(4);
    expect(short).toHaveLength(252);
    expect(short.startsWith('0000')).toBe(false);
    await expect(fixed.decrypt(short, request.body.value)).resolves.toEqual(payload);
    await expect(fixed.decrypt(short.toUpperCase(), request.body.value)).resolves.toEqual(payload);
    // Every length between, as a client padding to some other width would send it.
    for (const width of [253, 254, 255, 256]) {
      await expect(fixed.decrypt(short.padStart(width, '0'), request.body.value)).resolves.toEqual(payload);
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
