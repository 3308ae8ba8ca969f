import { describe, expect, it } from 'vitest';

import { barOf, chartDays, extremes, labelledDates, signedScale, valueY } from './pnl-chart';

describe('profit and loss chart (docs/product.md#profit-and-loss)', () => {
  it('has a bar for every date of the range, oldest first, zero on a day without bets', () => {
    const days = chartDays({ startDate: '2026-11-27', endDate: '2026-11-29' }, [
      { date: '2026-11-29', winLoss: -5 },
      { date: '2026-11-27', winLoss: 12.5 },
    ]);
    expect(days).toEqual([
      { date: '2026-11-27', winLoss: 12.5 },
      { date: '2026-11-28', winLoss: 0 },
      { date: '2026-11-29', winLoss: -5 },
    ]);
  });

  it('scales to round steps holding wins above zero and losses below it, zero on a tick', () => {
    expect(signedScale([120, -340])).toEqual({ top: 200, bottom: -400, step: 200, ticks: [-400, -200, 0, 200] });
    expect(signedScale([0.4, 3])).toEqual({ top: 3, bottom: 0, step: 1.5, ticks: [0, 1.5, 3] });
    expect(signedScale([-2500])).toEqual({ top: 0, bottom: -3000, step: 1500, ticks: [-3000, -1500, 0] });
    expect(signedScale([])).toEqual({ top: 1, bottom: 0, step: 1, ticks: [0, 1] });
    expect(signedScale([0, 0])).toEqual({ top: 1, bottom: 0, step: 1, ticks: [0, 1] });
    // Every value fits.
    for (const values of [[1, -1], [999, -1], [12_345.67, -9_876.54], [0.01]]) {
      const scale = signedScale(values);
      for (const value of values) expect(value <= scale.top && value >= scale.bottom).toBe(true);
      expect(scale.ticks).toContain(0);
    }
  });

  it('draws a win up from the zero line and a loss down from it, a tiny one still visible', () => {
    const scale = signedScale([100, -100]);
    expect(valueY(0, scale, 10, 100)).toBe(60);
    expect(barOf(100, scale, 10, 100)).toEqual({ y: 10, height: 50 });
    expect(barOf(-50, scale, 10, 100)).toEqual({ y: 60, height: 25 });
    expect(barOf(0.001, scale, 10, 100)).toEqual({ y: 59, height: 1 });
    expect(barOf(0, scale, 10, 100)).toEqual({ y: 60, height: 0 });
  });

  it('names a few dates on the axis, never crowded, the last one among them', () => {
    expect(labelledDates(3)).toEqual([0, 1, 2]);
    expect(labelledDates(7)).toEqual([0, 2, 4, 6]);
    expect(labelledDates(31)).toEqual([0, 10, 20, 30]);
    expect(labelledDates(0)).toEqual([]);
  });

  it('finds the best and the worst day', () => {
    expect(
      extremes([
        { date: 'a', winLoss: 5 },
        { date: 'b', winLoss: -8 },
        { date: 'c', winLoss: 9 },
      ]),
    ).toEqual({ best: { date: 'c', winLoss: 9 }, worst: { date: 'b', winLoss: -8 } });
    expect(extremes([])).toEqual({ best: undefined, worst: undefined });
  });
});
