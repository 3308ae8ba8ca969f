import type { EncryptionMode } from '../../../config/gateway';
import type { ModernSchemeMemory } from './modern-scheme-memory';
import { createOaepCodec } from './oaep-codec';
import { isOaepKey, ModernSchemeUnavailable, type OaepKey, type RequestCodec } from './request-codec';
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
  const value =
    typeof envelope === 'object' && envelope?.success === true && typeof envelope.value === 'string' ? envelope.value.trim() : '';
  if (!HEX.test(value)) throw new Error('The RSA key answer is neither hex nor an envelope holding hex');
  return value;
}

function hasWebCrypto(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.importKey === 'function';
}

/**
 * Picks the codec for one encrypted call (docs/gateway-protocol.md#choosing-a-scheme). The modern
 * scheme is used when the gateway offers it (its key endpoint answers a well-formed key) and
 * WebCrypto is there (secure contexts only). v2, which every operator gateway speaks, is used only
 * in `auto`, and only for a gateway that has never offered the modern key on this device: once it
 * has, or with `oaep`, a key call that fails (an error, a blip, someone in the path) fails the
 * call with ModernSchemeUnavailable rather than hand the payload to DES and textbook RSA.
 */
export async function chooseCodec(mode: EncryptionMode, keys: KeySources, memory: ModernSchemeMemory): Promise<RequestCodec> {
  const v2 = createV2Codec(async () => rsaModulusFrom(await keys.rsaKeyAnswer()));
  if (mode === 'v2') return v2;
  const required = mode === 'oaep' || memory.seen();
  const withoutModernKey = (reason: string): RequestCodec => {
    if (required) throw new ModernSchemeUnavailable(reason);
    return v2;
  };
  if (!hasWebCrypto()) return withoutModernKey('WebCrypto is not available here (not a secure context)');
  let key: unknown;
  try {
    key = await keys.oaepKey();
  } catch (error) {
    return withoutModernKey(`The RSA-OAEP key could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isOaepKey(key)) return withoutModernKey('The gateway answered no well-formed RSA-OAEP key');
  memory.remember();
  const advertised: OaepKey = key;
  return createOaepCodec(async () => advertised);
}
