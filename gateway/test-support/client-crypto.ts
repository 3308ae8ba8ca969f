import { randomBytes, randomInt, webcrypto } from 'node:crypto';

import { bytesToBase64 } from '../../src/lib/crypto/base64.ts';
import { desEcbEncrypt } from '../../src/lib/crypto/des.ts';
import { textbookRsaEncrypt } from '../../src/lib/crypto/textbook-rsa.ts';
import type { OaepPublicKey } from '../lib/encryption.ts';

/**
 * What a client does to call an encrypted endpoint, written independently of the gateway's
 * decryption so tests prove the two agree (the app's own codecs are tested against the gateway
 * elsewhere).
 */
export interface EncryptedRequest {
  header: string;
  body: { value: string };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomSecret(): string {
  let secret = '';
  for (let i = 0; i < 16; i++) secret += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return secret;
}

export function encryptV2(payload: unknown, modulusHex: string, secret = randomSecret()): EncryptedRequest {
  const key = new TextEncoder().encode(secret).subarray(0, 8);
  const cipher = desEcbEncrypt(new TextEncoder().encode(JSON.stringify(payload)), key);
  return { header: textbookRsaEncrypt(secret, modulusHex), body: { value: bytesToBase64(cipher) } };
}

export interface SealOptions {
  /** The body's time (epoch ms); now by default. */
  ts?: number;
  /** The body's single-use nonce (32 hex digits); a new random one by default. */
  nonce?: string;
}

/** WebCrypto, as the browser does it: `{ts, nonce, payload}` sealed as {@link encryptOaepText} does. */
export function encryptOaep(payload: unknown, key: OaepPublicKey, options: SealOptions = {}): Promise<EncryptedRequest> {
  const sealed = { ts: options.ts ?? Date.now(), nonce: options.nonce ?? randomBytes(16).toString('hex'), payload };
  return encryptOaepText(JSON.stringify(sealed), key);
}

/** AES-256-GCM body of exactly `plain`, key wrapped with RSA-OAEP-256. */
export async function encryptOaepText(plain: string, key: OaepPublicKey): Promise<EncryptedRequest> {
  const { subtle } = webcrypto;
  const spki = Buffer.from(key.spki, 'base64');
  const publicKey = await subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aesKey = webcrypto.getRandomValues(new Uint8Array(32));
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const aes = await subtle.importKey('raw', aesKey, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(plain)));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, aesKey));
  const body = new Uint8Array(iv.length + sealed.length);
  body.set(iv);
  body.set(sealed, iv.length);
  return { header: `oaep.${key.kid}.${bytesToBase64(wrapped)}`, body: { value: bytesToBase64(body) } };
}
