import { describe, expect, it } from 'vitest';
import { chooseCodec, rsaModulusFrom } from './choose-codec';

const MODULUS = `c${'3'.repeat(254)}7`;

describe('rsaModulusFrom (docs/gateway-protocol.md#the-platforms-v2-scheme)', () => {
  it.each([
    ['the bare hex the platform answers', MODULUS, MODULUS],
    ['bare hex around white space and a line break', `  ${MODULUS}\r\n`, MODULUS],
    ['bare hex in capitals', MODULUS.toUpperCase(), MODULUS.toUpperCase()],
    ['an envelope holding the hex', JSON.stringify({ success: true, value: MODULUS }), MODULUS],
    ['an envelope holding the hex with white space', JSON.stringify({ success: true, value: ` ${MODULUS}\n` }), MODULUS],
  ])('reads %s', (_name, answer, modulus) => {
    expect(rsaModulusFrom(answer)).toBe(modulus);
  });

  it.each([
    ['an empty body', ''],
    ['only white space', ' \n '],
    ['an HTML page', '<!doctype html><p>Not found</p>'],
    ['hex with a prefix', `0x${MODULUS}`],
    ['hex with words after it', `${MODULUS} ok`],
    ['a JSON string of hex, not an envelope', JSON.stringify(MODULUS)],
    ['an envelope whose value is not a string', JSON.stringify({ success: true, value: { n: MODULUS } })],
    ['an envelope whose value is not hex', JSON.stringify({ success: true, value: 'modulus' })],
    ['an empty value', JSON.stringify({ success: true, value: '' })],
    ['a failure envelope', JSON.stringify({ success: false, value: MODULUS, code: 'x', message: '' })],
    ['JSON null', 'null'],
  ])('refuses %s', (_name, answer) => {
    expect(() => rsaModulusFrom(answer)).toThrow();
  });
});

describe('chooseCodec', () => {
  it('reads the v2 key from the bare answer only when a call is encrypted, and fails that call when it is no key', async () => {
    let asked = 0;
    const codec = await chooseCodec('v2', {
      rsaKeyAnswer: async () => {
        asked += 1;
        return asked === 1 ? MODULUS : '<html></html>';
      },
      oaepKey: async () => {
        throw new Error('not offered');
      },
    });
    expect(codec.scheme).toBe('v2');
    expect(asked).toBe(0);
    await expect(codec.encrypt({ a: 1 })).resolves.toMatchObject({ header: expect.stringMatching(/^[0-9a-f]{1,256}$/) });
    await expect(codec.encrypt({ a: 1 })).rejects.toThrow();
    expect(asked).toBe(2);
  });
});
