import {
  constants,
  createDecipheriv,
  createHash,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { base64ToBytes, bytesToHex, hexToBytes } from '../../src/lib/crypto/base64.ts';
import { desEcbDecrypt } from '../../src/lib/crypto/des.ts';
import { GatewayError } from './errors.ts';

/**
 * Request-body encryption (README "Encryption"). Two schemes share one entry point and are told
 * apart by the Encryption header:
 * - platform v2: header = hex of textbook RSA (1024-bit, e=65537) of a 16-character secret,
 *   body = DES-ECB-PKCS7 keyed with the secret's first 8 bytes. Kept for compatibility with real
 *   operator gateways, not for strength.
 * - modern: header = `oaep.<kid>.<base64 RSA-OAEP-256 of an AES-256 key>`, body = IV (12) ‖
 *   AES-256-GCM ciphertext ‖ tag (16), exactly what WebCrypto produces with the IV prepended.
 * Keys live only in memory and are new on every start; clients fetch them before each call.
 */

const OAEP_ALGORITHM = 'RSA-OAEP-256+A256GCM';
const OAEP_PREFIX = 'oaep.';
const V2_MODULUS_BYTES = 128;
const V2_SECRET_LENGTH = 16;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
const AES_KEY_BYTES = 32;

export interface OaepPublicKey {
  alg: typeof OAEP_ALGORITHM;
  kid: string;
  /** base64 DER SubjectPublicKeyInfo, importable with WebCrypto `importKey('spki', ...)`. */
  spki: string;
}

export interface Keyring {
  rsaModulusHex: string;
  oaepKey: OaepPublicKey;
  /** Resolves to the decrypted JSON object; rejects with GatewayError `encryption.invalid`. */
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

function decryptV2(privateKey: KeyObject, header: string, value: string): Record<string, unknown> {
  // Up to the modulus's 256 digits, and shorter: the platform's client drops leading zero 16-bit
  // digits, so about one header in 2^16 has 252 (docs/gateway-protocol.md#the-platforms-v2-scheme).
  if (!/^[0-9a-fA-F]{1,256}$/.test(header)) throw invalid('Encryption header is not RSA hex');
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
  return parseJsonObject(plain);
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

/**
 * New keys, or for tests a given v2 private key (1024-bit, e = 65537): some v2 headers can only
 * be made ahead of time for a known key, such as one whose RSA result starts with 16 zero bits.
 */
export function createKeyring(options: { v2PrivateKey?: KeyObject } = {}): Keyring {
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
  return {
    rsaModulusHex,
    oaepKey: { alg: OAEP_ALGORITHM, kid, spki: spkiDer.toString('base64') },
    async decrypt(encryptionHeader, value) {
      if (typeof encryptionHeader !== 'string' || encryptionHeader.trim() === '') {
        throw invalid('Encryption header is missing');
      }
      if (typeof value !== 'string' || value === '') throw invalid('body value must be a base64 string');
      const header = encryptionHeader.trim();
      return header.startsWith(OAEP_PREFIX)
        ? decryptOaep(oaep.privateKey, kid, header, value)
        : decryptV2(v2.privateKey, header, value);
    },
  };
}
