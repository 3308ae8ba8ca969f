import { describe, expect, it } from 'vitest';

import { base64ToBytes } from '@/lib/crypto/base64';
import { desEcbDecrypt } from '@/lib/crypto/des';

import { createV2Codec } from './v2-codec';

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
