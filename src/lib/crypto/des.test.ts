import { describe, expect, it } from 'vitest';

import { bytesToHex, hexToBytes } from './base64';
import { desEcbDecrypt, desEcbEncrypt, desEncryptBlock } from './des';

describe('DES', () => {
  it.each([
    // Classic worked example and NIST SP 800-17 style vectors.
    ['133457799bbcdff1', '0123456789abcdef', '85e813540f0ab405'],
    ['0e329232ea6d0d73', '8787878787878787', '0000000000000000'],
    ['0101010101010101', '95f8a5e5dd31d900', '8000000000000000'],
    ['8001010101010101', '0000000000000000', '95a8d72813daa94d'],
  ])('encrypts block with key %s', (key, plain, cipher) => {
    expect(bytesToHex(desEncryptBlock(hexToBytes(plain), hexToBytes(key)))).toBe(cipher);
  });

  it('pads with PKCS#7 and round-trips text', () => {
    const key = new TextEncoder().encode('Ab3dE6gH');
    const plain = new TextEncoder().encode('{"username":"demo","password":"pässword"}');
    const cipher = desEcbEncrypt(plain, key);
    expect(cipher.length % 8).toBe(0);
    expect(cipher.length).toBeGreaterThan(plain.length);
    expect(new TextDecoder().decode(desEcbDecrypt(cipher, key))).toBe('{"username":"demo","password":"pässword"}');
  });

  it('adds a whole block of padding when the input is block-aligned', () => {
    const key = hexToBytes('133457799bbcdff1');
    expect(desEcbEncrypt(new Uint8Array(8), key).length).toBe(16);
  });

  it('rejects truncated ciphertext and bad padding', () => {
    const key = hexToBytes('133457799bbcdff1');
    expect(() => desEcbDecrypt(new Uint8Array(7), key)).toThrow(RangeError);
    expect(() => desEcbDecrypt(hexToBytes('85e813540f0ab405'), key)).toThrow(/padding/);
  });
});
