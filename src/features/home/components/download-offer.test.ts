import { describe, expect, it } from 'vitest';

import { isHomePath } from './download-offer';

describe('isHomePath', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])('%s is a home path', (path) => {
    expect(isHomePath(path)).toBe(true);
  });

  it.each(['/m/app', '/m/login', '/m/no-such-page', '/m/home/', '/M/HOME'])('%s is not', (path) => {
    expect(isHomePath(path)).toBe(false);
  });
});
