import { describe, expect, it } from 'vitest';

import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('lets the first call through and spaces the following ones', () => {
    let time = 1000;
    const turn = createThrottle(150, () => time);
    expect(turn()).toBe(0);
    expect(turn()).toBe(150);
    expect(turn()).toBe(300);
    time = 1100;
    expect(turn()).toBe(350);
  });

  it('needs no wait once the interval has passed', () => {
    let time = 0;
    const turn = createThrottle(150, () => time);
    expect(turn()).toBe(0);
    time = 150;
    expect(turn()).toBe(0);
    time = 1000;
    expect(turn()).toBe(0);
  });
});
