import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes or OpenSSL refuses larger costs.
    const maxmem = 256 * (options.N ?? 16384) * (options.r ?? BLOCK_SIZE);
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * Hash format `scrypt$N$r$p$salt$key` (salt and key base64): the parameters travel with the hash
 * so the cost can change without invalidating stored passwords.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for any hash it cannot read (e.g. the unusable trial hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, key] = parts;
  const expected = Buffer.from(key ?? '', 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(password, Buffer.from(salt ?? '', 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash that no password matches, used to spend the same time on unknown
 * usernames as on known ones (so timing does not reveal which accounts exist).
 */
export async function decoyHash(cost: number): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64'), cost);
}

/**
 * Stored for accounts created without a password (mobile sign-up while MOBILENUMPASSREG3 is
 * off): random, so no two are alike, and not a scrypt hash, so no password ever verifies.
 */
export function unusablePasswordHash(): string {
  return `none$${randomBytes(16).toString('hex')}`;
}
