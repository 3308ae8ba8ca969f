import { memberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { answersWith, booleanSchema, usernameProperty } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { effectiveSwitches } from '../store/switches.ts';
import { checkCaptcha } from './captcha.ts';
import { requireRealAccount } from './messages.ts';

/** A suggestion is 20 to 200 characters (docs/product.md#validation, docs/product.md#constants). */
export const SUGGESTION_MIN = 20;
export const SUGGESTION_MAX = 200;

const feedbackBodySchema = {
  type: 'object',
  required: ['sender', 'content', 'type'],
  additionalProperties: false,
  properties: {
    sender: usernameProperty,
    // Generous at the schema; the exact bounds answer feedback.content.invalid, a code the app can place.
    content: { type: 'string', maxLength: SUGGESTION_MAX * 4 },
    captcha: { type: 'string', maxLength: 16 },
    type: { type: 'integer', enum: [0] },
  },
} as const;

const feedbackStoredSchema = {
  type: 'object',
  required: ['success'],
  additionalProperties: false,
  properties: { success: booleanSchema },
} as const;

/** Characters as people count them (an emoji is one), around trimmed text. */
function suggestionLength(content: string): number {
  return [...content.trim()].length;
}

/**
 * `PUT /wps/feedback` (docs/gateway-protocol.md#calls): a member's suggestion, with the image
 * captcha while CAPTCHA3 is on (the same switch and the same per-browser captcha binding as login).
 * Answers `{success: true}` once stored; any refusal stores nothing.
 */
export const feedbackModule: GatewayModule = async (app, { store }) => {
  const feedbackSchemas = { body: feedbackBodySchema, response: answersWith(feedbackStoredSchema) };
  await memberRoutes(app, store, (routes) => {
    routes.put('/wps/feedback', { schema: feedbackSchemas }, async (request, reply) => {
      const { account } = request.member;
      requireRealAccount(account);
      const { sender, content, captcha } = request.body;
      // The app sends the session's own name; anything else is not this member speaking.
      if (sender.trim().toLowerCase() !== account.username.toLowerCase()) {
        throw new GatewayError('request.invalid', { message: 'sender is not the logged-in member' });
      }
      const length = suggestionLength(content);
      if (length < SUGGESTION_MIN || length > SUGGESTION_MAX) throw new GatewayError('feedback.content.invalid');
      if (effectiveSwitches(store.settings.get('switches')).CAPTCHA3 && !checkCaptcha(request, store, captcha, Date.now())) {
        throw new GatewayError('captcha.invalid');
      }
      store.feedback.insert({ accountId: account.id, sender: account.username, content: content.trim(), type: 0, createdAt: Date.now() });
      reply.header('cache-control', 'no-store');
      return ok({ success: true });
    });
  });
};
