import { base64ToBytes, bytesToBase64 } from '../../crypto/base64';
import { payloadText, type OaepKey, type RequestCodec } from './request-codec';

const IV_LENGTH = 12;

/**
 * The modern scheme: a fresh AES-256-GCM key per call, wrapped with the gateway's RSA-OAEP
 * (SHA-256) key. Body value is base64(iv ‖ ciphertext ‖ tag), header `oaep.<kid>.<wrapped key>`.
 */
export function createOaepCodec(fetchKey: () => Promise<OaepKey>): RequestCodec {
  return {
    scheme: 'oaep',
    async encrypt(payload) {
      const { kid, spki } = await fetchKey();
      const publicKey = await crypto.subtle.importKey(
        'spki',
        base64ToBytes(spki) as BufferSource,
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      );
      const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const rawKey = await crypto.subtle.exportKey('raw', aesKey);
      const iv = crypto.getRandomValues(new Uint8Array(IV_LENGTH));
      const plain = new TextEncoder().encode(payloadText(payload));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
      const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));
      const body = new Uint8Array(IV_LENGTH + sealed.length);
      body.set(iv);
      body.set(sealed, IV_LENGTH);
      return { header: `oaep.${kid}.${bytesToBase64(wrapped)}`, body: { value: bytesToBase64(body) } };
    },
  };
}
