/**
 * DES in ECB mode with PKCS#7 padding.
 *
 * The platform's "v2" request encryption (docs/gateway-protocol.md#encrypted-requests) uses single
 * DES, which neither WebCrypto nor Node's OpenSSL 3 default provider offers, so it is implemented
 * here once and shared by the app's codec and the reference gateway. It exists for compatibility
 * with operator gateways, not for its strength; the modern codec uses AES-256-GCM.
 */

const PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36, 63, 55, 47, 39, 31, 23, 15, 7,
  62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];
const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48,
  44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];
const KEY_SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
const IP = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8, 57, 49, 41,
  33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];
const FP = [
  40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31, 38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29, 36, 4, 44, 12,
  52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27, 34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25,
];
const EXPANSION = [
  32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18, 19, 20, 21, 20, 21, 22, 23, 24, 25, 24, 25,
  26, 27, 28, 29, 28, 29, 30, 31, 32, 1,
];
const P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25];
const S_BOXES = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8, 4, 1, 14, 8, 13, 6, 2, 11,
    15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5, 0, 14, 7, 11, 10, 4, 13, 1,
    5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1, 13, 6, 4, 9, 8, 15, 3, 0,
    11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9, 10, 6, 9, 0, 12, 11, 7, 13,
    15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6, 4, 2, 1, 11, 10, 13, 7, 8,
    15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8, 9, 14, 15, 5, 2, 8, 12, 3,
    7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6, 1, 4, 11, 13, 12, 3, 7, 14,
    10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2, 7, 11, 4, 1, 9, 12, 14, 2,
    0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
  ],
];

const BLOCK = 8;

type Bits = Uint8Array;

function toBits(bytes: Uint8Array): Bits {
  const bits = new Uint8Array(bytes.length * 8);
  for (let i = 0; i < bits.length; i++) bits[i] = (bytes[i >> 3]! >> (7 - (i & 7))) & 1;
  return bits;
}

function fromBits(bits: Bits): Uint8Array {
  const bytes = new Uint8Array(bits.length / 8);
  for (let i = 0; i < bits.length; i++) bytes[i >> 3]! |= bits[i]! << (7 - (i & 7));
  return bytes;
}

function permute(bits: Bits, table: readonly number[]): Bits {
  const out = new Uint8Array(table.length);
  for (let i = 0; i < table.length; i++) out[i] = bits[table[i]! - 1]!;
  return out;
}

function rotateLeft(half: Bits, by: number): Bits {
  const out = new Uint8Array(half.length);
  for (let i = 0; i < half.length; i++) out[i] = half[(i + by) % half.length]!;
  return out;
}

function subkeys(key: Uint8Array): Bits[] {
  if (key.length !== BLOCK) throw new RangeError('A DES key is 8 bytes');
  const permuted = permute(toBits(key), PC1);
  let c: Bits = permuted.slice(0, 28);
  let d: Bits = permuted.slice(28);
  return KEY_SHIFTS.map((shift) => {
    c = rotateLeft(c, shift);
    d = rotateLeft(d, shift);
    const cd = new Uint8Array(56);
    cd.set(c);
    cd.set(d, 28);
    return permute(cd, PC2);
  });
}

function feistel(right: Bits, subkey: Bits): Bits {
  const mixed = permute(right, EXPANSION);
  for (let i = 0; i < 48; i++) mixed[i]! ^= subkey[i]!;
  const substituted = new Uint8Array(32);
  for (let box = 0; box < 8; box++) {
    const b = mixed.subarray(box * 6, box * 6 + 6);
    const row = (b[0]! << 1) | b[5]!;
    const column = (b[1]! << 3) | (b[2]! << 2) | (b[3]! << 1) | b[4]!;
    const value = S_BOXES[box]![row * 16 + column]!;
    for (let j = 0; j < 4; j++) substituted[box * 4 + j] = (value >> (3 - j)) & 1;
  }
  return permute(substituted, P);
}

function cryptBlock(block: Uint8Array, keys: Bits[]): Uint8Array {
  const permuted = permute(toBits(block), IP);
  let left = permuted.slice(0, 32);
  let right = permuted.slice(32);
  for (const key of keys) {
    const f = feistel(right, key);
    const next = new Uint8Array(32);
    for (let i = 0; i < 32; i++) next[i] = left[i]! ^ f[i]!;
    left = right;
    right = next;
  }
  const preOutput = new Uint8Array(64);
  preOutput.set(right);
  preOutput.set(left, 32);
  return fromBits(permute(preOutput, FP));
}

/** Encrypts one 8-byte block (exposed for known-answer tests). */
export function desEncryptBlock(block: Uint8Array, key: Uint8Array): Uint8Array {
  return cryptBlock(block, subkeys(key));
}

export function desEcbEncrypt(plain: Uint8Array, key: Uint8Array): Uint8Array {
  const keys = subkeys(key);
  const padLength = BLOCK - (plain.length % BLOCK);
  const padded = new Uint8Array(plain.length + padLength);
  padded.set(plain);
  padded.fill(padLength, plain.length);
  const out = new Uint8Array(padded.length);
  for (let offset = 0; offset < padded.length; offset += BLOCK) {
    out.set(cryptBlock(padded.subarray(offset, offset + BLOCK), keys), offset);
  }
  return out;
}

/** Throws a RangeError when the input is not whole blocks or the padding is not PKCS#7. */
export function desEcbDecrypt(cipher: Uint8Array, key: Uint8Array): Uint8Array {
  if (cipher.length === 0 || cipher.length % BLOCK !== 0) {
    throw new RangeError('DES ciphertext must be a non-empty multiple of 8 bytes');
  }
  const keys = subkeys(key).reverse();
  const out = new Uint8Array(cipher.length);
  for (let offset = 0; offset < cipher.length; offset += BLOCK) {
    out.set(cryptBlock(cipher.subarray(offset, offset + BLOCK), keys), offset);
  }
  const padLength = out[out.length - 1]!;
  if (padLength < 1 || padLength > BLOCK) throw new RangeError('Bad PKCS#7 padding');
  for (let i = out.length - padLength; i < out.length; i++) {
    if (out[i] !== padLength) throw new RangeError('Bad PKCS#7 padding');
  }
  return out.slice(0, out.length - padLength);
}
