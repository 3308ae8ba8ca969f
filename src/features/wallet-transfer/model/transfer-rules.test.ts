import { describe, expect, it } from 'vitest';

import type { TransferWallets } from '@/contract/wallet-transfer';

import { availableFor, checkTransferAmount, hasVendorMoney, sortVendorWallets, transferRequest } from './transfer-rules';

const wallets: TransferWallets = {
  enabled: true,
  currencySymbol: '₱',
  main: 100.3,
  vendors: [
    { vendor: 'ALV', vendorName: 'Aurora Live', balance: 0 },
    { vendor: 'RYL', vendorName: 'Royale Live', balance: 5 },
    { vendor: 'SPL', vendorName: 'Sapphire Live', balance: 20 },
  ],
  total: 125.3,
};

describe('transfer amounts', () => {
  it('accepts up to two decimals within the source wallet', () => {
    expect(checkTransferAmount('12.5', 100.3)).toEqual({ ok: true, amount: 12.5 });
    expect(checkTransferAmount(' 1,000 ', 2000)).toEqual({ ok: true, amount: 1000 });
    expect(checkTransferAmount('100.30', 100.3)).toEqual({ ok: true, amount: 100.3 });
    expect(checkTransferAmount((0.1 + 0.2).toFixed(2), 0.3)).toEqual({ ok: true, amount: 0.3 });
  });

  it('names what is wrong', () => {
    expect(checkTransferAmount('', 10)).toEqual({ ok: false, problem: 'empty' });
    expect(checkTransferAmount('1.234', 10)).toEqual({ ok: false, problem: 'format' });
    expect(checkTransferAmount('-5', 10)).toEqual({ ok: false, problem: 'format' });
    expect(checkTransferAmount('1e3', 10000)).toEqual({ ok: false, problem: 'format' });
    expect(checkTransferAmount('0.00', 10)).toEqual({ ok: false, problem: 'zero' });
    expect(checkTransferAmount('100.31', 100.3)).toEqual({ ok: false, problem: 'over' });
  });
});

describe('wallets', () => {
  it('takes from the main wallet going in and from the vendor coming out', () => {
    expect(availableFor(wallets, 'SPL', 'in')).toBe(100.3);
    expect(availableFor(wallets, 'SPL', 'out')).toBe(20);
    expect(availableFor(wallets, 'NOPE', 'out')).toBe(0);
    expect(transferRequest('SPL', 'in', 5)).toEqual({ from: 'MAIN', to: 'SPL', amount: 5 });
    expect(transferRequest('SPL', 'out', 5)).toEqual({ from: 'SPL', to: 'MAIN', amount: 5 });
  });

  it('lists wallets with money first and knows when there is something to recall', () => {
    expect(sortVendorWallets(wallets.vendors).map((wallet) => wallet.vendor)).toEqual(['SPL', 'RYL', 'ALV']);
    expect(hasVendorMoney(wallets)).toBe(true);
    expect(hasVendorMoney({ ...wallets, vendors: wallets.vendors.map((wallet) => ({ ...wallet, balance: 0 })) })).toBe(false);
  });
});
