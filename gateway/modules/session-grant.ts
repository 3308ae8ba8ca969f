import type { FastifyRequest } from 'fastify';

import type { SessionAnswer } from '../../src/contract/session.ts';
import type { GatewayConfig } from '../config.ts';
import { headerText, merchantOf } from '../http/merchant.ts';
import { booleanSchema, numberSchema, schemaFor, stringSchema } from '../http/schemas.ts';
import { newSessionToken } from '../lib/tokens.ts';
import type { AccountRecord } from '../store/repositories/accounts.ts';
import type { Store } from '../store/store.ts';
import { effectiveSwitches } from '../store/switches.ts';
import { assertNotExcluded } from './responsible/guards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What password login, SMS login and registration answer: the session with every field. */
export type LoginAnswer = Required<SessionAnswer>;

/** The answer of every call that opens a session (login, registration, free play). */
export const sessionAnswerSchema = schemaFor<SessionAnswer>()({
  type: 'object',
  required: ['token', 'userName', 'customerType'],
  additionalProperties: false,
  properties: {
    token: stringSchema,
    userName: stringSchema,
    customerType: numberSchema,
    firstTimeLogin: booleanSchema,
    passwordExpired: booleanSchema,
    expiresAt: numberSchema,
  },
});

function deviceOf(request: FastifyRequest): string {
  const device = headerText(request, 'device')?.trim().toUpperCase();
  return device === 'MOBILE' || device === 'OTHERS' ? device : '';
}

/** Only scrypt hashes can be typed in; accounts without one cannot be asked to change it. */
function hasUsablePassword(account: Pick<AccountRecord, 'passwordHash'>): boolean {
  return account.passwordHash.startsWith('scrypt$');
}

/**
 * PWDEXPFORCECHANGE3 on and the password older than passwordMaxAgeDays. Accounts with no usable
 * password (trial, mobile sign-up without one) are never told to change it.
 */
function isPasswordExpired(store: Store, account: AccountRecord, now: number): boolean {
  if (!effectiveSwitches(store.settings.get('switches')).PWDEXPFORCECHANGE3) return false;
  if (!hasUsablePassword(account)) return false;
  return now - account.passwordChangedAt > store.settings.get('passwordMaxAgeDays') * DAY_MS;
}

/**
 * A first login, or an expired password: until a new password is set the session may only change
 * it, read its member info and log out (README "Session").
 */
export function mustChangePassword(store: Store, account: AccountRecord, now: number): boolean {
  return (account.firstTimeLogin && hasUsablePassword(account)) || isPasswordExpired(store, account, now);
}

/**
 * Opens a session (call inside the transaction that decided the login): stores the SHA-256 of a
 * new token with the merchant, device, loginDeviceId and a fixed expiry, records the login and the
 * device, and cleans ended sessions. Answers the login envelope's value.
 */
export function grantSession(
  config: GatewayConfig,
  store: Store,
  request: FastifyRequest,
  account: AccountRecord,
  options: { loginDeviceId: string | null; now: number },
): LoginAnswer {
  const { now } = options;
  // Every login path ends here: an excluded account opens no session (docs/product.md#responsible-gaming).
  assertNotExcluded(store, account.id, now);
  const token = newSessionToken();
  const expiresAt = now + config.sessionTtlMinutes * 60_000;
  store.accounts.recordLogin(account.id, now);
  store.sessions.purgeEnded(now);
  store.sessions.create({
    token,
    accountId: account.id,
    merchantCode: merchantOf(request),
    device: deviceOf(request),
    loginDeviceId: options.loginDeviceId,
    now,
    expiresAt,
  });
  // The device may then still try while the username is locked (README "Session").
  store.memberDevices.remember(account.id, options.loginDeviceId, now);
  return {
    token,
    userName: account.username,
    customerType: account.type,
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: isPasswordExpired(store, account, now),
    expiresAt,
  };
}
