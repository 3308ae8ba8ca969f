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

/** Encrypts a short secret for the gateway; answers hex padded to the modulus width. */
export function textbookRsaEncrypt(secret: string, modulusHex: string): string {
  const modulus = BigInt(`0x${modulusHex}`);
  const message = bytesToBigInt(new TextEncoder().encode(secret));
  if (message >= modulus) throw new RangeError('Secret is too long for the RSA modulus');
  return modPow(message, RSA_V2_EXPONENT, modulus).toString(16).padStart(modulusHex.replace(/^0+/, '').length, '0');
}
