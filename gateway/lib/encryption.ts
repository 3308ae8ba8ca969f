import { constants, createDecipheriv, createHash, createPublicKey, generateKeyPairSync, type KeyObject, privateDecrypt } from 'node:crypto';

import { base64ToBytes, bytesToHex, hexToBytes } from '../../src/lib/crypto/base64.ts';
import { desEcbDecrypt } from '../../src/lib/crypto/des.ts';
import { GatewayError } from './errors.ts';
import { createSingleUseStore } from './single-use-store.ts';

/**
 * Request-body encryption (README "Encryption"). Two schemes share one entry point and are told
 * apart by the Encryption header:
 * - platform v2: header = hex of textbook RSA (1024-bit, e=65537) of a 16-character secret,
 *   body = DES-ECB-PKCS7 keyed with the secret's first 8 bytes. Kept for compatibility with real
 *   operator gateways, not for strength.
 * - modern: header = `oaep.<kid>.<base64 RSA-OAEP-256 of an AES-256 key>`, body = IV (12) ‖
 *   AES-256-GCM ciphertext ‖ tag (16), exactly what WebCrypto produces with the IV prepended; the
 *   sealed text is `{ts, nonce, payload}`.
 * Keys live only in memory and are new on every start; clients fetch them before each call.
 * Every body is good once: a copy sent again is refused with `encryption.replayed`.
 */

const OAEP_ALGORITHM = 'RSA-OAEP-256+A256GCM';
const OAEP_PREFIX = 'oaep.';
const V2_MODULUS_BYTES = 128;
const V2_SECRET_LENGTH = 16;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
const AES_KEY_BYTES = 32;

/**
 * How far a modern body's `ts` may be from the gateway's clock, either way. The app stamps the
 * time the key's answer gave (`serverTime`), so only the call's own delays count, never the
 * phone's clock: 2 minutes is many times the 15 s a call may take.
 */
export const OAEP_FRESHNESS_MS = 2 * 60_000;
/**
 * How long a v2 body's digest is kept. v2 carries no time, so this window is all the replay
 * protection v2 has: a copy sent later still decrypts until the gateway restarts.
 */
export const V2_REPLAY_WINDOW_MS = 10 * 60_000;
/**
 * Used bodies each store keeps at most (about 100 bytes each): far above the logins the per-IP
 * limits let through, so only a flood from many addresses fills it.
 */
const MAX_USED_BODIES = 50_000;
const NONCE = /^[0-9a-f]{32}$/;
/** 1 to 64 digits of 16 bits, each 4 hex characters of either case. */
const V2_HEADER = /^(?:[0-9a-fA-F]{4}){1,64}$/;

export interface OaepPublicKey {
  alg: typeof OAEP_ALGORITHM;
  kid: string;
  /** base64 DER SubjectPublicKeyInfo, importable with WebCrypto `importKey('spki', ...)`. */
  spki: string;
}

/** The modern key as its endpoint answers it, with the gateway's clock for the body's `ts`. */
export interface OaepKeyAnswer extends OaepPublicKey {
  /** Epoch ms when the answer was made. */
  serverTime: number;
}

export interface Keyring {
  rsaModulusHex: string;
  oaepKey: OaepPublicKey;
  /**
   * Resolves to the decrypted JSON object (the modern scheme's `payload`); rejects with
   * GatewayError `encryption.invalid`, `encryption.replayed`, or `rate.limited` while the store
   * of used modern bodies is full. A body is recorded as used before this returns, whatever the
   * caller does next.
   */
  decrypt(encryptionHeader: string | undefined, value: unknown): Promise<Record<string, unknown>>;
}

function invalid(reason: string): GatewayError {
  return new GatewayError('encryption.invalid', { message: `Encrypted request rejected: ${reason}` });
}

function decodeBase64(text: string, what: string): Uint8Array {
  try {
    return base64ToBytes(text);
  } catch {
    throw invalid(`${what} is not base64`);
  }
}

function parseJsonObject(plain: Uint8Array): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    throw invalid('decrypted text is not JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalid('decrypted JSON is not an object');
  }
  return parsed as Record<string, unknown>;
}

