// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import type { TransferWallets } from '@/contract/wallet-transfer';

import { readLastSeen, saveLastSeen } from './last-seen';

const wallets: TransferWallets = {
  enabled: true,
  currencySymbol: '₱',
  main: 10,
  vendors: [{ vendor: 'ALV', vendorName: 'Aurora Live', balance: 5 }],
  total: 15,
};

afterEach(() => localStorage.clear());

describe('balances last seen', () => {
  it('keeps them per member, with when they were read', () => {
    saveLastSeen('demo', wallets, 1000);
    expect(readLastSeen('demo')).toEqual({ wallets, at: 1000 });
    expect(readLastSeen('someone-else')).toBeNull();
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem('wallet-transfer:last:demo', '{"wallets":1');
    expect(readLastSeen('demo')).toBeNull();
    localStorage.setItem('wallet-transfer:last:demo', '{"wallets":{},"at":1}');
    expect(readLastSeen('demo')).toBeNull();
  });
});
