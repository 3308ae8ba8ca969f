import type { EncryptionMode } from '../../../config/gateway';
import { createOaepCodec } from './oaep-codec';
import { isOaepKey, type OaepKey, type RequestCodec } from './request-codec';
import { createV2Codec } from './v2-codec';

export interface KeySources {
  /** The v2 RSA modulus (hex) from `GET /wps/session/key/rsa` (docs/gateway-protocol.md#encrypted-requests). */
  rsaModulus: () => Promise<string>;
  /** The modern key, or a rejection when the gateway does not offer it. */
  oaepKey: () => Promise<unknown>;
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
  const v2 = createV2Codec(keys.rsaModulus);
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
