import { describe, expect, it } from 'vitest';

import { amountTone, betOutcome, isBetKind, isLedgerKind, LEDGER_KIND_LABELS, LEDGER_KINDS, ledgerKindLabel, signOf } from './record-rows';

describe('account record rows', () => {
  it('labels every ledger kind, and an unknown one as Other', () => {
    for (const kind of LEDGER_KINDS) expect(ledgerKindLabel(kind)).toBe(LEDGER_KIND_LABELS[kind]);
    expect(ledgerKindLabel('cashback').message).toBe('Other');
    expect(ledgerKindLabel('adjustment').message).toBe('Adjustment');
  });

  it('signs credits and debits', () => {
    expect([amountTone(12.5), signOf(12.5)]).toEqual(['credit', '+']);
    expect([amountTone(-3), signOf(-3)]).toEqual(['debit', '−']);
    expect([amountTone(0), signOf(0)]).toEqual(['even', '']);
  });

  it('recognises filter kinds from the URL', () => {
    expect(isLedgerKind('deposit')).toBe(true);
    expect(isLedgerKind('all')).toBe(false);
    expect(isLedgerKind(null)).toBe(false);
    expect(isBetKind('lottery')).toBe(true);
    expect(isBetKind('deposit')).toBe(false);
  });
});

describe('betting record rows', () => {
  it('reads the outcome from win and net', () => {
    expect(betOutcome({ win: 20, net: 10 })).toBe('won');
    expect(betOutcome({ win: 0, net: -10 })).toBe('lost');
    expect(betOutcome({ win: 10, net: 0 })).toBe('even');
    expect(betOutcome({ win: null, net: -5 })).toBe('waiting');
  });
});
