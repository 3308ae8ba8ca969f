import { createHash, timingSafeEqual } from 'node:crypto';

import type { GatewayModule } from '../http/context.ts';
import { headerText } from '../http/merchant.ts';
import { BRAKES, clientAddress, rateLimited } from '../http/rate-limits.ts';
import { answersWith, anyJsonSchema, booleanSchema, numberSchema, stringSchema } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { dialingCodeSchema, mobileNumSchema } from '../lib/mobile.ts';
import {
  ADDRESS_RULE_TEXT,
  invalidAddress,
  SETTING_DEFINITIONS,
  SETTING_KEYS,
  type SettingKey,
  type SettingValues,
} from '../store/settings-catalog.ts';
import { depositAdminRoutes } from './deposit/routes.ts';
import { kycAdminRoutes } from './kyc/routes.ts';
import { registerMemberAdminRoutes } from './member-admin.ts';
import { messageAdminRoutes } from './messages.ts';
import { mailAdminRoutes } from './password-email.ts';
import { promotionAdminRoutes } from './promotions.ts';
import { withdrawAdminRoutes } from './withdraw/routes.ts';

/** A setting's value, or all of them: the operator's data, written as stored. */
const settingAnswer = answersWith(anyJsonSchema);

const captchaSchema = {
  type: 'object',
  required: ['answer', 'expiresAt'],
  additionalProperties: false,
  properties: { answer: stringSchema, expiresAt: numberSchema },
} as const;

const gapSchema = {
  type: 'object',
  required: ['x', 'y', 'expiresAt'],
  additionalProperties: false,
  properties: { x: numberSchema, y: numberSchema, expiresAt: numberSchema },
} as const;

const smsCodesSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['purpose', 'code', 'expirationTime', 'expiresAt', 'used', 'attempts'],
    additionalProperties: false,
    properties: {
      purpose: stringSchema,
      code: stringSchema,
      expirationTime: numberSchema,
      expiresAt: numberSchema,
      used: booleanSchema,
      attempts: numberSchema,
    },
  },
} as const;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Operator API for settings and switches, enabled only when ADMIN_TOKEN is set. One PUT route
 * per setting, each validating its value with that setting's JSON schema, so a bad edit is a
 * clear request.invalid and can never store something the public endpoints cannot serve.
 */
