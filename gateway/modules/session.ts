import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { decoyHash, verifyPassword } from '../lib/passwords.ts';
import { newSessionToken } from '../lib/tokens.ts';
import { authenticate } from '../http/auth.ts';
import type { GatewayContext } from '../http/context.ts';
import { headerText, merchantOf } from '../http/merchant.ts';
import { RATE_LIMITS, perMinute } from '../http/rate-limits.ts';
import { AGENT_ONLY_TYPES, TRIAL_TYPE, type AccountRecord } from '../store/repositories/accounts.ts';
import { effectiveSwitches } from '../store/switches.ts';
import { checkCaptcha } from './captcha.ts';
import { readLoginPayload } from './login-payload.ts';

const CAPTCHA_NEEDED = { captcha: true } as const;
/** A trial account can never log in with a password; this hash format matches nothing. */
const NO_PASSWORD = 'none';

const encryptedBodySchema = {
  type: 'object',
  required: ['value'],
  properties: { value: { type: 'string', minLength: 1 } },
} as const;

const keyQuerySchema = {
  type: 'object',
  properties: { t: { type: 'string', maxLength: 20 } },
} as const;

const freeplayBodySchema = {
  type: ['object', 'null'],
  properties: { moduleId: { type: 'string', const: 'FREEPLAY3' } },
} as const;

function trialUsername(): string {
  return `TRY${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function deviceOf(request: FastifyRequest): string {
  const device = headerText(request, 'device')?.trim().toUpperCase();
  return device === 'MOBILE' || device === 'OTHERS' ? device : '';
}

export const sessionModule: FastifyPluginAsync<GatewayContext> = async (app, { config, store, keyring }) => {
  const ttlMs = config.sessionTtlMinutes * 60_000;
  // Hashed once on first need: unknown usernames are checked against it so they take as long as
  // known ones.
  let decoy: Promise<string> | undefined;

  app.get('/wps/session/key/rsa', { schema: { querystring: keyQuerySchema } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(keyring.rsaModulusHex);
  });

  app.get('/wps/session/key/oaep', { schema: { querystring: keyQuerySchema } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(keyring.oaepKey);
  });

  function openSession(request: FastifyRequest, account: AccountRecord, loginDeviceId: string | null, now: number) {
    const token = newSessionToken();
    const expiresAt = now + ttlMs;
    store.sessions.create({
      token,
      accountId: account.id,
      merchantCode: merchantOf(request),
      device: deviceOf(request),
      loginDeviceId,
      now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  app.post<{ Body: { value: string } }>(
    '/wps/session/login',
    { schema: { body: encryptedBodySchema }, config: perMinute(config, RATE_LIMITS.login) },
    async (request, reply) => {
      const payload = readLoginPayload(await keyring.decrypt(headerText(request, 'encryption'), request.body.value));
      // SMS and Firebase logins arrive with the SMS issue; until then they are switched off.
      if (payload.type !== 'username') throw new GatewayError('function.not.available');

      const now = Date.now();
      const captchaOn = effectiveSwitches(store.settings.get('switches')).CAPTCHA3;
      if (captchaOn && store.loginFailures.failures(payload.username) > 0) {
        if (!checkCaptcha(request, store, payload.captcha, now)) {
          throw new GatewayError('captcha.invalid', { value: CAPTCHA_NEEDED });
        }
      }

      const account = store.accounts.findByUsername(payload.username);
      const passwordHash = account?.passwordHash ?? (await (decoy ??= decoyHash(config.scryptCost)));
      const passwordOk = await verifyPassword(payload.password, passwordHash);
      if (!account || !passwordOk) {
        store.loginFailures.recordFailure(payload.username, Date.now());
        throw new GatewayError('login.failed', { value: captchaOn ? CAPTCHA_NEEDED : null });
      }
      // Status checks come after the password so they reveal nothing to someone guessing.
      if (account.status !== 'active') throw new GatewayError('member.disabled');
      if (AGENT_ONLY_TYPES.has(account.type)) throw new GatewayError('login.not.member');

      const session = store.transaction(() => {
        const loginAt = Date.now();
        store.loginFailures.clear(payload.username);
        store.accounts.recordLogin(account.id, loginAt);
        store.sessions.purgeEnded(loginAt);
        return openSession(request, account, payload.loginDeviceId, loginAt);
      });
      reply.header('cache-control', 'no-store');
      return ok({
        token: session.token,
        userName: account.username,
        customerType: account.type,
        firstTimeLogin: account.firstTimeLogin,
        expiresAt: session.expiresAt,
      });
    },
  );

  app.delete('/wps/session/logout', async (request, reply) => {
    const { token } = authenticate(request, store);
    store.sessions.revoke(token, Date.now());
    reply.header('cache-control', 'no-store');
    return ok(true);
  });

  app.post<{ Body: { moduleId?: string } | null | undefined }>(
    '/wps/session/login/freeplay',
    { schema: { body: freeplayBodySchema }, config: perMinute(config, RATE_LIMITS.freeplay) },
    async (request, reply) => {
      if (!effectiveSwitches(store.settings.get('switches')).FREEPLAY3) {
        throw new GatewayError('function.not.available');
      }
      const balanceCents = Math.round(store.settings.get('trialBalance') * 100);
      const currency = store.settings.get('currency').code;
      const result = store.transaction(() => {
        const now = Date.now();
        let username = trialUsername();
        while (store.accounts.usernameExists(username)) username = trialUsername();
        const account = store.accounts.create({
          username,
          passwordHash: NO_PASSWORD,
          type: TRIAL_TYPE,
          currency,
          balanceCents,
          createdAt: now,
        });
        return { account, session: openSession(request, account, null, now) };
      });
      reply.header('cache-control', 'no-store');
      return ok({
        token: result.session.token,
        userName: result.account.username,
        customerType: TRIAL_TYPE,
        expiresAt: result.session.expiresAt,
      });
    },
  );
};
