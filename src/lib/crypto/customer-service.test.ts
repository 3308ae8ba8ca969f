import { describe, expect, it } from 'vitest';

import { bytesToBase64 } from './base64';
import { decodeCustomerServicePath } from './customer-service';
import { desEcbEncrypt } from './des';

/**
 * Builds an obfuscated path the way the operator's tooling does: the DES key is the first 8 UTF-8
 * bytes of the 8-character key part, the base64 padded or not.
 */
function obfuscate(plain: string, key: string, options: { padding?: boolean } = {}): string {
  const encoder = new TextEncoder();
  const base64 = bytesToBase64(desEcbEncrypt(encoder.encode(plain), encoder.encode(key).slice(0, 8)));
  return (options.padding === false ? base64.replace(/=+$/, '') : base64) + key;
}

describe('decodeCustomerServicePath', () => {
  it('decodes a fixed vector made independently with OpenSSL (des-ecb, legacy provider)', () => {
    // printf 'https://chat.example.com/live?ch=7' | openssl enc -des-ecb -K "$(printf 'Ks8#2qLz' | xxd -p)" \
    //   -provider legacy -provider default -nosalt | base64
    const path = '1aFoKneBcv6CPB39euEALx5jeOz6R4dxKSkIIv7qRXLmlcxLAhg7UQ==Ks8#2qLz';
    expect(decodeCustomerServicePath(path)).toBe('https://chat.example.com/live?ch=7');
  });

  it.each([
    ['https://service.example.com/chat?merchant=nasa11f2&lang=EN', 'A1b2C3d4'],
    ['https://t.me/support', '12345678'], // block-aligned plain text gets a whole padding block
    ['/m/service', 'k/+=k/+='], // key characters that also occur in base64
    ['https://例子.example/客服', 'xY9!xY9!'],
  ])('round-trips %s with key %s', (plain, key) => {
    expect(decodeCustomerServicePath(obfuscate(plain, key))).toBe(plain);
  });

  it.each([
    ['https://chat.example.com/live', 'A1b2C3d4'], // 32 bytes of ciphertext: base64 ends in one '='
    ['https://chat.example.com/x', 'A1b2C3d4'],
    ['https://t.me/s', 'A1b2C3d4'], // 16 bytes: '=='
  ])('decodes base64 left without its = padding (%s)', (plain, key) => {
    const padded = obfuscate(plain, key);
    const bare = obfuscate(plain, key, { padding: false });
    expect(padded.slice(0, -8)).toMatch(/=$/);
    expect(bare.slice(0, -8)).not.toMatch(/=$/);
    expect(decodeCustomerServicePath(bare)).toBe(plain);
    expect(decodeCustomerServicePath(padded)).toBe(plain);
  });

  it.each([
    ['Cyrillic, 16 bytes', 'ключключ'],
    ['CJK and ASCII, 12 bytes', '客服ab12cd'],
    ['an astral character first', '🎲abcdefg'],
  ])('takes the first 8 UTF-8 bytes of a key part longer than 8 bytes (%s)', (_name, key) => {
    expect(new TextEncoder().encode(key).length).toBeGreaterThan(8);
    expect(decodeCustomerServicePath(obfuscate('https://support.example.com/chat', key))).toBe('https://support.example.com/chat');
    expect(decodeCustomerServicePath(obfuscate('/m/service', key, { padding: false }))).toBe('/m/service');
  });

  it('ignores surrounding whitespace and line breaks inside the base64', () => {
    const path = obfuscate('https://chat.example.com/a/very/long/path/to/wrap', 'Wrap1234');
    const wrapped = `  ${path.slice(0, 20)}\n${path.slice(20)}  `;
    expect(decodeCustomerServicePath(wrapped)).toBe('https://chat.example.com/a/very/long/path/to/wrap');
  });

  it('answers null for the wrong key', () => {
    const path = obfuscate('https://chat.example.com/live', 'RightKey');
    // DES is deterministic: with this pair the wrong key yields bad PKCS#7 padding.
    expect(decodeCustomerServicePath(path.slice(0, -8) + 'WrongKey')).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['only whitespace', '    '],
    ['just a key', 'A1b2C3d4'],
    ['too short', 'abc'],
    ['not base64', '!!!!notbase64!!!A1b2C3d4'],
    ['base64 of a partial block', 'AAAAAA==A1b2C3d4'],
    ['a plain URL, never obfuscated', 'https://chat.example.com/live'],
    ['base64 one character past a whole group', 'AAAAAAAAAA1b2C3d4'],
  ])('answers null for %s', (_name, path) => {
    expect(decodeCustomerServicePath(path)).toBeNull();
  });

  it('answers null for anything that is not a string, without throwing', () => {
    for (const value of [undefined, null, 42, {}, ['x']]) {
      expect(() => decodeCustomerServicePath(value)).not.toThrow();
      expect(decodeCustomerServicePath(value)).toBeNull();
    }
  });

  it.each([
    ['words', 'customer service'],
    ['a bare host', 'chat.example.com'],
    ['a control character', 'https://chat.example.com/\u0007live'],
    ['a scheme and nothing a URL parser takes', 'http://'],
  ])('answers null when the plain text is not a URL or a path: %s', (_name, plain) => {
    expect(decodeCustomerServicePath(obfuscate(plain, 'A1b2C3d4'))).toBeNull();
  });

  it('answers null when the plain text is not UTF-8 or is empty', () => {
    const key = new TextEncoder().encode('A1b2C3d4');
    const notUtf8 = bytesToBase64(desEcbEncrypt(new Uint8Array([0xff, 0xfe, 0xfd]), key)) + 'A1b2C3d4';
    const empty = bytesToBase64(desEcbEncrypt(new Uint8Array(0), key)) + 'A1b2C3d4';
    expect(decodeCustomerServicePath(notUtf8)).toBeNull();
    expect(decodeCustomerServicePath(empty)).toBeNull();
  });
});
