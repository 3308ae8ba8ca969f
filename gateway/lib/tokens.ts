import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A session token: 32 random bytes as hex, handed to the client once. */
export function newSessionToken(): string {
  return randomBytes(32).toString('hex');
}

/** Opaque id for short-lived records (captchas). */
export function newRandomId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Only the SHA-256 of a token is stored, so a copy of the database does not hand out live
 * sessions. Tokens are 256-bit random, so an unsalted fast hash is enough.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}
