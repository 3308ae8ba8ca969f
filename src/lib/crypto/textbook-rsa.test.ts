import { generateKeyPairSync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { base64ToBytes, bytesToHex } from './base64';
import { bigIntToBytes, modPow, textbookRsaEncrypt } from './textbook-rsa';

function base64UrlToBigInt(value: string): bigint {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return BigInt(`0x${bytesToHex(base64ToBytes(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))}`);
}

describe('textbook RSA', () => {
  it('matches the textbook example (n = 61 × 53)', () => {
    expect(modPow(65n, 65537n, 3233n)).toBe(2790n);
  });

  it('matches a known answer for a 256-bit modulus', () => {
    const modulus = 'd3a2b1c4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f91';
    expect(textbookRsaEncrypt('abcdefghijklmnop', modulus)).toBe('4e05853197d9172bba26baa101722ff4842be40a6096efdea44c6bbb53a6c4e5');
  });

  it('round-trips a 16-character secret with a real 1024-bit key', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
    const jwk = privateKey.export({ format: 'jwk' });
    const n = base64UrlToBigInt(jwk.n!);
    const d = base64UrlToBigInt(jwk.d!);
    const cipherHex = textbookRsaEncrypt('Zq3xY8wV1uT6sR0p', n.toString(16));
    expect(cipherHex).toHaveLength(256);
    const secret = bigIntToBytes(modPow(BigInt(`0x${cipherHex}`), d, n), 16);
    expect(new TextDecoder().decode(secret)).toBe('Zq3xY8wV1uT6sR0p');
  });
});
