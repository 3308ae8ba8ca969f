import { bytesToBase64 } from '../../crypto/base64';
import { desEcbEncrypt } from '../../crypto/des';
import { textbookRsaEncrypt } from '../../crypto/textbook-rsa';
import { payloadText, type RequestCodec } from './request-codec';

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 16;
const DES_KEY_LENGTH = 8;
/**
 * 248 (62 × 4), where the last whole run of the alphabet in a byte's 256 values ends: a byte from
 * here up is drawn again, because `byte % 62` over all 256 would make each of the first 8
 * characters 5/256 likely and the rest 4/256, a secret easier to guess.
 */
const UNBIASED_BYTE_LIMIT = 256 - (256 % SECRET_ALPHABET.length);

/** Fills the array with random bytes; `crypto.getRandomValues` outside tests. */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => unknown;

/**
 * The v2 secret (docs/gateway-protocol.md#the-platforms-v2-scheme): 16 characters of
 * `[A-Za-z0-9]`, each equally likely, by rejection sampling.
 */
export function randomV2Secret(fill: RandomFill = (bytes) => crypto.getRandomValues(bytes)): string {
  let secret = '';
  const bytes = new Uint8Array(SECRET_LENGTH);
  while (secret.length < SECRET_LENGTH) {
    fill(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_BYTE_LIMIT && secret.length < SECRET_LENGTH) secret += SECRET_ALPHABET[byte % SECRET_ALPHABET.length];
    }
  }
  return secret;
}

/**
 * The platform's v2 scheme: a fresh 16-character secret per call, sent under textbook RSA; the
 * body under DES keyed with its first 8 bytes. `fetchModulus` must not be cached (a new key
 * may be issued at any time).
 */
export function createV2Codec(fetchModulus: () => Promise<string>, makeSecret: () => string = randomV2Secret): RequestCodec {
  return {
    scheme: 'v2',
    async encrypt(payload) {
      const modulusHex = await fetchModulus();
      const secret = makeSecret();
      const encoder = new TextEncoder();
      const key = encoder.encode(secret).slice(0, DES_KEY_LENGTH);
      const cipher = desEcbEncrypt(encoder.encode(payloadText(payload)), key);
      return {
        header: textbookRsaEncrypt(secret, modulusHex),
        body: { value: bytesToBase64(cipher) },
      };
    },
  };
}
