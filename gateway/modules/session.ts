import { randomInt } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { SessionAnswer, SessionRenewal } from '../../src/contract/session.ts';
import { passwordChangeRoutes, visitorOrMemberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { encryptedBodySchema } from '../http/encrypted-body.ts';
import { headerText } from '../http/merchant.ts';
import { BRAKES, clientAddress, perMinute, RATE_LIMITS, rateLimited } from '../http/rate-limits.ts';
import {
  answersWith,
  answersWithText,
  booleanSchema,
  cacheBusterQuerySchema,
  numberSchema,
  schemaFor,
  stringSchema,
} from '../http/schemas.ts';
import type { OaepKeyAnswer } from '../lib/encryption.ts';
import { ok } from '../lib/envelope.ts';
import { type ErrorCode, GatewayError } from '../lib/errors.ts';
import { mobileKey } from '../lib/mobile.ts';
import { oneAtATime } from '../lib/one-at-a-time.ts';
import { decoyHash, verifyPassword } from '../lib/passwords.ts';
import { AGENT_ONLY_TYPES, AGENT_TYPES, TRIAL_TYPE } from '../store/repositories/accounts.ts';
import { loginKey } from '../store/repositories/login-failures.ts';
import { deviceKey } from '../store/repositories/member-devices.ts';
import { effectiveSwitches } from '../store/switches.ts';
import { checkCaptcha } from './captcha.ts';
import { createFirebaseLogin } from './firebase-login.ts';
import { type LoginPayload, readLoginPayload } from './login-payload.ts';
import { grantSession, type LoginAnswer, sessionAnswerSchema } from './session-grant.ts';

const CAPTCHA_NEEDED = { captcha: true } as const;
/** A trial account can never log in with a password; this hash format matches nothing. */
const NO_PASSWORD = 'none';

const freeplayBodySchema = {
  type: ['object', 'null'],
  properties: { moduleId: { type: 'string', const: 'FREEPLAY3' } },
} as const;

/** The RSA-OAEP scheme's key and the gateway's clock (docs/gateway-protocol.md#the-rsa-oaep-scheme). */
const oaepKeySchema = schemaFor<OaepKeyAnswer>()({
  type: 'object',
  required: ['alg', 'kid', 'spki', 'serverTime'],
  additionalProperties: false,
  properties: { alg: stringSchema, kid: stringSchema, spki: stringSchema, serverTime: numberSchema },
});

const renewalSchema = schemaFor<SessionRenewal>()({
  type: 'object',
  required: ['expiresAt'],
  additionalProperties: false,
  properties: { expiresAt: numberSchema },
});

function trialUsername(): string {
  return `TRY${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export const sessionModule: GatewayModule = async (app, { config, store, keyring, firebaseVerifier }) => {
  const firebaseLogin = createFirebaseLogin({ config, store, verifier: firebaseVerifier });
  // Hashed once on first need: unknown usernames are checked against it so they take as long as
  // known ones.
  let decoy: Promise<string> | undefined;
  const knownDialingCode = (code: string) => store.countries.hasDialingCode(code);

  // The v2 scheme's key as the platform's gateways answer it: the RSA modulus as bare hex text,
  // no envelope, and asked for without a Merchant header (docs/gateway-protocol.md#the-platforms-v2-scheme).
  app.get(
    '/wps/session/key/rsa',
    { schema: { querystring: cacheBusterQuerySchema, response: answersWithText }, config: { merchant: 'optional' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      return keyring.rsaModulusHex;
    },
  );

  app.get(
    '/wps/session/key/oaep',
    { schema: { querystring: cacheBusterQuerySchema, response: answersWith(oaepKeySchema) } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // The body's `ts` is stamped with this clock, so a phone's wrong clock never fails the
      // freshness check (gateway/README.md "Encryption").
      return ok<OaepKeyAnswer>({ ...keyring.oaepKey, serverTime: Date.now() });
    },
  );

  // A username's password logins are checked one at a time, and each attempt is counted before
  // its hash is computed (given back when the password is right): a burst of parallel guesses
  // sees the first one's failure, so the rest need a captcha, and no more than the lockout's number
  // of guesses is ever checked (gateway/README.md "Session").
  const onePerUsername = oneAtATime();

  function passwordLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Extract<LoginPayload, { type: 'username' }>,
  ): Promise<LoginAnswer> {
    return onePerUsername(loginKey(payload.username), () => checkedPasswordLogin(request, reply, payload));
  }

  /**
   * A mobile number and its password (gateway/README.md "Session"): the number names the
   * account, and from there it is that username's password login, with its captcha, lockout and
   * brakes. A number nobody registered is checked as an unknown username (the decoy hash, the same
   * `login.failed`), so the answer does not say whether the number is registered; its failures are
   * counted under a name no username can take (usernames have no colon).
   */
  function mobilePasswordLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Extract<LoginPayload, { type: 'mobile' }>,
  ): Promise<LoginAnswer> {
    const key = mobileKey(payload.number);
    const username = store.accounts.findByMobile(key)?.username ?? `mobile:${key}`;
    return passwordLogin(request, reply, {
      type: 'username',
      username,
      password: payload.password,
      captcha: payload.captcha,
      loginDeviceId: payload.loginDeviceId,
      side: payload.side,
    });
  }

  async function checkedPasswordLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Extract<LoginPayload, { type: 'username' }>,
  ): Promise<LoginAnswer> {
    // Synchronous from here to the counting below, so no other request runs in between.
    const now = Date.now();
    const account = store.accounts.findByUsername(payload.username);
    // A device the member has logged in from before is not held by the lock nor by the address's
    // pause: knowing a username is not enough to keep its owner out.
    const knownDevice = account !== undefined && store.memberDevices.isKnown(account.id, payload.loginDeviceId);
    const deviceBudget = `${account?.id ?? 0}:${deviceKey(payload.loginDeviceId) ?? ''}`;

    // A locked username is refused before anything is checked or counted: guesses during the
    // pause teach nothing and do not extend it. SMS login and password recovery stay open.
    const lockedUntil = store.loginFailures.lockedUntil(payload.username, now);
    const triesThroughLock = lockedUntil !== null && knownDevice;
    if (lockedUntil !== null && !knownDevice) throw new GatewayError('login.locked', { value: { lockedUntil } });
    if (triesThroughLock) {
      const wait = store.attempts.waitMs('login-device', deviceBudget, BRAKES.loginDevice, now);
      if (wait > 0) throw new GatewayError('login.locked', { value: { lockedUntil: Math.min(lockedUntil, now + wait) } });
    }
    const address = clientAddress(request);
    const addressBraked = config.rateLimits && !knownDevice;
    if (addressBraked) {
      const wait = store.attempts.waitMs('login-address', address, BRAKES.loginAddress, now);
      if (wait > 0) throw rateLimited(reply, wait);
    }

    const captchaOn = effectiveSwitches(store.settings.get('switches')).CAPTCHA3;
    if (captchaOn && store.loginFailures.failures(payload.username) > 0) {
      // Sent without one, the player was never shown a captcha (a new device, say): ask for it
      // rather than call a code they never saw wrong.
      if ((payload.captcha ?? '').trim() === '') throw new GatewayError('captcha.required', { value: CAPTCHA_NEEDED });
      if (!checkCaptcha(request, store, payload.captcha, now)) {
        throw new GatewayError('captcha.invalid', { value: CAPTCHA_NEEDED });
      }
    }

    // Counted as a failure now, before the slow check; given back below if the password is right.
    store.transaction(() => {
      if (triesThroughLock) store.attempts.count('login-device', deviceBudget, BRAKES.loginDevice, now);
      else store.loginFailures.recordFailure(payload.username, now);
      if (addressBraked) store.attempts.count('login-address', address, BRAKES.loginAddress, now);
    });

    const passwordHash = account?.passwordHash ?? (await (decoy ??= decoyHash(config.scryptCost)));
    const passwordOk = await verifyPassword(payload.password, passwordHash);
    if (!account || !passwordOk) throw new GatewayError('login.failed', { value: captchaOn ? CAPTCHA_NEEDED : null });

    // The right password: no captcha and no lockout any more, and the address's try given back.
    store.transaction(() => {
      store.loginFailures.clear(payload.username);
      store.attempts.clear('login-device', deviceBudget);
      if (addressBraked) store.attempts.refund('login-address', address);
    });
    // Status checks come after the password so they reveal nothing to someone guessing.
    if (account.status !== 'active') throw new GatewayError('member.disabled');
    // Each side lets in its own (docs/product.md#agent-login); an agent who plays may use both.
    if (payload.side === 'agent' && !AGENT_TYPES.has(account.type)) throw new GatewayError('login.not.agent');
    if (payload.side === 'member' && AGENT_ONLY_TYPES.has(account.type)) throw new GatewayError('login.not.member');

    return store.transaction(() =>
      grantSession(config, store, request, account, { loginDeviceId: payload.loginDeviceId, now: Date.now() }),
    );
  }

  /**
   * The code is checked first (a wrong one counts a try and says nothing about the account);
   * a right one is consumed in the same transaction that opens the session. Refusals are
   * answered after the commit so the counted try or the used code stays recorded.
   */
  function smsLogin(request: FastifyRequest, payload: Extract<LoginPayload, { type: 'sms' }>): LoginAnswer {
    const outcome = store.transaction((): { answer: LoginAnswer } | { refused: ErrorCode } => {
      const now = Date.now();
      if (!store.smsCodes.verify(payload.number, 'login', payload.verificationCode, now)) {
        return { refused: 'verification.invalid' };
      }
      const account = store.accounts.findByMobile(mobileKey(payload.number));
      if (!account) return { refused: 'verification.invalid' };
      if (account.status !== 'active') return { refused: 'member.disabled' };
      if (AGENT_ONLY_TYPES.has(account.type)) return { refused: 'login.not.member' };
      // The owner of the number is in: the password brake and captcha on the username lift.
      store.loginFailures.clear(account.username);
      return { answer: grantSession(config, store, request, account, { loginDeviceId: payload.loginDeviceId, now }) };
    });
    if ('refused' in outcome) throw new GatewayError(outcome.refused);
    return outcome.answer;
  }

  app.post(
    '/wps/session/login',
    { schema: { body: encryptedBodySchema, response: answersWith(sessionAnswerSchema) }, config: perMinute(config, RATE_LIMITS.login) },
    async (request, reply) => {
      const raw = await keyring.decrypt(headerText(request, 'encryption'), request.body.value);
      // Switched-off login types are refused before their fields are looked at.
      const switches = effectiveSwitches(store.settings.get('switches'));
      if (raw.type === 'sms' && !switches.MOBILEVERCODELOGIN3) throw new GatewayError('function.not.available');
      // A number logs in with a password only where a mobile sign-up could choose one.
      if (raw.type === 'mobile' && !switches.MOBILENUMPASSREG3) throw new GatewayError('function.not.available');
      const payload = readLoginPayload(raw, knownDialingCode);
      const answer =
        payload.type === 'firebase'
          ? await firebaseLogin(request, payload)
          : payload.type === 'sms'
            ? smsLogin(request, payload)
            : payload.type === 'mobile'
              ? await mobilePasswordLogin(request, reply, payload)
              : await passwordLogin(request, reply, payload);
      reply.header('cache-control', 'no-store');
      return ok(answer);
    },
  );

  await passwordChangeRoutes(app, store, (routes) => {
    routes.delete('/wps/session/logout', { schema: { response: answersWith(booleanSchema) } }, async (request, reply) => {
      const { token } = request.member;
      store.sessions.revoke(token, Date.now());
      reply.header('cache-control', 'no-store');
      return ok(true);
    });

    /**
     * Session renewal (docs/gateway-protocol.md#session-renewal): a live session lasts one more full
     * lifetime from now, never less than it had. The scope's hook has already refused an ended, revoked
     * or unknown token with login.not.session; a session that must change its password may renew
     * too, so it does not end while the new password is typed.
     */
    routes.post('/wps/session/renew', { schema: { response: answersWith(renewalSchema) } }, async (request, reply) => {
      const { token, expiresAt: current } = request.member;
      const now = Date.now();
      const expiresAt = Math.max(current, now + config.sessionTtlMinutes * 60_000);
      if (!store.sessions.extend(token, now, expiresAt)) throw new GatewayError('login.not.session');
      reply.header('cache-control', 'no-store');
      return ok<SessionRenewal>({ expiresAt });
    });
  });

  /**
   * Opens a trial (type 4) account with the operator's play money, as free play does
   * (docs/product.md#free-trial). Refused while FREEPLAY3 is off.
   */
  function openTrialSession(request: FastifyRequest): SessionAnswer {
    if (!effectiveSwitches(store.settings.get('switches')).FREEPLAY3) {
      throw new GatewayError('function.not.available');
    }
    const balanceCents = Math.round(store.settings.get('trialBalance') * 100);
    const currency = store.settings.get('currency').code;
    const answer = store.transaction(() => {
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
      return grantSession(config, store, request, account, { loginDeviceId: null, now });
    });
    return { token: answer.token, userName: answer.userName, customerType: TRIAL_TYPE, expiresAt: answer.expiresAt };
  }

  app.post(
    '/wps/session/login/freeplay',
    { schema: { body: freeplayBodySchema, response: answersWith(sessionAnswerSchema) }, config: perMinute(config, RATE_LIMITS.freeplay) },
    async (request, reply) => {
      const answer = openTrialSession(request);
      reply.header('cache-control', 'no-store');
      return ok<SessionAnswer>(answer);
    },
  );

  /**
   * The trial user (docs/gateway-protocol.md#trial-user): the caller's own trial account while its
   * trial session lives (same token, nothing created), else a new one exactly as free play opens.
   */
  await visitorOrMemberRoutes(app, store, (scope) => {
    scope.post(
      '/wps/member/trialuser',
      {
        schema: { body: freeplayBodySchema, response: answersWith(sessionAnswerSchema) },
        config: perMinute(config, RATE_LIMITS.freeplay),
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const current = request.member;
        if (current && current.account.type === TRIAL_TYPE) {
          if (!effectiveSwitches(store.settings.get('switches')).FREEPLAY3) throw new GatewayError('function.not.available');
          return ok<SessionAnswer>({
            token: current.token,
            userName: current.account.username,
            customerType: TRIAL_TYPE,
            expiresAt: current.expiresAt,
          });
        }
        return ok<SessionAnswer>(openTrialSession(request));
      },
    );
  });
};