function replayed(reason: string): GatewayError {
  return new GatewayError('encryption.replayed', { message: `Encrypted request refused: ${reason}` });
}

/**
 * The decrypted payload, and what makes the body itself one of a kind: the same id is the same
 * body, however its header or base64 were written.
 */
interface Opened {
  payload: Record<string, unknown>;
  id: string;
}

function decryptV2(privateKey: KeyObject, header: string, value: string): Opened {
  // The modulus's 256 digits, or fewer in whole 16-bit digits of 4: the platform's client drops
  // leading zero ones, so about one header in 2^16 has 252 (docs/gateway-protocol.md#the-platforms-v2-scheme);
  // no client writes any other length.
  if (!V2_HEADER.test(header)) throw invalid('Encryption header is not RSA hex in 16-bit digits');
  // Raw modular exponentiation (c^d mod n) done by OpenSSL: constant-time and it rejects c >= n.
  let message: Buffer;
  try {
    message = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      hexToBytes(header.padStart(V2_MODULUS_BYTES * 2, '0')),
    );
  } catch {
    throw invalid('RSA block does not decrypt');
  }
  const leading = message.subarray(0, V2_MODULUS_BYTES - V2_SECRET_LENGTH);
  const secret = message.subarray(V2_MODULUS_BYTES - V2_SECRET_LENGTH);
  if (leading.some((byte) => byte !== 0) || !/^[A-Za-z0-9]{16}$/.test(secret.toString('latin1'))) {
    throw invalid('RSA block is not a 16-character secret');
  }
  const cipher = decodeBase64(value, 'body value');
  let plain: Uint8Array;
  try {
    plain = desEcbDecrypt(cipher, secret.subarray(0, 8));
  } catch {
    throw invalid('DES ciphertext or padding is wrong');
  }
  // The secret and the ciphertext's bytes, not the wire text: the header's case and zero padding
  // and base64's unused bits change the text of the same body.
  const id = createHash('sha256').update(secret).update(cipher).digest('base64');
  return { payload: parseJsonObject(plain), id };
}

/**
 * The modern scheme's sealed text (docs/gateway-protocol.md#the-rsa-oaep-scheme):
 * `{"ts": <epoch ms>, "nonce": "<32 hex>", "payload": {...}}`, nothing else.
 */
function readSealed(sealed: Record<string, unknown>): { ts: number; nonce: string; payload: Record<string, unknown> } {
  const { ts, nonce, payload, ...rest } = sealed;
  if (
    Object.keys(rest).length > 0 ||
    typeof ts !== 'number' ||
    !Number.isSafeInteger(ts) ||
    typeof nonce !== 'string' ||
    !NONCE.test(nonce)
  ) {
    throw invalid('sealed text is not {ts, nonce, payload}');
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw invalid('sealed payload is not an object');
  return { ts, nonce, payload: payload as Record<string, unknown> };
}

function decryptOaep(privateKey: KeyObject, kid: string, header: string, value: string): Record<string, unknown> {
  const [headerKid, wrappedKey, ...rest] = header.slice(OAEP_PREFIX.length).split('.');
  if (rest.length > 0 || !headerKid || !wrappedKey) throw invalid('Encryption header is not oaep.<kid>.<key>');
  if (headerKid !== kid) throw invalid('unknown key id');
  let aesKey: Buffer;
  try {
    aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      decodeBase64(wrappedKey, 'wrapped key'),
    );
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    throw invalid('wrapped key does not decrypt');
  }
  if (aesKey.length !== AES_KEY_BYTES) throw invalid('wrapped key is not 256 bits');
  const sealed = decodeBase64(value, 'body value');
  if (sealed.length < GCM_IV_BYTES + GCM_TAG_BYTES + 1) throw invalid('ciphertext is truncated');
  const iv = sealed.subarray(0, GCM_IV_BYTES);
  const tag = sealed.subarray(sealed.length - GCM_TAG_BYTES);
  const body = sealed.subarray(GCM_IV_BYTES, sealed.length - GCM_TAG_BYTES);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: GCM_TAG_BYTES });
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw invalid('ciphertext fails authentication');
  }
  return parseJsonObject(plain);
}

