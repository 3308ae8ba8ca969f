import { afterEach, describe, expect, it } from 'vitest';

import { captcha, rowCount, setSwitches } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { SUGGESTION_MAX, SUGGESTION_MIN } from './feedback.ts';

const { gateway, tokens } = useSeededGateway();
afterEach(() => setSwitches(gateway, { CAPTCHA3: true }));

const SUGGESTION = 'Please add more fishing games to the lobby.';

function sendFeedback(token: string | undefined, payload: Record<string, unknown>, cookie?: string) {
  return gateway.request({
    method: 'PUT',
    url: '/wps/feedback',
    headers: { ...(token ? { authorization: token } : {}), ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function withCaptcha(token: string | undefined, fields: Record<string, unknown>) {
  const { cookie, answer } = await captcha(gateway);
  return sendFeedback(token, { sender: 'demo', content: SUGGESTION, type: 0, captcha: answer, ...fields }, cookie);
}

describe('PUT /wps/feedback', () => {
  it('stores the suggestion and answers success', async () => {
    const response = await withCaptcha(tokens.demo, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope(response)).toEqual({ success: true, value: { success: true } });
    const demo = gateway.store.accounts.findByUsername('demo')!;
    expect(gateway.store.feedback.ofAccount(demo.id)[0]).toMatchObject({ sender: 'demo', content: SUGGESTION, type: 0 });
  });

  it('takes exactly 20 to 200 characters, counting an emoji as one and ignoring outer spaces', async () => {
    const before = rowCount(gateway, 'feedback');
    for (const content of ['x'.repeat(SUGGESTION_MIN - 1), `  ${'x'.repeat(SUGGESTION_MIN - 1)}  `, 'x'.repeat(SUGGESTION_MAX + 1), '']) {
      const response = await withCaptcha(tokens.demo, { content });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('feedback.content.invalid');
    }
    expect(rowCount(gateway, 'feedback')).toBe(before);
    for (const content of ['x'.repeat(SUGGESTION_MIN), '😀'.repeat(SUGGESTION_MAX)]) {
      expect(envelope(await withCaptcha(tokens.demo, { content })).success).toBe(true);
    }
    expect(rowCount(gateway, 'feedback')).toBe(before + 2);
  });

  it('needs the right captcha while CAPTCHA3 is on, and none while it is off', async () => {
    const before = rowCount(gateway, 'feedback');
    const { cookie, answer } = await captcha(gateway);
    const wrong = answer === '0000' ? '1111' : '0000';
    for (const attempt of [{ captcha: wrong }, {}, { captcha: '' }]) {
      const response = await sendFeedback(tokens.demo, { sender: 'demo', content: SUGGESTION, type: 0, ...attempt }, cookie);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('captcha.invalid');
    }
    // The image was used up by the first try, right answer or not.
    expect(envelope(await sendFeedback(tokens.demo, { sender: 'demo', content: SUGGESTION, type: 0, captcha: answer }, cookie)).code).toBe(
      'captcha.invalid',
    );
    expect(rowCount(gateway, 'feedback')).toBe(before);
    setSwitches(gateway, { CAPTCHA3: false });
    expect(envelope(await sendFeedback(tokens.demo, { sender: 'demo', content: SUGGESTION, type: 0 })).success).toBe(true);
  });

  it('refuses a sender other than the session, bad bodies, visitors and trial accounts', async () => {
    const before = rowCount(gateway, 'feedback');
    const other = await withCaptcha(tokens.demo, { sender: 'agent' });
    expect(other.statusCode).toBe(400);
    expect(envelope(other).code).toBe('request.invalid');
    for (const fields of [{ type: 1 }, { type: '0' }, { extra: 1 }, { content: 5 }]) {
      expect(envelope(await withCaptcha(tokens.demo, fields)).code).toBe('request.invalid');
    }
    const visitor = await withCaptcha(undefined, {});
    expect(visitor.statusCode).toBe(401);
    const trial = await withCaptcha(tokens.trial, { sender: 'trial01' });
    expect(trial.statusCode).toBe(403);
    expect(envelope(trial).code).toBe('member.trial');
    expect(rowCount(gateway, 'feedback')).toBe(before);
  });
});
