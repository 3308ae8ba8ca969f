import { afterEach, describe, expect, it, vi } from 'vitest';

import { chooseCodec, type KeySources, rsaModulusFrom } from './choose-codec';
import type { ModernSchemeMemory } from './modern-scheme-memory';
import { ModernSchemeUnavailable } from './request-codec';

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

/** A memory of one gateway origin, seen or not, counting what it is told. */
function memory(seen: boolean): ModernSchemeMemory & { remembered: number } {
  const fake = {
    remembered: 0,
    seen: () => seen,
    remember: () => {
      seen = true;
      fake.remembered += 1;
    },
  };
  return fake;
}

const OAEP_KEY = { alg: 'RSA-OAEP-256+A256GCM', kid: 'k', spki: 'AAAA', serverTime: 1_700_000_000_000 };

/** Key sources that count the v2 key calls; the modern key answers `oaepKey`. */
function sources(oaepKey: () => Promise<unknown>): KeySources & { rsaAsked: () => number } {
  let rsaAsked = 0;
  return {
    rsaKeyAnswer: async () => {
      rsaAsked += 1;
      return MODULUS;
    },
    oaepKey,
    rsaAsked: () => rsaAsked,
  };
}

const failing = {
  'an error answer': async () => {
    throw new Error('http.500');
  },
  'a network blip': async () => {
    throw new TypeError('Failed to fetch');
  },
  'a malformed key': async () => ({ alg: 'RSA-OAEP-256+A256GCM', kid: 7 }),
  'no key at all': async () => null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chooseCodec (docs/gateway-protocol.md#choosing-a-scheme)', () => {
  it('reads the v2 key from the bare answer only when a call is encrypted, and fails that call when it is no key', async () => {
    let asked = 0;
    const codec = await chooseCodec(
      'v2',
      {
        rsaKeyAnswer: async () => {
          asked += 1;
          return asked === 1 ? MODULUS : '<html></html>';
        },
        oaepKey: async () => {
          throw new Error('not offered');
        },
      },
      memory(true),
    );
    expect(codec.scheme).toBe('v2');
    expect(asked).toBe(0);
    await expect(codec.encrypt({ a: 1 })).resolves.toMatchObject({ header: expect.stringMatching(/^[0-9a-f]{1,256}$/) });
    await expect(codec.encrypt({ a: 1 })).rejects.toThrow();
    expect(asked).toBe(2);
  });
});

describe('chooseCodec and the modern key (docs/gateway-protocol.md#choosing-a-scheme)', () => {
  it('auto: uses the modern scheme the gateway offers, and remembers that it did', async () => {
    const seen = memory(false);
    const keys = sources(async () => OAEP_KEY);
    expect((await chooseCodec('auto', keys, seen)).scheme).toBe('oaep');
    expect(seen.remembered).toBe(1);
    expect(seen.seen()).toBe(true);
    expect(keys.rsaAsked()).toBe(0);
  });

  it.each(Object.entries(failing))('auto, a gateway never seen to offer it: %s means v2', async (_name, oaepKey) => {
    const seen = memory(false);
    const codec = await chooseCodec('auto', sources(oaepKey), seen);
    expect(codec.scheme).toBe('v2');
    expect(seen.remembered).toBe(0);
  });

  it.each(Object.entries(failing))('auto, a gateway that offered it before: %s fails the call, no v2 key asked', async (_name, oaepKey) => {
    const keys = sources(oaepKey);
    await expect(chooseCodec('auto', keys, memory(true))).rejects.toBeInstanceOf(ModernSchemeUnavailable);
    expect(keys.rsaAsked()).toBe(0);
  });

  it.each(Object.entries(failing))('oaep: %s fails the call, on a gateway never seen too', async (_name, oaepKey) => {
    const keys = sources(oaepKey);
    await expect(chooseCodec('oaep', keys, memory(false))).rejects.toBeInstanceOf(ModernSchemeUnavailable);
    expect(keys.rsaAsked()).toBe(0);
  });

  it('without WebCrypto: v2 only where v2 is allowed, an error for oaep and for a gateway seen before', async () => {
    vi.stubGlobal('crypto', {});
    expect(
      (
        await chooseCodec(
          'auto',
          sources(async () => OAEP_KEY),
          memory(false),
        )
      ).scheme,
    ).toBe('v2');
    await expect(
      chooseCodec(
        'auto',
        sources(async () => OAEP_KEY),
        memory(true),
      ),
    ).rejects.toThrow(/WebCrypto/);
    await expect(
      chooseCodec(
        'oaep',
        sources(async () => OAEP_KEY),
        memory(false),
      ),
    ).rejects.toBeInstanceOf(ModernSchemeUnavailable);
  });

  it('v2: never asks for the modern key, whatever this device has seen', async () => {
    let asked = 0;
    const codec = await chooseCodec(
      'v2',
      sources(async () => {
        asked += 1;
        return OAEP_KEY;
      }),
      memory(true),
    );
    expect(codec.scheme).toBe('v2');
    expect(asked).toBe(0);
  });
});
