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
  encrypt(payload: unknown): Promise<EncryptedRequest>;
}

export interface OaepKey {
  alg: 'RSA-OAEP-256+A256GCM';
  kid: string;
  /** base64 DER SubjectPublicKeyInfo */
  spki: string;
}

export function isOaepKey(value: unknown): value is OaepKey {
  const key = value as OaepKey;
  return (
    typeof value === 'object' &&
    value !== null &&
    key.alg === 'RSA-OAEP-256+A256GCM' &&
    typeof key.kid === 'string' &&
    typeof key.spki === 'string'
  );
}
