import { describe, expect, it } from 'vitest';

import { boardCurrencySymbol, visibleWinners, type WinnerEntry } from './winners';

const entry = (
  customerName: string,
  winAmount: number | string | null | undefined,
  notAuto: number | string | null | undefined = 0,
): WinnerEntry => ({
  vo: { customerName, gameName: `game of ${customerName}`, winAmount, iconUrl: `/icons/${customerName}.svg`, notAuto },
});
const names = (rows: readonly { customerName: string }[]) => rows.map((row) => row.customerName);

describe('visibleWinners', () => {
  it('keeps only notAuto 0 entries, highest win first', () => {
    const list = [entry('ann', 150), entry('bob', 900, 1), entry('cy', 3000), entry('di', 20)];
    expect(names(visibleWinners(list))).toEqual(['cy', 'ann', 'di']);
  });

  it('normalises each row', () => {
    expect(visibleWinners([entry('ann', '1234.5')])).toEqual([
      { customerName: 'ann', gameName: 'game of ann', winAmount: 1234.5, iconUrl: '/icons/ann.svg' },
    ]);
  });

  it('treats a string "0" as 0 but a missing or empty notAuto as not 0', () => {
    const missing: WinnerEntry = { vo: { customerName: 'missing', winAmount: 20 } };
    const list = [entry('str', 10, '0'), missing, entry('empty', 30, ''), entry('nul', 40, null), entry('one', 50, 1)];
    expect(names(visibleWinners(list))).toEqual(['str']);
  });

  it('stops at the limit, 100 by default', () => {
    const list = Array.from({ length: 150 }, (_, i) => entry(`p${i}`, i));
    const rows = visibleWinners(list);
    expect(rows).toHaveLength(100);
    expect(rows[0]?.winAmount).toBe(149);
    expect(rows[99]?.winAmount).toBe(50);
    expect(names(visibleWinners(list, 2))).toEqual(['p149', 'p148']);
    expect(visibleWinners(list, 0)).toEqual([]);
    expect(visibleWinners(list, -1)).toEqual([]);
  });

  it('keeps server order for equal amounts', () => {
    expect(names(visibleWinners([entry('first', 5), entry('second', 5), entry('third', 5)]))).toEqual(['first', 'second', 'third']);
  });

  it('tolerates missing fields, holes and a missing list', () => {
    const list: (WinnerEntry | null | undefined)[] = [
      null,
      undefined,
      {},
      { vo: null },
      { vo: { notAuto: 0 } },
      entry('bad', 'abc'),
      entry('ok', 7),
    ];
    expect(visibleWinners(list)).toEqual([
      { customerName: 'ok', gameName: 'game of ok', winAmount: 7, iconUrl: '/icons/ok.svg' },
      { customerName: '', gameName: '', winAmount: 0, iconUrl: '' },
      { customerName: 'bad', gameName: 'game of bad', winAmount: 0, iconUrl: '/icons/bad.svg' },
    ]);
    expect(visibleWinners(undefined)).toEqual([]);
    expect(visibleWinners(null)).toEqual([]);
  });

  it('does not reorder the input', () => {
    const list = [entry('low', 1), entry('high', 2)];
    visibleWinners(list);
    expect(list.map((item) => item.vo?.customerName)).toEqual(['low', 'high']);
  });
});

describe('boardCurrencySymbol', () => {
  it('is the first symbol an entry carries', () => {
    expect(boardCurrencySymbol([{ vo: { customerName: 'a' } }, { vo: { currencySymbol: '₱' } }, { vo: { currencySymbol: '$' } }])).toBe(
      '₱',
    );
  });

  it('is null when no entry carries one, or there is no board', () => {
    expect(boardCurrencySymbol([{ vo: { customerName: 'a', currencySymbol: 5 } }, { vo: null }])).toBeNull();
    expect(boardCurrencySymbol(undefined)).toBeNull();
  });
});
