import { generateKeyPairSync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { platformClientHex, platformClientMessage } from '@/testing/platform-client';

import { base64ToBytes, bytesToHex } from './base64';
import { bigIntToBytes, modPow, platformHex, textbookRsaEncrypt } from './textbook-rsa';

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
    expect(cipherHex).toMatch(/^(?:[0-9a-f]{4}){1,64}$/);
    expect(cipherHex).toBe(platformClientHex(modPow(platformClientMessage('Zq3xY8wV1uT6sR0p'), 65537n, n)));
    const secret = bigIntToBytes(modPow(BigInt(`0x${cipherHex}`), d, n), 16);
    expect(new TextDecoder().decode(secret)).toBe('Zq3xY8wV1uT6sR0p');
  });
});

describe("the header's hex, as the platform's client writes it (docs/gateway-protocol.md#the-platforms-v2-scheme)", () => {
  /** A 1024-bit integer whose every 16-bit digit is non-zero and whose top nibble is 0xa. */
  const full = BigInt(`0xa${'5c3e'.repeat(63)}b7d`);

  it('writes a 1024-bit integer with a non-zero top digit as 256 characters', () => {
    expect(platformHex(full)).toHaveLength(256);
    expect(platformHex(full)).toBe(platformClientHex(full));
  });

  it('drops a zero top 16-bit digit (252 characters) and two of them (248)', () => {
    const top16Zero = full & ((1n << 1008n) - 1n);
    const top32Zero = full & ((1n << 992n) - 1n);
    expect(top16Zero >> 992n).not.toBe(0n);
    expect(platformHex(top16Zero)).toHaveLength(252);
    expect(platformHex(top16Zero)).toBe(platformClientHex(top16Zero));
    expect(platformHex(top32Zero)).toHaveLength(248);
    expect(platformHex(top32Zero)).toBe(platformClientHex(top32Zero));
    expect(platformHex(top16Zero)).toBe(full.toString(16).slice(4));
  });

  it('keeps the zero nibbles inside the first non-zero digit', () => {
    for (const top of [0x0001n, 0x000fn, 0x00abn, 0x0f3an]) {
      const value = (top << 992n) | (full & ((1n << 992n) - 1n));
      const written = platformHex(value);
      expect(written).toHaveLength(252);
      expect(written).toBe(platformClientHex(value));
      expect(written.slice(0, 4)).toBe(top.toString(16).padStart(4, '0'));
    }
  });

  it('writes every length as a multiple of 4, zero as one digit', () => {
    expect(platformHex(0n)).toBe('0000');
    expect(platformHex(0n)).toBe(platformClientHex(0n));
    for (const value of [1n, 0xfn, 0x10n, 0xffffn, 0x10000n, 0x1234567n, (1n << 1024n) - 1n]) {
      expect(platformHex(value)).toBe(platformClientHex(value));
      expect(platformHex(value).length % 4).toBe(0);
      expect(BigInt(`0x${platformHex(value)}`)).toBe(value);
    }
  });

  it('takes the same integer from the secret as the platform does from its bytes reversed', () => {
    const modulus = BigInt(`0xc${'3'.repeat(254)}7`);
    const secret = 'AbCdEfGh12345678';
    expect(textbookRsaEncrypt(secret, modulus.toString(16))).toBe(
      platformClientHex(modPow(platformClientMessage(secret), 65537n, modulus)),
    );
  });
});