export const adminModule: GatewayModule = async (app, { config, store }) => {
  const adminToken = config.adminToken;
  if (adminToken === null) return;
  const expected = digest(adminToken);
  app.addHook('onRequest', async (request, reply) => {
    // Hash both sides so the comparison is constant-time whatever the lengths. It comes before the
    // brake: the right token always passes, so a flood of guesses never locks the operator out.
    // A hit is no easier to find for that: the token is at least 32 characters (config.ts).
    const given = headerText(request, 'admin-token') ?? '';
    if (timingSafeEqual(digest(given), expected)) {
      reply.header('cache-control', 'no-store');
      return;
    }
    // Wrong tokens per address (gateway/README.md "Limits and timeouts"), counted in the database.
    const wait = store.attempts.take('admin-token', clientAddress(request), BRAKES.adminToken, Date.now());
    if (wait > 0) throw rateLimited(reply, wait);
    throw new GatewayError('admin.not.authorized');
  });

  app.get('/admin/settings', { schema: { response: settingAnswer } }, async () => ok(store.settings.all()));
  promotionAdminRoutes(app, store);
  depositAdminRoutes(app, store);
  withdrawAdminRoutes(app, store);
  kycAdminRoutes(app, store, config.dataDir);
  messageAdminRoutes(app, store);
  mailAdminRoutes(app, store);

  registerMemberAdminRoutes(app, store);

  // The answer of a captcha by its id (the HttpOnly captchaId cookie), for browser tests.
  app.get(
    '/admin/captchas/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } } },
        response: answersWith(captchaSchema),
      },
    },
    async (request) => {
      const captcha = store.captchas.peek(request.params.id);
      if (!captcha) throw new GatewayError('route.not.found', { message: 'No such captcha (unknown, used or purged)' });
      return ok(captcha);
    },
  );

  // Where a slider challenge's gap is, for browser tests, which can only see the picture.
  app.get(
    '/admin/geetest/:lotNumber',
    {
      schema: {
        params: { type: 'object', required: ['lotNumber'], properties: { lotNumber: { type: 'string', pattern: '^[0-9a-f]{32}$' } } },
        response: answersWith(gapSchema),
      },
    },
    async (request) => {
      const challenge = store.geetestChallenges.peek(request.params.lotNumber);
      if (!challenge) throw new GatewayError('route.not.found', { message: 'No such slider challenge (unknown, used or purged)' });
      return ok({ x: challenge.gapX, y: challenge.gapY, expiresAt: challenge.expiresAt });
    },
  );

  // Demo SMS (SMS_MODE=demo) for browser tests, which cannot read the gateway's stdout.
  app.get(
    '/admin/sms',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['mobile', 'countryDialingCode'],
          properties: { mobile: mobileNumSchema, countryDialingCode: dialingCodeSchema },
          additionalProperties: false,
        },
        response: answersWith(smsCodesSchema),
      },
    },
    async (request) =>
      ok(
        store.smsCodes.list({ dialingCode: request.query.countryDialingCode, mobileNum: request.query.mobile }).map((code) => ({
          purpose: code.purpose,
          code: code.code,
          expirationTime: code.resendAt,
          expiresAt: code.expiresAt,
          used: code.usedAt !== null,
          attempts: code.attempts,
        })),
      ),
  );

  for (const key of SETTING_KEYS) {
    app.get(`/admin/settings/${key}`, { schema: { response: settingAnswer } }, async () => ok(store.settings.get(key)));

    // The body's type is named here: the schema is the key's, picked in this loop, which schema types cannot follow.
    app.put<{ Body: { value: SettingValues[typeof key] } }>(
      `/admin/settings/${key}`,
      {
        schema: {
          body: {
            type: 'object',
            required: ['value'],
            properties: { value: SETTING_DEFINITIONS[key].schema },
            additionalProperties: false,
          },
          response: settingAnswer,
        },
      },
      async (request) => {
        assertUsable(key, request.body.value);
        const value = mergeIfPartial(key, request.body.value, store.settings.get(key));
        store.settings.set(key, value);
        request.log.warn({ key }, 'setting changed through the admin API');
        return ok(store.settings.get(key));
      },
    );
  }
};

/**
 * Checks JSON schema cannot express, run before anything is stored: every address must follow
 * its rule (settings-catalog.ts, AddressRule), and register patterns must compile as regular
 * expressions.
 */
function assertUsable<K extends SettingKey>(key: K, value: SettingValues[K]): void {
  const address = invalidAddress(key, value);
  if (address !== null) {
    const field = address.field === '' ? 'body/value' : `body/value/${address.field}`;
    throw new GatewayError('setting.url.invalid', {
      message: `${field} must be ${ADDRESS_RULE_TEXT[address.rule]}`,
      value: { setting: key, field, rule: address.rule },
    });
  }
  if (key !== 'registerRules') return;
  for (const [field, rule] of Object.entries(value as SettingValues['registerRules'])) {
    if (rule.acceptedPattern === '*') continue;
    try {
      new RegExp(rule.acceptedPattern);
    } catch {
      throw new GatewayError('request.invalid', {
        message: `body/value/${field}/acceptedPattern is not a valid regular expression`,
      });
    }
  }
}

/** Switches merge (flip one without restating all); every other setting is replaced whole. */
function mergeIfPartial<K extends SettingKey>(key: K, value: SettingValues[K], current: SettingValues[K]): SettingValues[K] {
  if (key === 'switches') return { ...(current as object), ...(value as object) } as SettingValues[K];
  return value;
}
