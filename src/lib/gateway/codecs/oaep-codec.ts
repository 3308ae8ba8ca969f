import { base64ToBytes, bytesToBase64, bytesToHex } from '../../crypto/base64';
import { type OaepKey, payloadText, type RequestCodec } from './request-codec';

const IV_LENGTH = 12;
const NONCE_LENGTH = 16;

/**
 * The text the modern scheme seals (docs/gateway-protocol.md#the-rsa-oaep-scheme): the payload
 * inside `{ts, nonce, payload}`, so that the gateway takes the body once, and only while it is
 * fresh. Written around the payload's text rather than parsed and encoded again: a string payload
 * is sent as it is, as in the v2 scheme.
 */
export function sealedText(payload: unknown, ts: number, nonce: string): string {
  return `{"ts":${ts},"nonce":"${nonce}","payload":${payloadText(payload)}}`;
}

/**
 * The modern scheme: a fresh AES-256-GCM key per call, wrapped with the gateway's RSA-OAEP
 * (SHA-256) key. Body value is base64(iv ‖ ciphertext ‖ tag), header `oaep.<kid>.<wrapped key>`.
 */
export function createOaepCodec(fetchKey: () => Promise<OaepKey>): RequestCodec {
  return {
    scheme: 'oaep',
    async encrypt(payload) {
      const { kid, spki, serverTime } = await fetchKey();
      // The gateway's clock from the answer just fetched, not the phone's, which may be off by
      // far more than the gateway's freshness window.
      const ts = serverTime ?? Date.now();
      const nonce = bytesToHex(crypto.getRandomValues(new Uint8Array(NONCE_LENGTH)));
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
      const plain = new TextEncoder().encode(sealedText(payload, ts, nonce));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
      const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));
      const body = new Uint8Array(IV_LENGTH + sealed.length);
      body.set(iv);
      body.set(sealed, IV_LENGTH);
      return { header: `oaep.${kid}.${bytesToBase64(wrapped)}`, body: { value: bytesToBase64(body) } };
    },
  };
}
