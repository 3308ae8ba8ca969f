import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { RATE_LIMITS } from '../http/rate-limits.ts';
import { GAP_MAX_X, GAP_MIN_X, insidePiece, PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH } from '../lib/slider-image.ts';
import { allowResend, rowCount, sendSms, setSwitches, type SmsRoute } from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, startTestGateway } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { fitsGap, GEETEST_TOLERANCE_PX, GEETEST_TTL_MS, readGeetestResult } from './geetest.ts';

// Per-IP limits would get in the way of the many sends here (they are tested in http/rate-limits.test.ts).
const { gateway } = useSeededGateway({ env: { RATE_LIMITS: 'off' }, sessions: false });

const DEMO_MOBILE = '9171234567';
const FREE_MOBILE = '9175550101';

interface Challenge {
  lot_number: string;
  pass_token: string;
  gen_time: string;
  width: number;
  height: number;
  pieceWidth: number;
  pieceHeight: number;
  pieceY: number;
  background: string;
  piece: string;
}

async function challenge(): Promise<Challenge> {
  const response = await gateway.request({ method: 'GET', url: `/wps/geetest/challenge?t=${Date.now()}` });
  expect(response.statusCode).toBe(200);
  return envelope(response).value as Challenge;
}

function gapOf(lot: string): number {
  const row = gateway.store.db.prepare('SELECT gap_x FROM geetest_challenges WHERE lot_number = ?').get(lot);
  return Number(row?.gap_x);
}

function result(issued: Challenge, offset: number | string) {
  return { lot_number: issued.lot_number, captcha_output: String(offset), pass_token: issued.pass_token, gen_time: issued.gen_time };
}

function send(route: SmsRoute, mobile: string, geetest?: unknown) {
  const numberField = route === 'register' ? 'mobileNo' : 'mobileNum';
  allowResend(gateway, mobile);
  gateway.store.db.prepare('UPDATE sms_codes SET created_at = created_at - 3600000 WHERE mobile_num = ?').run(mobile);
  return gateway.request({
    method: 'POST',
    url: `/wps/verification/sms/${route}`,
    payload: { [numberField]: mobile, countryDialingCode: '+63', ...(geetest === undefined ? {} : { geetest }) },
  });
}

function withSlider(on: boolean) {
  setSwitches(gateway, { GEETEST3: on });
}

describe('the slider check switch (GEETEST3)', () => {
  it('is off in the demo: no challenge, and codes are sent without one, whatever geetest holds', async () => {
    const refused = await gateway.request({ method: 'GET', url: '/wps/geetest/challenge' });
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused)).toMatchObject({ success: false, code: 'function.not.available' });
    expect((await sendSms(gateway, 'noLogin', DEMO_MOBILE)).statusCode).toBe(200);
    expect((await send('forget', DEMO_MOBILE, 'anything')).statusCode).toBe(200);
    expect((await send('register', FREE_MOBILE, null)).statusCode).toBe(200);
  });

  it('shows in the white-label tree and the consolidated switches', async () => {
    withSlider(true);
    try {
      const settings = envelope(await gateway.request({ method: 'GET', url: '/wps/system/settings/consolidated' })).value as {
        switches: Record<string, boolean>;
      };
      expect(settings.switches.GEETEST3).toBe(true);
      const tree = envelope(await gateway.request({ method: 'GET', url: '/wps/system/whitelabel' })).value as {
        modId: string;
        enabled: string;
      }[];
      expect(tree.find((node) => node.modId === 'GEETEST3')?.enabled).toBe('1');
    } finally {
      withSlider(false);
    }
  });
});

