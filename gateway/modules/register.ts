import type { FastifyRequest } from 'fastify';

import {
  REGISTER_TEXT_FIELDS,
  type RegisterMethod,
  type RegisterPayload,
  type RegisterRules,
  type RegisterTextField,
  type UsernameCheck,
} from '../../src/contract/register.ts';
import type { GatewayModule } from '../http/context.ts';
import { decryptBody, encryptedBodySchema } from '../http/encrypted-body.ts';
import { perMinute, RATE_LIMITS } from '../http/rate-limits.ts';
import { answersWith, booleanSchema, schemaFor, usernameProperty } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { type ErrorCode, GatewayError } from '../lib/errors.ts';
import { mobileKey, type MobileNumber, readMobileNumber } from '../lib/mobile.ts';
import { hashPassword, unusablePasswordHash } from '../lib/passwords.ts';
import { type AccountRecord, MEMBER_TYPES } from '../store/repositories/accounts.ts';
import type { Store } from '../store/store.ts';
import { effectiveSwitches, type SwitchMap } from '../store/switches.ts';
import { findActiveLink } from './agent/links.ts';
import { findActiveAgent } from './agent/routes.ts';
import { checkCaptcha } from './captcha.ts';
import { assertField, fieldInvalid, ruleFor } from './field-rules.ts';
import { mobileKeysOf } from './firebase-login.ts';
import { assertContactNotExcluded } from './responsible/guards.ts';
import { grantSession, type LoginAnswer, sessionAnswerSchema } from './session-grant.ts';

type RuledField = Exclude<RegisterTextField, 'captcha'>;

/**
 * Fields checked against the register rules, in this order when the rules do not name them.
 * `captcha` has its own check (captcha.invalid) and is not listed.
 */
const RULED_FIELDS = REGISTER_TEXT_FIELDS.filter((field): field is RuledField => field !== 'captcha');

/** Kept with the account (account_details) when given and not ignored. */
const DETAIL_FIELDS = ['email', 'payeeName', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

const text = (maxLength: number) => ({ type: 'string', maxLength });

/** Loose caps only: the register rules decide what is valid (register.field.invalid). */
const registerPayloadSchema = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'integer', const: 0 },
    countryDialingCode: text(8),
    registerUrl: text(2048),
    registerMethod: { type: 'string', enum: ['APP', 'H5', 'PWA', 'WEBCLIP'] satisfies readonly RegisterMethod[] },
    domain: text(253),
    captcha: text(16),
    firebaseChannel: { type: 'string', const: 'sms' },
    firebaseIdToken: text(8192),
    ...Object.fromEntries(RULED_FIELDS.map((field) => [field, text(256)])),
  },
  additionalProperties: false,
} as const;

const usernameQuerySchema = {
  type: 'object',
  required: ['username'],
  properties: { username: usernameProperty },
  additionalProperties: false,
} as const;

const usernameCheckSchema = schemaFor<UsernameCheck>()({
  type: 'object',
  required: ['available'],
  additionalProperties: false,
  properties: { available: booleanSchema },
});

type SignUp = 'username' | 'mobile';
type Requirement = 'required' | 'optional' | 'ignored';

interface FieldContext {
  signUp: SignUp;
  /** Mobile sign-up with REGMOBVERF3 on: a register SMS code must be typed. */
  needsCode: boolean;
  /** Username sign-up, or mobile sign-up with MOBILENUMPASSREG3 on. */
  passwordRequired: boolean;
}

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

function requirement(field: RuledField, rules: RegisterRules, context: FieldContext, payload: RegisterPayload): Requirement {
  const rule = rules[field];
  const byRule: Requirement = rule?.enabled ? (rule.required ? 'required' : 'optional') : 'ignored';
  const ifEnabled: Requirement = rule?.enabled ? 'optional' : 'ignored';
  switch (field) {
    case 'username':
      // Mobile sign-up without a username becomes `m<digits>`.
      return context.signUp === 'username' ? 'required' : ifEnabled;
    case 'password':
      return context.passwordRequired ? 'required' : ifEnabled;
    case 'confirmPassword':
      return present(payload.password) && requirement('password', rules, context, payload) !== 'ignored' ? byRule : 'ignored';
    case 'mobileNum':
      return context.signUp === 'mobile' ? 'required' : byRule;
    case 'verificationCode':
      // SMS codes matter only where they are verified; elsewhere a typed code is ignored.
      return context.needsCode ? 'required' : 'ignored';
    default:
      return byRule;
  }
}

/**
 * Checks every field against the rules, in the rules' order (then the fields they do not name),
 * and answers the accepted values: a disabled field is ignored (not stored), a required one must
 * be present, a present one must satisfy its rule. Empty strings count as absent.
 */
