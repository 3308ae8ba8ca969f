import { randomInt } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import type { GatewayModule } from '../http/context.ts';
import { perMinute, RATE_LIMITS } from '../http/rate-limits.ts';
import { answersWith, stringSchema } from '../http/schemas.ts';
import { cookieSite } from '../http/security-headers.ts';
import { CAPTCHA_DIGITS, drawCaptcha } from '../lib/captcha-image.ts';
import { readCookie, serializeCookie } from '../lib/cookies.ts';
import { ok } from '../lib/envelope.ts';
import { newRandomId, randomDigits } from '../lib/tokens.ts';
import type { Store } from '../store/store.ts';

const CAPTCHA_COOKIE = 'captchaId';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * Checks the captcha the client typed against the one issued to its `captchaId` cookie. The
 * stored captcha is consumed by the check, right or wrong, so each image is good for one try.
 */
export function checkCaptcha(request: FastifyRequest, store: Store, typed: string | undefined, now: number): boolean {
  const id = readCookie(request.headers.cookie, CAPTCHA_COOKIE);
  if (!id || !/^[0-9a-f]{32}$/.test(id)) return false;
  const answer = (typed ?? '').trim();
  const matched = store.captchas.consume(id, answer, now);
  return matched && answer !== '';
}

export const captchaModule: GatewayModule = async (app, { config, store }) => {
  // The image travels as base64 inside the envelope.
  app.get(
    '/wps/captcha',
    { schema: { response: answersWith(stringSchema) }, config: perMinute(config, RATE_LIMITS.captcha) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // HEAD (Fastify answers it from this GET handler) issues no captcha: nobody sees the image,
      // so it would only store a row and hand out a cookie for nothing.
      if (request.method === 'HEAD') return ok('');
      const now = Date.now();
      const answer = randomDigits(randomInt(CAPTCHA_DIGITS.fewest, CAPTCHA_DIGITS.most + 1));
      const id = newRandomId();
      store.captchas.create(id, answer, now + CAPTCHA_TTL_MS, now);
      reply.header(
        'set-cookie',
        serializeCookie(CAPTCHA_COOKIE, id, { maxAgeSeconds: CAPTCHA_TTL_MS / 1000, ...cookieSite(request, config.appOrigins) }),
      );
      return ok(drawCaptcha(answer).toString('base64'));
    },
  );
};
