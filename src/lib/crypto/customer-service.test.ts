import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './base64';
import { decodeCustomerServicePath } from './customer-service';
import { desEcbEncrypt } from './des';

/** Builds an obfuscated path the way the operator's tooling does. */
function obfuscate(plain: string, key: string): string {
  const encoder = new TextEncoder();
  return bytesToBase64(desEcbEncrypt(encoder.encode(plain), encoder.encode(key))) + key;
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
    ['a non-ASCII key (more than 8 bytes)', 'AAAAAAAAAAA=ключключ'],
  ])('answers null for %s', (_name, path) => {
    expect(decodeCustomerServicePath(path)).toBeNull();
  });

  it('answers null for anything that is not a string, without throwing', () => {
    for (const value of [undefined, null, 42, {}, ['x']]) {
      expect(() => decodeCustomerServicePath(value)).not.toThrow();
      expect(decodeCustomerServicePath(value)).toBeNull();
    }
  });

  it('answers null when the plain text is not UTF-8 or is empty', () => {
    const key = new TextEncoder().encode('A1b2C3d4');
    const notUtf8 = bytesToBase64(desEcbEncrypt(new Uint8Array([0xff, 0xfe, 0xfd]), key)) + 'A1b2C3d4';
    const empty = bytesToBase64(desEcbEncrypt(new Uint8Array(0), key)) + 'A1b2C3d4';
    expect(decodeCustomerServicePath(notUtf8)).toBeNull();
    expect(decodeCustomerServicePath(empty)).toBeNull();
  });
});
