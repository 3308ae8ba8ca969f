import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../../crypto/base64';
import { createOaepCodec } from './oaep-codec';

/** Encrypts with a key pair of its own and reads the body back as the gateway would. */
async function sentText(payload: unknown): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    false,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  const sealed = await createOaepCodec(async () => ({ alg: 'RSA-OAEP-256+A256GCM', kid: 'k', spki })).encrypt(payload);
  const wrapped = base64ToBytes(sealed.header.split('.')[2] ?? '');
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, wrapped as BufferSource);
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const body = base64ToBytes(sealed.body.value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: body.slice(0, 12) }, aesKey, body.slice(12));
  return new TextDecoder().decode(plain);
}

describe('RSA-OAEP codec payloads (docs/gateway-protocol.md#the-rsa-oaep-scheme)', () => {
  it('sends an object as its JSON and a string as it is', async () => {
    expect(await sentText({ a: 'ü' })).toBe('{"a":"ü"}');
    expect(await sentText('{"a":1}')).toBe('{"a":1}');
  });
});
