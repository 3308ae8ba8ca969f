import type { EncryptionMode } from '../../../config/gateway';
import { createOaepCodec } from './oaep-codec';
import { isOaepKey, type OaepKey, type RequestCodec } from './request-codec';
import { createV2Codec } from './v2-codec';

export interface KeySources {
  /**
   * The whole body of a successful `GET /wps/session/key/rsa`, unread (rsaModulusFrom reads it;
   * docs/gateway-protocol.md#the-platforms-v2-scheme); a rejection when there was none.
   */
  rsaKeyAnswer: () => Promise<string>;
  /** The modern key, or a rejection when the gateway does not offer it. */
  oaepKey: () => Promise<unknown>;
}

const HEX = /^[0-9a-fA-F]+$/;

/**
 * The v2 RSA modulus in the key call's answer (docs/gateway-protocol.md#the-platforms-v2-scheme):
 * the platform's gateways answer the bare hex digits as the whole body, others an envelope whose
 * `value` is the hex. Anything else throws, and the call fails with NO RSA KEY.
 */
export function rsaModulusFrom(answer: string): string {
  const text = answer.trim();
  if (HEX.test(text)) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const envelope = parsed as { success?: unknown; value?: unknown } | null | undefined;
  const value = typeof envelope === 'object' && envelope?.success === true && typeof envelope.value === 'string' ? envelope.value.trim() : '';
  if (!HEX.test(value)) throw new Error('The RSA key answer is neither hex nor an envelope holding hex');
  return value;
}

function hasWebCrypto(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.importKey === 'function';
}

/**
 * Picks the codec for one encrypted call. In `auto` the modern scheme is used when the gateway
 * advertises it (its key endpoint answers a well-formed key) and WebCrypto is there (secure
 * contexts only); anything else falls back to v2, which every operator gateway speaks.
 */
export async function chooseCodec(mode: EncryptionMode, keys: KeySources): Promise<RequestCodec> {
  const v2 = createV2Codec(async () => rsaModulusFrom(await keys.rsaKeyAnswer()));
  if (mode === 'v2' || !hasWebCrypto()) return v2;
  let key: unknown;
  try {
    key = await keys.oaepKey();
  } catch (error) {
    if (mode === 'oaep') throw error;
    return v2;
  }
  if (!isOaepKey(key)) {
    if (mode === 'oaep') throw new Error('The gateway did not offer an RSA-OAEP key');
    return v2;
  }
  const advertised: OaepKey = key;
  return createOaepCodec(async () => advertised);
}
