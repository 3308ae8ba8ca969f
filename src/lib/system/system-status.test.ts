import { describe, expect, it } from 'vitest';

import { readSystemStatus, SYSTEM_STATUS } from './system-status';

describe('readSystemStatus', () => {
  it.each([
    [false, false, SYSTEM_STATUS.normal],
    [true, false, SYSTEM_STATUS.maintenance],
    [false, true, SYSTEM_STATUS.restricted],
    [true, true, SYSTEM_STATUS.maintenance],
  ])('maintenance %s, region restriction %s → %s', (maintenance, regionRestriction, expected) => {
    expect(readSystemStatus({ maintenance, regionRestriction })).toBe(expected);
  });
});
