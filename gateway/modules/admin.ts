import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { dialingCodeSchema, mobileNumSchema } from '../lib/mobile.ts';
import type { GatewayContext } from '../http/context.ts';
import { depositAdminRoutes } from './deposit.ts';
import { promotionAdminRoutes } from './promotions.ts';
import { registerMemberAdminRoutes } from './member-admin.ts';
import { headerText } from '../http/merchant.ts';
import { messageAdminRoutes } from './messages.ts';
import { SETTING_DEFINITIONS, SETTING_KEYS, type SettingKey, type SettingValues } from '../store/settings-catalog.ts';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Operator API for settings and switches, enabled only when ADMIN_TOKEN is set. One PUT route
 * per setting, each validating its value with that setting's JSON schema, so a bad edit is a
 * clear request.invalid and can never store something the public endpoints cannot serve.
 */
export const adminModule: FastifyPluginAsync<GatewayContext> = async (app, { config, store }) => {
  const adminToken = config.adminToken;
  if (adminToken === null) return;
  const expected = digest(adminToken);

  app.addHook('onRequest', async (request, reply) => {
    // Hash both sides so the comparison is constant-time whatever the lengths.
    const given = headerText(request, 'admin-token') ?? '';
    if (!timingSafeEqual(digest(given), expected)) throw new GatewayError('admin.not.authorized');
    reply.header('cache-control', 'no-store');
  });

  app.get('/admin/settings', async () => ok(store.settings.all()));
  promotionAdminRoutes(app, store);
  depositAdminRoutes(app, store);
  messageAdminRoutes(app, store);

  registerMemberAdminRoutes(app, store);

  // The answer of a captcha by its id (the HttpOnly captchaId cookie), for browser tests.
  app.get<{ Params: { id: string } }>(
    '/admin/captchas/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } } } } },
    async (request) => {
      const captcha = store.captchas.peek(request.params.id);
      if (!captcha) throw new GatewayError('route.not.found', { message: 'No such captcha (unknown, used or purged)' });
      return ok(captcha);
    },
  );

  // Demo SMS (SMS_MODE=demo) for browser tests, which cannot read the gateway's stdout.
  app.get<{ Querystring: { mobile: string; countryDialingCode: string } }>(
    '/admin/sms',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['mobile', 'countryDialingCode'],
          properties: { mobile: mobileNumSchema, countryDialingCode: dialingCodeSchema },
          additionalProperties: false,
        },
      },
    },
    async (request) =>
      ok(
        store.smsCodes
          .list({ dialingCode: request.query.countryDialingCode, mobileNum: request.query.mobile })
          .map((code) => ({
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
    app.get(`/admin/settings/${key}`, async () => ok(store.settings.get(key)));

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

/** Checks JSON schema cannot express: register patterns must compile as regular expressions. */
function assertUsable(key: SettingKey, value: unknown): void {
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
