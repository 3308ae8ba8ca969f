import { randomBytes } from 'node:crypto';

import type { GatewayApp, GatewayModule } from '../http/context.ts';
import { BRAKES, perMinute, RATE_LIMITS, rateLimited } from '../http/rate-limits.ts';
import { answersWith, booleanSchema, numberSchema, stringSchema, usernameProperty } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { AGENT_ONLY_TYPES } from '../store/repositories/accounts.ts';
import { loginKey } from '../store/repositories/login-failures.ts';
import type { Store } from '../store/store.ts';
import { resetGrantSchema } from './password.ts';

/** How long a mailed code may set a new password: a mail can take a while to arrive. */
export const EMAIL_RESET_TTL_MS = 30 * 60_000;

/** Crockford's base32: no I, L, O or U, so a code read off a screen is typed back right. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits: 80 random bits, far beyond guessing within a code's life. */
const CODE_LENGTH = 16;

/** A new recovery code, 16 characters of base32. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte & 31];
  return code;
}

/** As the mail shows it: four groups of four. */
export function groupedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A typed code as stored: case, spaces and dashes do not matter, and the letters base32 leaves out
 * read as the digits they look like (O as 0, I and L as 1).
 */
export function normalizedCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

const requestSchema = {
  type: 'object',
  required: ['username'],
  properties: { username: usernameProperty },
  additionalProperties: false,
} as const;

/**
 * What the forgot page may know of an account (gateway/README.md "Password recovery by e-mail"):
 * whether a code went to its e-mail address, and whether it has a mobile number for SMS recovery.
 * An unknown, disabled or agent-only username answers as an account with neither.
 */
const requestAnswerSchema = {
  type: 'object',
  required: ['sent', 'mobile'],
  additionalProperties: false,
  properties: { sent: booleanSchema, mobile: booleanSchema },
} as const;

const verifySchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 40 } },
  additionalProperties: false,
} as const;

function recoveryMail(username: string, code: string): { subject: string; body: string } {
  return {
    subject: 'Your password reset code',
    body:
      `Someone asked to reset the password of ${username}.\n\n` +
      `Your code: ${groupedCode(code)}\n\n` +
      'Open Forgot password in the app, choose E-mail and enter this code within 30 minutes. It works once.\n' +
      'If you did not ask for it, ignore this mail: your password stays as it is.',
  };
}

/**
 * Password recovery by e-mail (gateway/README.md "Password recovery by e-mail"): the platform's
 * `/wps/member/password/email` mails a single-use code to the account's address; the code, checked
 * at `/wps/member/password/email/verify`, is the reset token that
 * `/wps/member/password/forget/reset` takes, as after an SMS code.
 */
export const passwordEmailModule: GatewayModule = async (app, { config, store }) => {
  const limit = perMinute(config, RATE_LIMITS.password);

  app.post(
    '/wps/member/password/email',
    { schema: { body: requestSchema, response: answersWith(requestAnswerSchema) }, config: limit },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const username = request.body.username.trim();
      if (username === '') throw new GatewayError('request.invalid', { message: 'body/username is required' });
      const now = Date.now();
      // Counted for every name alike, so a refusal says nothing about the account.
      const wait = store.attempts.take('recovery-mail', loginKey(username), BRAKES.recoveryMail, now);
      if (wait > 0) throw rateLimited(reply, wait);
      const account = store.accounts.findByUsername(username);
      if (!account || account.status !== 'active' || AGENT_ONLY_TYPES.has(account.type)) return ok({ sent: false, mobile: false });
      const email = store.personalInfo.read(account.id)?.email ?? '';
      const mobile = account.mobile !== null;
      if (email === '') return ok({ sent: false, mobile });
      const code = newRecoveryCode();
      const mail = recoveryMail(account.username, code);
      store.transaction(() => {
        store.passwordResets.create(code, account.id, now, now + EMAIL_RESET_TTL_MS);
        store.mailOutbox.add({ accountId: account.id, to: email, subject: mail.subject, body: mail.body, now });
      });
      return ok({ sent: true, mobile });
    },
  );

  app.post(
    '/wps/member/password/email/verify',
    { schema: { body: verifySchema, response: answersWith(resetGrantSchema) }, config: limit },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const code = normalizedCode(request.body.code);
      const now = Date.now();
      // Checked, not used: the reset uses it, so a password the rules refuse can be typed again.
      const accountId = /^[0-9A-Z]{16}$/.test(code) ? store.passwordResets.findLive(code, now) : undefined;
      const account = accountId === undefined ? undefined : store.accounts.findById(accountId);
      if (!account) throw new GatewayError('reset.token.invalid');
      const expiresAt = store.passwordResets.expiresAt(code) ?? now;
      return ok({ resetToken: code, userName: account.username, expiresAt });
    },
  );
};

const outboxQuerySchema = {
  type: 'object',
  required: ['to'],
  properties: { to: { type: 'string', minLength: 3, maxLength: 320 } },
  additionalProperties: false,
} as const;

const outboxSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'to', 'subject', 'body', 'createdAt'],
    additionalProperties: false,
    properties: { id: numberSchema, to: stringSchema, subject: stringSchema, body: stringSchema, createdAt: numberSchema },
  },
} as const;

/** GET /admin/mail?to=: the outbox for one address, newest first (a mail relay's view, and the browser tests'). */
export function mailAdminRoutes(app: GatewayApp, store: Store): void {
  app.get('/admin/mail', { schema: { querystring: outboxQuerySchema, response: answersWith(outboxSchema) } }, async (request) =>
    ok(store.mailOutbox.listTo(request.query.to.trim(), 20)),
  );
}
