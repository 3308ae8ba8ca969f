/**
 * How an encrypted call's payload travels: an `Encryption` header plus a body `{value}`.
 * Two schemes sit behind this one interface (docs/gateway-protocol.md#encrypted-requests): the
 * platform's v2 (textbook RSA + DES, for real operator gateways) and a modern one (RSA-OAEP-256 +
 * AES-256-GCM).
 */
interface EncryptedRequest {
  header: string;
  body: { value: string };
}

export interface RequestCodec {
  readonly scheme: 'v2' | 'oaep';
  /** `payload` is JSON-encoded, except a string, which is taken as the text to send (see payloadText). */
  encrypt(payload: unknown): Promise<EncryptedRequest>;
}

/**
 * The plain text a codec encrypts (docs/gateway-protocol.md#encrypted-requests): the payload's
 * JSON, or a string as it is. A string payload is already the text the gateway is to read;
 * encoding it again would send a JSON string literal, which no gateway reads as the payload.
 */
export function payloadText(payload: unknown): string {
  return typeof payload === 'string' ? payload : JSON.stringify(payload);
}

export interface OaepKey {
  alg: 'RSA-OAEP-256+A256GCM';
  kid: string;
  /** base64 DER SubjectPublicKeyInfo */
  spki: string;
  /** The gateway's clock when it answered (epoch ms); the sealed body's `ts` when present. */
  serverTime?: number;
}

export function isOaepKey(value: unknown): value is OaepKey {
  const key = value as OaepKey;
  return (
    typeof value === 'object' &&
    value !== null &&
    key.alg === 'RSA-OAEP-256+A256GCM' &&
    typeof key.kid === 'string' &&
    typeof key.spki === 'string' &&
    (key.serverTime === undefined || Number.isSafeInteger(key.serverTime))
  );
}

/**
 * The modern scheme is required for this call and cannot be used (docs/gateway-protocol.md#choosing-a-scheme):
 * the call fails with `client.no.oaep.key` rather than go out under v2.
 */
export class ModernSchemeUnavailable extends Error {
  override readonly name = 'ModernSchemeUnavailable';
}
