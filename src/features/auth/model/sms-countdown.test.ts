import { describe, expect, it } from 'vitest';

import { secondsLeft } from './sms-countdown';

describe('secondsLeft', () => {
  it('counts whole seconds up to the server expiry, then is ready', () => {
    expect(secondsLeft(null, 1000)).toBe(0);
    expect(secondsLeft(61_000, 1000)).toBe(60);
    expect(secondsLeft(61_000, 60_500)).toBe(1);
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 99_000)).toBe(0);
  });
});
