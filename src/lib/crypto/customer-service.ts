import { base64ToBytes } from './base64';
import { desEcbDecrypt } from './des';

/**
 * docs/gateway-protocol.md#customer-service-links: the operator's customer-service path is stored
 * obfuscated. The last 8 characters are the key part, whose first 8 UTF-8 bytes are the DES key,
 * and everything before them is the base64 (padded or not) of the DES-ECB / PKCS#7 ciphertext.
 * It is obfuscation, not secrecy (the key travels with the text), so the only job here is to undo
 * it safely, reading what the platform's own decoder reads.
 */

const KEY_CHARACTERS = 8;
const DES_KEY_BYTES = 8;

/**
 * Base64 with its `=` padding put back where the operator's tooling left it off, as the
 * platform's decoder accepts it; a length no base64 can have (one past a whole group) stays as it
 * is and is refused by base64ToBytes.
 */
function withPadding(base64: string): string {
  const rest = base64.length % 4;
  return rest === 2 || rest === 3 ? base64.padEnd(base64.length + 4 - rest, '=') : base64;
}

/**
 * A decoded path the app could link to: an absolute URL of any scheme (customerServiceLinks keeps
 * only http(s)) or a root path, without control characters. Anything else is what a wrong key or
 * a corrupted setting decrypts to, even when its padding happens to look valid.
 */
function isUrlOrPath(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (text === '' || /[\u0000-\u001f\u007f]/.test(text)) return false;
  if (text.startsWith('/')) return true;
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

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
  // A non-ASCII key part is longer than 8 bytes in UTF-8; like the platform's decoder, DES takes
  // its first 8 bytes.
  const key = new TextEncoder().encode(characters.slice(-KEY_CHARACTERS).join('')).slice(0, DES_KEY_BYTES);
  // Configuration screens sometimes wrap long values; line breaks are not part of base64.
  const ciphertext = characters.slice(0, -KEY_CHARACTERS).join('').replace(/\s+/g, '');
  try {
    const plain = desEcbDecrypt(base64ToBytes(withPadding(ciphertext)), key);
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(plain).trim();
    return isUrlOrPath(decoded) ? decoded : null;
  } catch {
    return null; // Not base64, not whole blocks, wrong key (bad padding) or not UTF-8.
  }
}
