import { base64ToBytes } from './base64';
import { desEcbDecrypt } from './des';

/**
 * docs/gateway-protocol.md#customer-service-links: the operator's customer-service path is stored
 * obfuscated. The last 8 characters are the DES key (as UTF-8 bytes) and everything before them
 * is the base64 of the DES-ECB / PKCS#7 ciphertext. It is obfuscation, not secrecy (the key
 * travels with the text), so the only job here is to undo it safely.
 */

const KEY_CHARACTERS = 8;
const DES_KEY_BYTES = 8;

/**
 * The plain path, or null when the value is not a well-formed obfuscated path. A bad operator
 * setting must hide the customer-service entry, never break the page, so nothing here throws.
 */
export function decodeCustomerServicePath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const text = path.trim();
  // Code points, not UTF-16 units, so a key with an astral character is still 8 characters.
  const characters = Array.from(text);
  if (characters.length <= KEY_CHARACTERS) return null;
  const key = new TextEncoder().encode(characters.slice(-KEY_CHARACTERS).join(''));
  // A non-ASCII key is longer than 8 bytes in UTF-8; DES takes 8 bytes, so such a key cannot be
  // what the operator's tooling used with a plain DES key.
  if (key.length !== DES_KEY_BYTES) return null;
  // Configuration screens sometimes wrap long values; line breaks are not part of base64.
  const ciphertext = characters.slice(0, -KEY_CHARACTERS).join('').replace(/\s+/g, '');
  try {
    const plain = desEcbDecrypt(base64ToBytes(ciphertext), key);
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(plain).trim();
    return decoded === '' ? null : decoded;
  } catch {
    return null; // Not base64, not whole blocks, wrong key (bad padding) or not UTF-8.
  }
}
