import { describe, expect, it } from 'vitest';

import { base64ToBytes } from '@/lib/crypto/base64';
import { desEcbDecrypt } from '@/lib/crypto/des';

import { createV2Codec, type RandomFill, randomV2Secret } from './v2-codec';

const MODULUS = `c${'3'.repeat(254)}7`;
const SECRET = 'AbCdEfGh12345678';

/** The plain text a v2 body carries, read back with the secret's first 8 bytes as the gateway does. */
async function sentText(payload: unknown): Promise<string> {
  const sealed = await createV2Codec(
    async () => MODULUS,
    () => SECRET,
  ).encrypt(payload);
  const key = new TextEncoder().encode(SECRET).slice(0, 8);
  return new TextDecoder().decode(desEcbDecrypt(base64ToBytes(sealed.body.value), key));
}

describe('v2 codec payloads (docs/gateway-protocol.md#the-platforms-v2-scheme)', () => {
  it('sends an object as its JSON', async () => {
    expect(await sentText({ username: 'demo', password: 'pässwörd' })).toBe('{"username":"demo","password":"pässwörd"}');
  });

  it('sends a string as it is, not encoded a second time', async () => {
    const json = '{"username":"demo","password":"demo1234"}';
    expect(await sentText(json)).toBe(json);
    expect(await sentText('plain text')).toBe('plain text');
  });
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Bytes from a fixed seed (xorshift32), so counts over many draws are the same on every run. */
function seededFill(seed: number): RandomFill {
  let state = seed >>> 0 || 1;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i++) {
      state ^= state << 13;
      state >>>= 0;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      bytes[i] = state >>> 24;
    }
  };
}

/** Bytes given in order, then whatever `rest` gives. */
function givenBytes(first: number[], rest: RandomFill): RandomFill {
  const queue = [...first];
  return (bytes) => {
    rest(bytes);
    for (let i = 0; i < bytes.length && queue.length > 0; i++) bytes[i] = queue.shift()!;
  };
}

function countsOf(characters: string[]): Map<string, number> {
  const counts = new Map<string, number>(Array.from(ALPHABET, (character) => [character, 0]));
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  return counts;
}

describe('the v2 secret (docs/gateway-protocol.md#the-platforms-v2-scheme)', () => {
  it('is 16 characters of [A-Za-z0-9], every one of them in use', () => {
    const secrets = Array.from({ length: 1000 }, () => randomV2Secret());
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(secrets.join('')).size).toBe(62);
  });

  it('draws again for a byte from 248 up, and maps the rest by their remainder', () => {
    const zeros: RandomFill = (bytes) => bytes.fill(0);
    expect(randomV2Secret(givenBytes([255, 248, 0, 61, 62, 247, 249, 100], zeros))).toBe('A9A9m'.padEnd(16, 'A'));
    // A source that gives nothing usable at first is asked again until 16 characters are drawn.
    expect(randomV2Secret(givenBytes(Array<number>(40).fill(250), seededFill(7)))).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('gives every character the same chance, where byte % 62 favours the first 8 by a quarter', () => {
    // 62 × 2000 characters: 2000 of each expected, about 44 either way by chance. `byte % 62`
    // would give the first 8 each 5/256 of the draws (2422) and the rest 4/256 (1938).
    const draws = 62 * 2000;
    const band = (count: number) => Math.abs(count - 2000) <= 200;
    const fill = seededFill(0x5eed);
    const drawn: string[] = [];
    while (drawn.length < draws) drawn.push(...randomV2Secret(fill));
    const counts = countsOf(drawn.slice(0, draws));
    for (const [character, count] of counts) expect({ character, inBand: band(count) }).toEqual({ character, inBand: true });

    // The same source under `byte % 62` puts each of the first 8 far above the band.
    const bytes = new Uint8Array(draws);
    seededFill(0x5eed)(bytes);
    const oldCounts = countsOf(Array.from(bytes, (byte) => ALPHABET[byte % 62]!));
    for (const character of 'ABCDEFGH') expect(oldCounts.get(character)).toBeGreaterThan(2300);
  });
});
