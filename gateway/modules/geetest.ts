import { timingSafeEqual } from 'node:crypto';

import type { GeetestChallenge as ChallengeAnswer, GeetestResult } from '../../src/contract/geetest.ts';
import type { GatewayModule } from '../http/context.ts';
import { perMinute, RATE_LIMITS } from '../http/rate-limits.ts';
import { answersWith, cacheBusterQuerySchema, numberSchema, schemaFor, stringSchema } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { drawSliderChallenge, PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH } from '../lib/slider-image.ts';
import { newRandomId } from '../lib/tokens.ts';
import type { GeetestChallenge } from '../store/repositories/geetest-challenges.ts';
import type { Store } from '../store/store.ts';
import { effectiveSwitches } from '../store/switches.ts';

/** A challenge is good for one try within this time. */
export const GEETEST_TTL_MS = 2 * 60_000;
/** How far, in picture pixels, the piece may be left of or right of the gap and still fit. */
export const GEETEST_TOLERANCE_PX = 4;

const challengeSchema = schemaFor<ChallengeAnswer>()({
  type: 'object',
  required: ['lot_number', 'pass_token', 'gen_time', 'width', 'height', 'pieceWidth', 'pieceHeight', 'pieceY', 'background', 'piece'],
  additionalProperties: false,
  properties: {
    lot_number: stringSchema,
    pass_token: stringSchema,
    gen_time: stringSchema,
    width: numberSchema,
    height: numberSchema,
    pieceWidth: numberSchema,
    pieceHeight: numberSchema,
    pieceY: numberSchema,
    background: stringSchema,
    piece: stringSchema,
  },
});

const HEX_32 = /^[0-9a-f]{32}$/;
/** `captcha_output`: the piece's left edge where the player let go, in picture pixels. */
const OFFSET = /^[0-9]{1,3}(\.[0-9]{1,3})?$/;

/** The result's fields when `value` has the geetest v4 shape, else undefined. */
export function readGeetestResult(value: unknown): GeetestResult | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { lot_number, captcha_output, pass_token, gen_time } = value as Record<string, unknown>;
  if (typeof lot_number !== 'string' || !HEX_32.test(lot_number)) return undefined;
  if (typeof pass_token !== 'string' || !HEX_32.test(pass_token)) return undefined;
  if (typeof gen_time !== 'string' || !/^[0-9]{1,12}$/.test(gen_time)) return undefined;
  if (typeof captcha_output !== 'string' || !OFFSET.test(captcha_output)) return undefined;
  return { lot_number, captcha_output, pass_token, gen_time };
}

/** Whether a piece let go at `offset` covers a gap whose left edge is at `gapX`. */
export function fitsGap(offset: number, gapX: number): boolean {
  return Number.isFinite(offset) && Math.abs(offset - gapX) <= GEETEST_TOLERANCE_PX;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The slider check of an SMS request while GEETEST3 is on (gateway/README.md "Slider check"):
 * no result is `geetest.required`; a result that is malformed, names no live challenge, does not
 * carry that challenge's token and time, or lets the piece go more than GEETEST_TOLERANCE_PX from
 * the gap is `geetest.invalid`. The challenge is used up by the check, right or wrong.
 */
export function passGeetest(store: Store, value: unknown, now: number): void {
  if (value === undefined || value === null) throw new GatewayError('geetest.required');
  const result = readGeetestResult(value);
  if (!result) throw new GatewayError('geetest.invalid');
  const challenge: GeetestChallenge | undefined = store.geetestChallenges.consume(result.lot_number, now);
  if (
    !challenge ||
    !sameText(result.pass_token, challenge.passToken) ||
    result.gen_time !== String(challenge.genTime) ||
    !fitsGap(Number(result.captcha_output), challenge.gapX)
  ) {
    throw new GatewayError('geetest.invalid');
  }
}

/**
 * The reference gateway's own slider challenge, in geetest v4's field names (the demo has no
 * geetest account): a picture with a gap, the piece and its height; the gap's x stays here.
 */
export const geetestModule: GatewayModule = async (app, { config, store }) => {
  app.get(
    '/wps/geetest/challenge',
    {
      schema: { querystring: cacheBusterQuerySchema, response: answersWith(challengeSchema) },
      config: perMinute(config, RATE_LIMITS.geetest),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!effectiveSwitches(store.settings.get('switches')).GEETEST3) throw new GatewayError('function.not.available');
      const now = Date.now();
      const pictures = await drawSliderChallenge();
      const challenge: GeetestChallenge = {
        lotNumber: newRandomId(),
        passToken: newRandomId(),
        genTime: Math.floor(now / 1000),
        gapX: pictures.gapX,
        gapY: pictures.gapY,
        expiresAt: now + GEETEST_TTL_MS,
      };
      store.geetestChallenges.create(challenge, now);
      request.log.debug({ lot: challenge.lotNumber }, 'slider challenge issued');
      return ok({
        lot_number: challenge.lotNumber,
        pass_token: challenge.passToken,
        gen_time: String(challenge.genTime),
        width: SLIDER_WIDTH,
        height: SLIDER_HEIGHT,
        pieceWidth: PIECE_SIZE,
        pieceHeight: PIECE_SIZE,
        pieceY: challenge.gapY,
        background: pictures.background.toString('base64'),
        piece: pictures.piece.toString('base64'),
      });
    },
  );
};
