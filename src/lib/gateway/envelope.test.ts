import { describe, expect, it } from 'vitest';

import { unwrapEnvelope } from './envelope';

describe('unwrapEnvelope', () => {
  it('answers the value of a successful envelope', () => {
    expect(unwrapEnvelope(200, { success: true, value: { a: 1 } })).toEqual({ ok: true, value: { a: 1 } });
  });

  it('keeps the failure code, message and value (the captcha flag)', () => {
    expect(unwrapEnvelope(400, { success: false, value: { captcha: true }, code: 'login.failed', message: 'Wrong' })).toEqual({
      ok: false,
      error: { status: 400, code: 'login.failed', message: 'Wrong', value: { captcha: true } },
    });
  });

  it('treats an error status with success true as a failure', () => {
    const result = unwrapEnvelope(500, { success: true, value: 1 });
    expect(result.ok).toBe(false);
  });

  it('names a body that is not an envelope', () => {
    expect(unwrapEnvelope(200, '<html>')).toEqual({
      ok: false,
      error: { status: 200, code: 'client.bad.response', message: 'The gateway answered without an envelope' },
    });
  });
});