export interface KeyringOptions {
  /**
   * For tests, a given v2 private key (1024-bit, e = 65537): some v2 headers can only be made
   * ahead of time for a known key, such as one whose RSA result starts with 16 zero bits.
   */
  v2PrivateKey?: KeyObject;
  /** For tests: the clock the freshness window and the stores of used bodies read. */
  now?: () => number;
  /** For tests: a smaller bound on each store of used bodies than MAX_USED_BODIES. */
  maxUsedBodies?: number;
}

export function createKeyring(options: KeyringOptions = {}): Keyring {
  const v2 = options.v2PrivateKey
    ? { privateKey: options.v2PrivateKey, publicKey: createPublicKey(options.v2PrivateKey) }
    : generateKeyPairSync('rsa', { modulusLength: V2_MODULUS_BYTES * 8, publicExponent: 65537 });
  const oaep = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 65537 });
  const modulus = v2.publicKey.export({ format: 'jwk' }).n;
  if (!modulus) throw new Error('RSA key has no modulus');
  const rsaModulusHex = bytesToHex(Buffer.from(modulus, 'base64url'));
  const spkiDer = oaep.publicKey.export({ type: 'spki', format: 'der' });
  // The key id is derived from the key itself, so a client holding a stale key gets a clear error.
  const kid = createHash('sha256').update(spkiDer).digest('hex').slice(0, 16);
  const now = options.now ?? Date.now;
  const maxEntries = options.maxUsedBodies ?? MAX_USED_BODIES;
  // A nonce is kept for as long as its body could still pass the freshness check: a `ts` up to
  // the window ahead stays fresh for twice the window from its arrival. When full, new bodies
  // are refused rather than an early nonce forgotten, which would let its body in again; the
  // refusal lasts at most until the oldest lapses.
  const nonces = createSingleUseStore({ keepMs: 2 * OAEP_FRESHNESS_MS, maxEntries, whenFull: 'refuse' });
  // A v2 digest lapses anyway after its window, after which its body is taken again: forgetting
  // the oldest early, when a flood has filled the store, gives up no more than waiting would,
  // and keeps v2 logins open.
  const v2Bodies = createSingleUseStore({ keepMs: V2_REPLAY_WINDOW_MS, maxEntries, whenFull: 'forget-oldest' });

  function openOaep(header: string, value: string): Record<string, unknown> {
    const { ts, nonce, payload } = readSealed(decryptOaep(oaep.privateKey, kid, header, value));
    const at = now();
    if (Math.abs(at - ts) > OAEP_FRESHNESS_MS) {
      const seconds = Math.round(Math.abs(at - ts) / 1000);
      throw replayed(
        `sealed ${seconds} s ${ts < at ? 'before' : 'after'} the gateway's time, more than the ${OAEP_FRESHNESS_MS / 1000} s allowed`,
      );
    }
    const claim = nonces.claim(nonce, at);
    if (claim === 'replayed') throw replayed('this body was already received');
    if (claim === 'full') {
      throw new GatewayError('rate.limited', {
        message: 'Too many encrypted requests, try again later',
        retryAfterMs: nonces.freeAt(at) - at,
      });
    }
    return payload;
  }

  function openV2(header: string, value: string): Record<string, unknown> {
    const { payload, id } = decryptV2(v2.privateKey, header, value);
    if (v2Bodies.claim(id, now()) === 'replayed') throw replayed('this body was already received');
    return payload;
  }

  return {
    rsaModulusHex,
    oaepKey: { alg: OAEP_ALGORITHM, kid, spki: spkiDer.toString('base64') },
    // Nothing below awaits: a body is checked and recorded in the same turn, so two copies that
    // arrive together cannot both pass.
    async decrypt(encryptionHeader, value) {
      if (typeof encryptionHeader !== 'string' || encryptionHeader.trim() === '') {
        throw invalid('Encryption header is missing');
      }
      if (typeof value !== 'string' || value === '') throw invalid('body value must be a base64 string');
      const header = encryptionHeader.trim();
      return header.startsWith(OAEP_PREFIX) ? openOaep(header, value) : openV2(header, value);
    },
  };
}
