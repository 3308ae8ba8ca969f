import { describe, expect, it } from 'vitest';

import { labelledIndexes, valueTicks } from './chart-scale';

describe('the trend chart’s axes (docs/product.md#team-overview)', () => {
  it('rounds the value axis up to a round top in round steps', () => {
    expect(valueTicks(9_300)).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
    expect(valueTicks(41_000)).toEqual([0, 15_000, 30_000, 45_000, 60_000]);
    expect(valueTicks(400)).toEqual([0, 100, 200, 300, 400]);
    expect(valueTicks(0)).toEqual([0, 1]);
  });

  it('names at most five evenly spaced dates, the first and last always', () => {
    expect(labelledIndexes(3)).toEqual([0, 1, 2]);
    expect(labelledIndexes(7)).toEqual([0, 2, 4, 6]);
    expect(labelledIndexes(30)).toEqual([0, 8, 16, 24, 29]);
    expect(labelledIndexes(90)).toEqual([0, 23, 46, 69, 89]);
    expect(labelledIndexes(10)).toEqual([0, 3, 6, 9]);
    expect(labelledIndexes(0)).toEqual([]);
  });
});