function acceptFields(payload: RegisterPayload, rules: RegisterRules, context: FieldContext): Partial<Record<RuledField, string>> {
  const ruled: ReadonlySet<string> = new Set(RULED_FIELDS);
  const order = [
    ...Object.keys(rules).filter((field): field is RuledField => ruled.has(field)),
    ...RULED_FIELDS.filter((field) => !(field in rules)),
  ];
  const accepted: Partial<Record<RuledField, string>> = {};
  for (const field of order) {
    const need = requirement(field, rules, context, payload);
    if (need === 'ignored') continue;
    const value = payload[field];
    const rule = ruleFor(rules, field) ?? { patternId: field, message: `${field} is required` };
    if (!present(value)) {
      if (need === 'required') throw fieldInvalid(field, rule);
      continue;
    }
    assertField(rules, field, value);
    if (field === 'confirmPassword' && value !== payload.password) {
      throw fieldInvalid('confirmPassword', { patternId: 'in_confirmation_correct', message: 'Confirmation password not matched' });
    }
    accepted[field] = value;
  }
  return accepted;
}

function findRecommender(store: Store, recommenderId: string): AccountRecord | undefined {
  if (!/^[0-9]{1,15}$/.test(recommenderId)) return undefined;
  const account = store.accounts.findById(Number(recommenderId));
  return account && account.status === 'active' && MEMBER_TYPES.has(account.type) ? account : undefined;
}

function assertSignUpOpen(switches: SwitchMap, signUp: SignUp): void {
  const open = switches.REG3 && (signUp === 'username' ? switches.USERNAMEREG3 : switches.MOBILENUMREG3);
  if (!open) throw new GatewayError('function.not.available');
}

/**
 * Registration (README "Registration"): username or mobile sign-up, validated against the
 * register rules and switches, then the account, its details and its first session are written
 * in one transaction. Any refusal writes nothing (beyond consuming the captcha and counting a
 * wrong SMS code).
 */
