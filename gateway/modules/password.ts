import { passwordChangeRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { decryptBody, encryptedBodySchema } from '../http/encrypted-body.ts';
import { perMinute, RATE_LIMITS } from '../http/rate-limits.ts';
import { answersWith, booleanSchema, numberSchema, stringSchema } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { type ErrorCode, GatewayError } from '../lib/errors.ts';
import { assertKnownDialingCode, dialingCodeSchema, mobileKey, type MobileNumber, mobileNumSchema } from '../lib/mobile.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { newSessionToken } from '../lib/tokens.ts';
import { AGENT_ONLY_TYPES } from '../store/repositories/accounts.ts';
import type { Store } from '../store/store.ts';
import { assertField } from './field-rules.ts';

const RESET_TOKEN_TTL_MS = 10 * 60_000;

const password = { type: 'string', minLength: 1, maxLength: 128 } as const;

const changeSchema = {
  type: 'object',
  required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  properties: { oldPassword: password, newPassword: password, confirmNewPassword: password },
  additionalProperties: false,
} as const;

const resetSchema = {
  type: 'object',
  required: ['resetToken', 'newPassword', 'confirmNewPassword'],
  properties: {
    resetToken: { type: 'string', minLength: 1, maxLength: 128 },
    newPassword: password,
    confirmNewPassword: password,
  },
  additionalProperties: false,
} as const;

const forgetVerifySchema = {
  type: 'object',
  required: ['mobileNum', 'countryDialingCode', 'verificationCode'],
  properties: {
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: { type: 'string', minLength: 1, maxLength: 10 },
  },
  additionalProperties: false,
} as const;

/** A verified code's answer: the token that sets the new password, for whom, until when. */
export const resetGrantSchema = {
  type: 'object',
  required: ['resetToken', 'userName', 'expiresAt'],
  additionalProperties: false,
  properties: { resetToken: stringSchema, userName: stringSchema, expiresAt: numberSchema },
} as const;

/** `true` once the password is set. */
const passwordSetAnswer = answersWith(booleanSchema);

/** Confirmation first, then the `password` register rule (reported as newPassword). */
function assertNewPassword(store: Store, newPassword: string, confirmNewPassword: string): void {
  if (confirmNewPassword !== newPassword) throw new GatewayError('password.mismatch');
  assertField(store.settings.get('registerRules'), 'password', newPassword, 'newPassword');
}

/**
 * Password change (session) and recovery by SMS: a verified `forget` code buys a 10-minute,
 * single-use reset token, which sets a new password and ends every session of the account.
 */
export const passwordModule: GatewayModule = async (app, { config, store, keyring }) => {
  const limit = perMinute(config, RATE_LIMITS.password);

  const changeSchemas = { body: encryptedBodySchema, response: passwordSetAnswer };
  await passwordChangeRoutes(app, store, (routes) => {
    routes.post('/wps/member/password', { schema: changeSchemas, config: limit }, async (request, reply) => {
      const { account, token } = request.member;
      const body = await decryptBody<{ oldPassword: string; newPassword: string; confirmNewPassword: string }>(
        request,
        keyring,
        changeSchema,
      );
      if (!(await verifyPassword(body.oldPassword, account.passwordHash))) throw new GatewayError('password.old.invalid');
      if (body.newPassword === body.oldPassword) throw new GatewayError('password.same');
      assertNewPassword(store, body.newPassword, body.confirmNewPassword);
      const hash = await hashPassword(body.newPassword, config.scryptCost);
      store.transaction(() => {
        const now = Date.now();
        store.accounts.changePassword(account.id, hash, now);
        // Other devices logged in with the old password are signed out; this one stays.
        store.sessions.revokeAccount(account.id, now, token);
      });
      reply.header('cache-control', 'no-store');
      return ok(true);
    });
  });

  app.post(
    '/wps/member/password/forget/verify',
    { schema: { body: forgetVerifySchema, response: answersWith(resetGrantSchema) }, config: limit },
    async (request, reply) => {
      const number: MobileNumber = { dialingCode: request.body.countryDialingCode, mobileNum: request.body.mobileNum };
      assertKnownDialingCode(number.dialingCode, (code) => store.countries.hasDialingCode(code));
      const outcome = store.transaction(
        (): { value: { resetToken: string; userName: string; expiresAt: number } } | { refused: ErrorCode } => {
          const now = Date.now();
          // Refusals are returned, not thrown, so a counted wrong try is committed.
          if (!store.smsCodes.verify(number, 'forget', request.body.verificationCode, now)) {
            return { refused: 'verification.invalid' };
          }
          const account = store.accounts.findByMobile(mobileKey(number));
          if (!account || account.status !== 'active' || AGENT_ONLY_TYPES.has(account.type)) {
            return { refused: 'mobile.not.registered' };
          }
          const resetToken = newSessionToken();
          const expiresAt = now + RESET_TOKEN_TTL_MS;
          store.passwordResets.create(resetToken, account.id, now, expiresAt);
          return { value: { resetToken, userName: account.username, expiresAt } };
        },
      );
      if ('refused' in outcome) throw new GatewayError(outcome.refused);
      reply.header('cache-control', 'no-store');
      return ok(outcome.value);
    },
  );

  const resetSchemas = { body: encryptedBodySchema, response: passwordSetAnswer };
  app.post('/wps/member/password/forget/reset', { schema: resetSchemas, config: limit }, async (request, reply) => {
    const body = await decryptBody<{ resetToken: string; newPassword: string; confirmNewPassword: string }>(request, keyring, resetSchema);
    // A password that fails the rules does not use the token up: the user may correct it.
    if (store.passwordResets.findLive(body.resetToken, Date.now()) === undefined) {
      throw new GatewayError('reset.token.invalid');
    }
    assertNewPassword(store, body.newPassword, body.confirmNewPassword);
    const hash = await hashPassword(body.newPassword, config.scryptCost);
    const changed = store.transaction(() => {
      const now = Date.now();
      const accountId = store.passwordResets.consume(body.resetToken, now);
      if (accountId === undefined) return false;
      store.accounts.changePassword(accountId, hash, now);
      store.sessions.revokeAccount(accountId, now);
      const account = store.accounts.findById(accountId);
      if (account) store.loginFailures.clear(account.username);
      return true;
    });
    if (!changed) throw new GatewayError('reset.token.invalid');
    reply.header('cache-control', 'no-store');
    return ok(true);
  });
};