describe('slider challenges', () => {
  it('answers a picture with a gap, the piece cut from it and its height; the gap x stays on the gateway', async () => {
    withSlider(true);
    try {
      const response = await gateway.request({ method: 'GET', url: '/wps/geetest/challenge' });
      expect(response.headers['cache-control']).toBe('no-store');
      const issued = envelope(response).value as Challenge;
      expect(issued).toMatchObject({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT, pieceWidth: PIECE_SIZE, pieceHeight: PIECE_SIZE });
      expect(issued.lot_number).toMatch(/^[0-9a-f]{32}$/);
      expect(issued.pass_token).toMatch(/^[0-9a-f]{32}$/);
      expect(Math.abs(Number(issued.gen_time) - Date.now() / 1000)).toBeLessThan(5);
      expect(Object.keys(issued).sort()).toEqual([
        'background',
        'gen_time',
        'height',
        'lot_number',
        'pass_token',
        'piece',
        'pieceHeight',
        'pieceWidth',
        'pieceY',
        'width',
      ]);

      const row = gateway.store.geetestChallenges.peek(issued.lot_number)!;
      expect(row.gapY).toBe(issued.pieceY);
      // Never where the piece starts, always whole inside the picture.
      expect(row.gapX).toBeGreaterThanOrEqual(GAP_MIN_X);
      expect(row.gapX).toBeLessThanOrEqual(GAP_MAX_X);
      expect(GAP_MIN_X).toBeGreaterThan(PIECE_SIZE);
      expect(GAP_MAX_X + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_WIDTH);
      expect(row.expiresAt - Date.now()).toBeGreaterThan(GEETEST_TTL_MS - 5000);

      const background = await sharp(Buffer.from(issued.background, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const piece = await sharp(Buffer.from(issued.piece, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(background.info).toMatchObject({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT, format: 'raw' });
      expect(piece.info).toMatchObject({ width: PIECE_SIZE, height: PIECE_SIZE });
      // Inside the piece (away from its rim) the gap holds the piece's pixels, darkened; outside it
      // the piece is transparent.
      const inner = { x: 20, y: 28 };
      expect(insidePiece(inner.x, inner.y)).toBe(true);
      const pieceAt = (inner.y * PIECE_SIZE + inner.x) * 4;
      const gapAt = ((row.gapY + inner.y) * SLIDER_WIDTH + row.gapX + inner.x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        expect(Math.abs(background.data[gapAt + channel]! - Math.round(piece.data[pieceAt + channel]! * 0.35))).toBeLessThanOrEqual(1);
      }
      expect(piece.data[pieceAt + 3]).toBe(255);
      expect(piece.data[3]).toBe(0);
    } finally {
      withSlider(false);
    }
  });

  it('draws a new gap each time', async () => {
    withSlider(true);
    try {
      const gaps = new Set<number>();
      for (let i = 0; i < 6; i++) gaps.add(gapOf((await challenge()).lot_number));
      expect(gaps.size).toBeGreaterThan(1);
    } finally {
      withSlider(false);
    }
  });

  it('refuses a malformed cache buster', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/geetest/challenge?t=abc' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe('request.invalid');
  });
});

describe('SMS requests while the slider check is on', () => {
  it.each([
    ['noLogin', DEMO_MOBILE],
    ['register', FREE_MOBILE],
    ['forget', DEMO_MOBILE],
  ] as const)('%s: without a result it is geetest.required, nothing sent; a solved slider sends the code', async (route, mobile) => {
    withSlider(true);
    try {
      const sent = gateway.smsLines.length;
      for (const missing of [undefined, null]) {
        const refused = await send(route, mobile, missing);
        expect(refused.statusCode).toBe(400);
        expect(envelope(refused)).toMatchObject({ success: false, code: 'geetest.required', value: null });
      }
      const issued = await challenge();
      const answer = await send(route, mobile, result(issued, gapOf(issued.lot_number)));
      expect(answer.statusCode).toBe(200);
      expect(gateway.smsLines.length).toBe(sent + 1);
    } finally {
      withSlider(false);
    }
  });

  it(`accepts a piece within ${GEETEST_TOLERANCE_PX} px of the gap, fractions included`, async () => {
    withSlider(true);
    try {
      for (const shift of [-GEETEST_TOLERANCE_PX, GEETEST_TOLERANCE_PX, 0.5]) {
        const issued = await challenge();
        const response = await send('noLogin', DEMO_MOBILE, result(issued, gapOf(issued.lot_number) + shift));
        expect(envelope(response)).toMatchObject({ success: true });
      }
    } finally {
      withSlider(false);
    }
  });

  it('refuses a piece too far from the gap, and the challenge is used up by the try', async () => {
    withSlider(true);
    try {
      const issued = await challenge();
      const gap = gapOf(issued.lot_number);
      const rows = rowCount(gateway, 'sms_codes');
      const wrong = await send('noLogin', DEMO_MOBILE, result(issued, gap + GEETEST_TOLERANCE_PX + 1));
      expect(wrong.statusCode).toBe(400);
      expect(envelope(wrong)).toMatchObject({ success: false, code: 'geetest.invalid' });
      expect(gateway.store.geetestChallenges.peek(issued.lot_number)).toBeUndefined();
      // The right answer after a wrong one: the picture is gone.
      const again = await send('noLogin', DEMO_MOBILE, result(issued, gap));
      expect(envelope(again).code).toBe('geetest.invalid');
      expect(rowCount(gateway, 'sms_codes')).toBe(rows);
    } finally {
      withSlider(false);
    }
  });

  it('takes each solved challenge once', async () => {
    withSlider(true);
    try {
      const issued = await challenge();
      const solved = result(issued, gapOf(issued.lot_number));
      expect(envelope(await send('forget', DEMO_MOBILE, solved)).success).toBe(true);
      const replay = await send('forget', DEMO_MOBILE, solved);
      expect(envelope(replay)).toMatchObject({ success: false, code: 'geetest.invalid' });
    } finally {
      withSlider(false);
    }
  });

  it('refuses an expired challenge, another token or time, an unknown lot and malformed results', async () => {
    withSlider(true);
    try {
      const expired = await challenge();
      gateway.store.db.prepare('UPDATE geetest_challenges SET expires_at = ? WHERE lot_number = ?').run(Date.now() - 1, expired.lot_number);
      const cases: unknown[] = [result(expired, gapOf(expired.lot_number))];
      const forged = await challenge();
      cases.push({ ...result(forged, gapOf(forged.lot_number)), pass_token: '0'.repeat(32) });
      const late = await challenge();
      cases.push({ ...result(late, gapOf(late.lot_number)), gen_time: String(Number(late.gen_time) - 1) });
      cases.push({ ...result(late, 10), lot_number: 'f'.repeat(32) });
      cases.push(
        'a geetest v3 string',
        {},
        { ...result(late, 'ten') },
        { ...result(late, 10), captcha_output: 10 },
        { ...result(late, -3) },
      );
      for (const geetest of cases) {
        const response = await send('noLogin', DEMO_MOBILE, geetest);
        expect(response.statusCode, JSON.stringify(geetest)).toBe(400);
        expect(envelope(response).code, JSON.stringify(geetest)).toBe('geetest.invalid');
      }
    } finally {
      withSlider(false);
    }
  });

  it('checks the switch of the route first and the number only after the slider', async () => {
    withSlider(true);
    setSwitches(gateway, { MOBILEVERCODELOGIN3: false });
    try {
      expect(envelope(await send('noLogin', DEMO_MOBILE)).code).toBe('function.not.available');
      setSwitches(gateway, { MOBILEVERCODELOGIN3: true });
      // An unknown number learns nothing without a solved slider.
      expect(envelope(await send('noLogin', '9179999999')).code).toBe('geetest.required');
      const issued = await challenge();
      expect(envelope(await send('noLogin', '9179999999', result(issued, gapOf(issued.lot_number)))).code).toBe('mobile.not.registered');
    } finally {
      setSwitches(gateway, { MOBILEVERCODELOGIN3: true });
      withSlider(false);
    }
  });
});

describe('per-address limit', () => {
  it(`draws at most ${RATE_LIMITS.geetest} challenges a minute per address, then answers 429 rate.limited`, async () => {
    const limited = await startTestGateway();
    try {
      setSwitches(limited, { GEETEST3: true });
      for (let i = 0; i < RATE_LIMITS.geetest; i++) {
        expect((await limited.request({ method: 'GET', url: '/wps/geetest/challenge' })).statusCode).toBe(200);
      }
      const refused = await limited.request({ method: 'GET', url: '/wps/geetest/challenge' });
      expect(refused.statusCode).toBe(429);
      expect(envelope(refused).code).toBe('rate.limited');
      expect(rowCount(limited, 'geetest_challenges')).toBe(RATE_LIMITS.geetest);
    } finally {
      await limited.close();
    }
  });
});

describe('admin gap lookup', () => {
  it('tells a browser test where the gap is without using the challenge, and 404s once it is used', async () => {
    withSlider(true);
    try {
      const issued = await challenge();
      const lookup = () =>
        gateway.request({
          method: 'GET',
          url: `/admin/geetest/${issued.lot_number}`,
          merchant: null,
          headers: { 'admin-token': ADMIN_TOKEN },
        });
      const found = envelope(await lookup()).value as { x: number; y: number; expiresAt: number };
      expect(found).toMatchObject({ x: gapOf(issued.lot_number), y: issued.pieceY });
      expect(envelope(await send('noLogin', DEMO_MOBILE, result(issued, found.x))).success).toBe(true);
      const gone = await lookup();
      expect(gone.statusCode).toBe(404);
      expect(envelope(gone).code).toBe('route.not.found');
      const unauthorised = await gateway.request({ method: 'GET', url: `/admin/geetest/${issued.lot_number}`, merchant: null });
      expect(unauthorised.statusCode).toBe(401);
    } finally {
      withSlider(false);
    }
  });
});

describe('pure rules', () => {
  it('reads only the geetest v4 shape', () => {
    const good = { lot_number: 'a'.repeat(32), captcha_output: '123.5', pass_token: 'b'.repeat(32), gen_time: '1700000000' };
    expect(readGeetestResult(good)).toEqual(good);
    expect(readGeetestResult({ ...good, captcha_output: '1234' })).toBeUndefined();
    expect(readGeetestResult({ ...good, lot_number: 'A'.repeat(32) })).toBeUndefined();
    expect(readGeetestResult([good])).toBeUndefined();
    expect(readGeetestResult('x')).toBeUndefined();
  });

  it('fits the gap within the tolerance only', () => {
    expect(fitsGap(100, 100)).toBe(true);
    expect(fitsGap(100 + GEETEST_TOLERANCE_PX, 100)).toBe(true);
    expect(fitsGap(100 - GEETEST_TOLERANCE_PX - 0.01, 100)).toBe(false);
    expect(fitsGap(Number.NaN, 100)).toBe(false);
  });
});
