import type { MobileChange, PersonalInfo, PersonalInfoUpdate } from '../../src/contract/personal.ts';
import { memberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { answersWith, booleanSchema, nullableNumberSchema, schemaFor, stringSchema } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { type ErrorCode, GatewayError } from '../lib/errors.ts';
import { assertKnownDialingCode, dialingCodeSchema, mobileKey, mobileNumSchema } from '../lib/mobile.ts';
import { type AccountRecord, TRIAL_TYPE } from '../store/repositories/accounts.ts';
import type { Store } from '../store/store.ts';
import { assertField, fieldInvalid, ruleFor } from './field-rules.ts';

const personalInfoSchema = schemaFor<PersonalInfo>()({
  type: 'object',
  required: ['account', 'nickname', 'email', 'mobile', 'mobileVerified', 'paymentPasswordSet', 'lastLoginAt'],
  additionalProperties: false,
  properties: {
    account: stringSchema,
    nickname: stringSchema,
    email: stringSchema,
    mobile: {
      type: ['object', 'null'],
      required: ['countryDialingCode', 'mobileNum'],
      additionalProperties: false,
      properties: { countryDialingCode: stringSchema, mobileNum: stringSchema },
    },
    mobileVerified: booleanSchema,
    paymentPasswordSet: booleanSchema,
    lastLoginAt: nullableNumberSchema,
  },
});

const updateBodySchema = schemaFor<PersonalInfoUpdate>()({
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: { nickname: { type: 'string', maxLength: 200 }, email: { type: 'string', maxLength: 320 } },
});

const mobileChangeBodySchema = schemaFor<MobileChange>()({
  type: 'object',
  required: ['countryDialingCode', 'mobileNum', 'verificationCode'],
  additionalProperties: false,
  properties: { countryDialingCode: dialingCodeSchema, mobileNum: mobileNumSchema, verificationCode: { type: 'string', maxLength: 10 } },
});

/** Personal info and security changes need an account of one's own (docs/product.md#roles). */
function realMember(account: AccountRecord): AccountRecord {
  if (account.type === TRIAL_TYPE) throw new GatewayError('member.trial');
  return account;
}

function personalInfoOf(store: Store, accountId: number): PersonalInfo {
  const info = store.personalInfo.read(accountId);
  if (!info) throw new GatewayError('login.not.session');
  return info;
}

/**
 * A field as the operator's register rules want it (the same rules the app validates with):
 * empty clears it unless the rule makes it required.
 */
function checkedField(store: Store, field: 'nickname' | 'email', typed: string): string {
  const value = typed.trim();
  const rules = store.settings.get('registerRules');
  const rule = ruleFor(rules, field);
  if (value === '') {
    if (rule?.enabled && rule.required) throw fieldInvalid(field, rule);
    return value;
  }
  assertField(rules, field, value);
  return value;
}

/**
 * Personal info (gateway/README.md "Personal info", docs/product.md#personal-info): read it,
 * change the nickname and e-mail, and change the mobile number with a code sent to the new one
 * (`POST /wps/verification/sms/mobile`, modules/sms.ts). Trial accounts are refused with
 * member.trial; personal data is never stored by caches.
 */
export const personalInfoModule: GatewayModule = async (app, { store }) => {
  await memberRoutes(app, store, (routes) => {
    routes.get('/wps/member/personal', { schema: { response: answersWith(personalInfoSchema) } }, async (request, reply) => {
      const account = realMember(request.member.account);
      reply.header('cache-control', 'no-store');
      return ok(personalInfoOf(store, account.id));
    });

    routes.put(
      '/wps/member/personal',
      { schema: { body: updateBodySchema, response: answersWith(personalInfoSchema) } },
      async (request, reply) => {
        const account = realMember(request.member.account);
        const change: PersonalInfoUpdate = {};
        if (request.body.nickname !== undefined) change.nickname = checkedField(store, 'nickname', request.body.nickname);
        if (request.body.email !== undefined) change.email = checkedField(store, 'email', request.body.email);
        const info = store.transaction(() => {
          store.personalInfo.update(account.id, change);
          return personalInfoOf(store, account.id);
        });
        reply.header('cache-control', 'no-store');
        return ok(info);
      },
    );

    /**
     * The code is checked first (a wrong one counts a try); a right one is consumed in the same
     * transaction that sets the number. Refusals are answered after the commit so the counted try
     * or the used code stays recorded.
     */
    routes.post(
      '/wps/member/personal/mobile',
      { schema: { body: mobileChangeBodySchema, response: answersWith(personalInfoSchema) } },
      async (request, reply) => {
        const account = realMember(request.member.account);
        const number = { dialingCode: request.body.countryDialingCode, mobileNum: request.body.mobileNum };
        assertKnownDialingCode(number.dialingCode, (code) => store.countries.hasDialingCode(code));
        const key = mobileKey(number);
        const outcome = store.transaction((): { info: PersonalInfo } | { refused: ErrorCode } => {
          if (!store.smsCodes.verify(number, 'mobile', request.body.verificationCode, Date.now()))
            return { refused: 'verification.invalid' };
          const owner = store.accounts.findByMobile(key);
          if (owner && owner.id !== account.id) return { refused: 'mobile.exists' };
          store.personalInfo.setVerifiedMobile(account.id, key);
          return { info: personalInfoOf(store, account.id) };
        });
        if ('refused' in outcome) throw new GatewayError(outcome.refused);
        reply.header('cache-control', 'no-store');
        return ok(outcome.info);
      },
    );
  });
};