export const registerModule: GatewayModule = async (app, { config, store, keyring, firebaseVerifier }) => {
  const knownDialingCode = (code: string) => store.countries.hasDialingCode(code);

  /**
   * Mobile sign-up with a Firebase ID token (docs/product.md#registration-fields): Firebase sent
   * and checked the SMS code, so the token stands for the gateway's own code when its phone is
   * the number being registered. Answers the Firebase user to link, or null without a token.
   */
  async function firebaseVerifiedNumber(payload: RegisterPayload, signUp: SignUp): Promise<string | null> {
    if (payload.firebaseIdToken === undefined || payload.firebaseIdToken === '') return null;
    if (signUp !== 'mobile') throw new GatewayError('request.invalid', { message: 'body/firebaseIdToken is only taken by mobile sign-up' });
    if (!firebaseVerifier) throw new GatewayError('firebase.not.configured');
    const identity = await firebaseVerifier(payload.firebaseIdToken);
    if (identity.provider !== 'phone' || !identity.phoneNumber) throw new GatewayError('firebase.provider.unsupported');
    const number =
      payload.mobileNum && payload.countryDialingCode
        ? mobileKey({ dialingCode: payload.countryDialingCode, mobileNum: payload.mobileNum })
        : '';
    if (!mobileKeysOf(identity.phoneNumber, knownDialingCode).includes(number)) throw new GatewayError('verification.invalid');
    return identity.uid;
  }

  async function register(request: FastifyRequest, signUp: SignUp): Promise<LoginAnswer> {
    const switches = effectiveSwitches(store.settings.get('switches'));
    assertSignUpOpen(switches, signUp);
    const payload = await decryptBody<RegisterPayload>(request, keyring, registerPayloadSchema);
    const rules = store.settings.get('registerRules');
    const firebaseUid = await firebaseVerifiedNumber(payload, signUp);
    const context: FieldContext = {
      signUp,
      needsCode: signUp === 'mobile' && switches.REGMOBVERF3 && firebaseUid === null,
      passwordRequired: signUp === 'username' || switches.MOBILENUMPASSREG3,
    };
    const fields = acceptFields(payload, rules, context);
    const number: MobileNumber | null =
      fields.mobileNum === undefined ? null : readMobileNumber(payload.countryDialingCode, fields.mobileNum, knownDialingCode);

    if (switches.CAPTCHA3 && rules.captcha?.enabled && !checkCaptcha(request, store, payload.captcha, Date.now())) {
      throw new GatewayError('captcha.invalid', { value: { captcha: true } });
    }

    const username = fields.username ?? `m${number?.mobileNum ?? ''}`;
    if (store.accounts.usernameExists(username)) throw new GatewayError('username.exists');
    // Before mobile.exists: the excluded account still holds the number (docs/product.md#responsible-gaming).
    assertContactNotExcluded(store, { mobile: number ? mobileKey(number) : null, email: fields.email ?? null }, Date.now());
    if (number && store.accounts.findByMobile(mobileKey(number))) throw new GatewayError('mobile.exists');
    // An invitation link's code first (its agent, account type and rebates), else an inviter's own code.
    const linked = fields.affiliateCode === undefined ? undefined : findActiveLink(store, fields.affiliateCode);
    const affiliate = linked?.agent ?? (fields.affiliateCode === undefined ? undefined : findActiveAgent(store, fields.affiliateCode));
    if (fields.affiliateCode !== undefined && !affiliate) throw new GatewayError('affiliate.invalid');
    const recommender = fields.recommenderId === undefined ? undefined : findRecommender(store, fields.recommenderId);
    if (fields.recommenderId !== undefined && !recommender) throw new GatewayError('referrer.invalid');

    // scrypt is asynchronous and a transaction must not span awaits: hash first.
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      fields.password === undefined ? unusablePasswordHash() : hashPassword(fields.password, config.scryptCost),
      fields.paymentPassword === undefined ? null : hashPassword(fields.paymentPassword, config.scryptCost),
    ]);
    const currency = store.settings.get('currency').code;

    const outcome = store.transaction((): { answer: LoginAnswer } | { refused: ErrorCode } => {
      const now = Date.now();
      // Checked again: another registration may have taken the name or number meanwhile.
      if (store.accounts.usernameExists(username)) return { refused: 'username.exists' };
      if (number && store.accounts.findByMobile(mobileKey(number))) return { refused: 'mobile.exists' };
      // The link may have been deleted meanwhile: its code no longer registers.
      if (linked && !store.affiliateLinks.findOwn(linked.agent.id, linked.link.id)) return { refused: 'affiliate.invalid' };
      if (context.needsCode && (!number || !store.smsCodes.verify(number, 'register', fields.verificationCode ?? '', now))) {
        return { refused: 'verification.invalid' };
      }
      const account = store.accounts.create({
        username,
        passwordHash,
        nickname: fields.nickname ?? '',
        type: linked?.link.accountType === 'agent' ? 1 : 0,
        currency,
        balanceCents: 0,
        createdAt: now,
        passwordChangedAt: now,
        mobile: number ? mobileKey(number) : null,
        affiliateId: affiliate?.id ?? null,
        recommenderId: recommender?.id ?? null,
        paymentPasswordHash,
      });
      const details: Record<string, string> = { signUp };
      for (const field of DETAIL_FIELDS) {
        const value = fields[field];
        if (value !== undefined) details[field] = value;
      }
      if (payload.registerMethod) details.registerMethod = payload.registerMethod;
      if (present(payload.registerUrl)) details.registerUrl = payload.registerUrl;
      if (present(payload.domain)) details.domain = payload.domain;
      store.accounts.setDetails(account.id, details);
      if (linked) {
        store.rebates.set(account.id, linked.link.rebates, now);
        store.affiliateLinks.addRegistration(linked.link.id, account.id, now);
      }
      if (firebaseUid !== null && !store.firebaseIdentities.accountIdOf(firebaseUid)) {
        store.firebaseIdentities.link({ uid: firebaseUid, accountId: account.id, provider: 'phone', linkedBy: 'created', now });
      }
      return { answer: grantSession(config, store, request, account, { loginDeviceId: null, now }) };
    });
    if ('refused' in outcome) throw new GatewayError(outcome.refused);
    return outcome.answer;
  }

  const routeOptions = {
    schema: { body: encryptedBodySchema, response: answersWith(sessionAnswerSchema) },
    config: perMinute(config, RATE_LIMITS.register),
  };

  app.put('/wps/member/register', routeOptions, async (request, reply) => {
    const answer = await register(request, 'username');
    reply.header('cache-control', 'no-store');
    return ok(answer);
  });

  app.put('/wps/member/register/mobile', routeOptions, async (request, reply) => {
    const answer = await register(request, 'mobile');
    reply.header('cache-control', 'no-store');
    return ok(answer);
  });

  // The registration page asks while the name is typed (docs/gateway-protocol.md#username-check);
  // only a name the username rule accepts is looked up, and registering checks again.
  app.get(
    '/wps/check/username',
    {
      schema: { querystring: usernameQuerySchema, response: answersWith(usernameCheckSchema) },
      config: perMinute(config, RATE_LIMITS.check),
    },
    async (request, reply) => {
      const { username } = request.query;
      assertField(store.settings.get('registerRules'), 'username', username);
      reply.header('cache-control', 'no-store');
      return ok({ available: !store.accounts.usernameExists(username) });
    },
  );
};
