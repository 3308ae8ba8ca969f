import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';

import { memberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { perMinute, RATE_LIMITS } from '../http/rate-limits.ts';
import { answersWith, numberSchema } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { assertKnownDialingCode, dialingCodeSchema, mobileKey, type MobileNumber, mobileNumSchema } from '../lib/mobile.ts';
import { randomDigits } from '../lib/tokens.ts';
import { type AccountRecord, AGENT_ONLY_TYPES, TRIAL_TYPE } from '../store/repositories/accounts.ts';
import type { SmsPurpose } from '../store/repositories/sms-codes.ts';
import type { Store } from '../store/store.ts';
import { effectiveSwitches, type SwitchId } from '../store/switches.ts';
import { passGeetest } from './geetest.ts';

const SMS_CODE_TTL_MS = 5 * 60_000;
/** The wire's `expirationTime`: the button may ask again this long after a send. */
const SMS_RESEND_MS = 60_000;
const SMS_HOURLY_CAP = 5;
const HOUR_MS = 60 * 60_000;

/**
 * The geetest result: checked against the gateway's own slider challenge while GEETEST3 is on
 * (modules/geetest.ts), otherwise accepted in any of the shapes clients send and not looked at.
 */
const geetestSchema = {
  anyOf: [{ type: 'object', maxProperties: 20 }, { type: 'string', maxLength: 4096 }, { type: 'null' }],
} as const;

/** The number as the login and password-recovery sends name it. */
const mobileNumBodySchema = {
  type: 'object',
  required: ['mobileNum', 'countryDialingCode'],
  properties: { mobileNum: mobileNumSchema, countryDialingCode: dialingCodeSchema, geetest: geetestSchema },
  additionalProperties: false,
} as const;

/** The registration send names the number `mobileNo`, as the platform's clients do. */
const mobileNoBodySchema = {
  type: 'object',
  required: ['mobileNo', 'countryDialingCode'],
  properties: { mobileNo: mobileNumSchema, countryDialingCode: dialingCodeSchema, geetest: geetestSchema },
  additionalProperties: false,
} as const;

/** `expirationTime`: when the get-code button may send again (epoch ms). */
const sentSchema = {
  type: 'object',
  required: ['expirationTime'],
  additionalProperties: false,
  properties: { expirationTime: numberSchema },
} as const;

/** An account that may log in on the member side, or recover its password, by SMS. */
function isActiveMember(account: AccountRecord | undefined): account is AccountRecord {
  return account !== undefined && account.status === 'active' && !AGENT_ONLY_TYPES.has(account.type);
}

interface SendRule {
  purpose: SmsPurpose;
  /** The switch that must be on, if any. */
  switchId: SwitchId | null;
  /** Refuses numbers the purpose cannot use (throws). */
  check(store: Store, number: MobileNumber): void;
}

const SEND_RULES: Readonly<Record<SmsPurpose, SendRule>> = {
  login: {
    purpose: 'login',
    switchId: 'MOBILEVERCODELOGIN3',
    check(store, number) {
      if (!isActiveMember(store.accounts.findByMobile(mobileKey(number)))) throw new GatewayError('mobile.not.registered');
    },
  },
  register: {
    purpose: 'register',
    switchId: 'MOBILENUMREG3',
    check(store, number) {
      if (store.accounts.findByMobile(mobileKey(number))) throw new GatewayError('mobile.exists');
    },
  },
  forget: {
    purpose: 'forget',
    switchId: null,
    check(store, number) {
      if (!isActiveMember(store.accounts.findByMobile(mobileKey(number)))) throw new GatewayError('mobile.not.registered');
    },
  },
  // A member's new number, or their own one to verify (gateway/README.md "Personal info"): the
  // route, which knows the member, refuses one that another account has.
  mobile: {
    purpose: 'mobile',
    switchId: null,
    check() {},
  },
};

/**
 * Sends SMS verification codes (README "SMS"): 6 digits, valid 5 minutes, single use; the next
 * one for the same number and purpose may be asked for after 60 s (`expirationTime`), at most
 * five per number per hour. SMS_MODE=demo "sends" by printing one line on stdout; there is no
 * real provider, so SMS_MODE=off refuses every route here. While GEETEST3 is on, each request must
 * carry a solved slider challenge (modules/geetest.ts).
 */
export const smsModule: GatewayModule = async (app, { config, store, smsOutbox }) => {
  const smsAvailable: onRequestAsyncHookHandler = async () => {
    if (config.smsMode === 'off') throw new GatewayError('function.not.available');
  };

  function send(rule: SendRule, number: MobileNumber, geetest: unknown, reply: FastifyReply): { expirationTime: number } {
    const switches = effectiveSwitches(store.settings.get('switches'));
    if (rule.switchId && !switches[rule.switchId]) {
      throw new GatewayError('function.not.available');
    }
    assertKnownDialingCode(number.dialingCode, (code) => store.countries.hasDialingCode(code));
    // Before the number is looked up: without a solved slider nobody learns whether it is registered.
    if (switches.GEETEST3) passGeetest(store, geetest, Date.now());
    rule.check(store, number);
    const sent = store.transaction(() => {
      const now = Date.now();
      const previous = store.smsCodes.latest(number, rule.purpose);
      if (previous && previous.resendAt > now) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((previous.resendAt - now) / 1000))));
        throw new GatewayError('sms.too.frequent', { value: { expirationTime: previous.resendAt } });
      }
      const lastHour = store.smsCodes.sentSince(number, now - HOUR_MS);
      const oldest = lastHour[0];
      if (lastHour.length >= SMS_HOURLY_CAP && oldest) {
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest.createdAt + HOUR_MS - now) / 1000));
        // Same answer as the per-IP limiter: 429 rate.limited with Retry-After.
        reply.header('retry-after', String(retryAfterSeconds));
        throw new GatewayError('rate.limited', {
          message: `At most ${SMS_HOURLY_CAP} codes per number per hour, retry in ${retryAfterSeconds} seconds`,
        });
      }
      return store.smsCodes.create({
        ...number,
        purpose: rule.purpose,
        code: randomDigits(6),
        now,
        resendAt: now + SMS_RESEND_MS,
        expiresAt: now + SMS_CODE_TTL_MS,
      });
    });
    smsOutbox(`SMS code for ${mobileKey(number)} (${rule.purpose}): ${sent.code}`);
    return { expirationTime: sent.resendAt };
  }

  const routeOptions = <const Body>(body: Body) => ({
    schema: { body, response: answersWith(sentSchema) },
    config: perMinute(config, RATE_LIMITS.sms),
    onRequest: smsAvailable,
  });

  app.post('/wps/verification/sms/noLogin', routeOptions(mobileNumBodySchema), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(
      send(
        SEND_RULES.login,
        { dialingCode: request.body.countryDialingCode, mobileNum: request.body.mobileNum },
        request.body.geetest,
        reply,
      ),
    );
  });

  app.post('/wps/verification/sms/register', routeOptions(mobileNoBodySchema), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(
      send(
        SEND_RULES.register,
        { dialingCode: request.body.countryDialingCode, mobileNum: request.body.mobileNo },
        request.body.geetest,
        reply,
      ),
    );
  });

  // Signed-in only, and never for a trial account: the code proves a member's new number.
  await memberRoutes(app, store, (routes) => {
    routes.post(
      '/wps/verification/sms/mobile',
      { ...routeOptions(mobileNumBodySchema), config: perMinute(config, RATE_LIMITS.sms) },
      async (request, reply) => {
        const { account } = request.member;
        if (account.type === TRIAL_TYPE) throw new GatewayError('member.trial');
        const number = { dialingCode: request.body.countryDialingCode, mobileNum: request.body.mobileNum };
        const owner = store.accounts.findByMobile(mobileKey(number));
        if (owner && owner.id !== account.id) throw new GatewayError('mobile.exists');
        reply.header('cache-control', 'no-store');
        return ok(send(SEND_RULES.mobile, number, request.body.geetest, reply));
      },
    );
  });

  app.post('/wps/verification/sms/forget', routeOptions(mobileNumBodySchema), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(
      send(
        SEND_RULES.forget,
        { dialingCode: request.body.countryDialingCode, mobileNum: request.body.mobileNum },
        request.body.geetest,
        reply,
      ),
    );
  });
};
