/**
 * Textbook RSA (no padding) as the platform's "v2" scheme uses it to send the DES key
 * (docs/gateway-protocol.md#encrypted-requests): the secret's UTF-8 bytes, reversed and packed
 * little-endian, which is the same integer as reading the original bytes big-endian.
 */

function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

export function bigIntToBytes(value: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  if (rest !== 0n) throw new RangeError('Value does not fit in the requested length');
  return out;
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const RSA_V2_EXPONENT = 65537n;
const HEX_DIGIT_GROUP = 4;

/**
 * An integer as the platform's own client writes it (docs/gateway-protocol.md#the-platforms-v2-scheme):
 * lowercase hex in 16-bit digits of 4 characters each, the most significant first, with the
 * leading all-zero digits dropped (zero itself is one digit, `0000`). A zero nibble inside the
 * first non-zero digit stays, so the length is always a multiple of 4: 256 characters for most
 * 1024-bit results, 252 when the top 16 bits are zero, 248 when the top 32 are, and so on. The
 * app writes the same text so its header cannot be told apart from the platform's client's.
 */
export function platformHex(value: bigint): string {
  if (value < 0n) throw new RangeError('Only non-negative integers are written');
  const hex = value.toString(16);
  return hex.padStart(Math.ceil(hex.length / HEX_DIGIT_GROUP) * HEX_DIGIT_GROUP, '0');
}

/** Encrypts a short secret for the gateway; answers its hex as the platform's client writes it. */
export function textbookRsaEncrypt(secret: string, modulusHex: string): string {
  const modulus = BigInt(`0x${modulusHex}`);
  const message = bytesToBigInt(new TextEncoder().encode(secret));
  if (message >= modulus) throw new RangeError('Secret is too long for the RSA modulus');
  return platformHex(modPow(message, RSA_V2_EXPONENT, modulus));
}
