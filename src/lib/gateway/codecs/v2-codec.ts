import { bytesToBase64 } from '../../crypto/base64';
import { desEcbEncrypt } from '../../crypto/des';
import { textbookRsaEncrypt } from '../../crypto/textbook-rsa';
import { payloadText, type RequestCodec } from './request-codec';

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 16;
const DES_KEY_LENGTH = 8;

function randomSecret(length = SECRET_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => SECRET_ALPHABET[byte % SECRET_ALPHABET.length]).join('');
}

/**
 * The platform's v2 scheme: a fresh 16-character secret per call, sent under textbook RSA; the
 * body under DES keyed with its first 8 bytes. `fetchModulus` must not be cached (a new key
 * may be issued at any time).
 */
export function createV2Codec(fetchModulus: () => Promise<string>, makeSecret: () => string = randomSecret): RequestCodec {
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
