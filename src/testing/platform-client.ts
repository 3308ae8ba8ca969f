/**
 * The platform's own client's steps for the v2 header (docs/gateway-protocol.md#the-platforms-v2-scheme),
 * written the way it does them and apart from the app's code, so tests compare two readings of
 * the rule rather than one with itself.
 */

const HEX = '0123456789abcdef';

/**
 * The integer held as 16-bit digits, least significant first; from the highest non-zero digit
 * down (the lowest one alone when all are zero), each digit as 4 lowercase hex characters.
 */
export function platformClientHex(value: bigint): string {
  const digits: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 16n) digits.push(Number(rest & 0xffffn));
  let text = '';
  for (let i = Math.max(digits.length - 1, 0); i >= 0; i--) {
    const digit = digits[i] ?? 0;
    for (let shift = 12; shift >= 0; shift -= 4) text += HEX[(digit >> shift) & 0xf];
  }
  return text;
}

/** The secret's bytes reversed, then packed little-endian into one integer. */
export function platformClientMessage(secret: string): bigint {
  const reversed = Array.from(new TextEncoder().encode(secret)).reverse();
  let value = 0n;
  reversed.forEach((byte, index) => {
    value |= BigInt(byte) << BigInt(8 * index);
  });
  return value;
}
