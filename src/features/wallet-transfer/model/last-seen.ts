import type { TransferWallets } from '@/contract/wallet-transfer';

const KEY_PREFIX = 'wallet-transfer:last:';

export interface LastSeenWallets {
  wallets: TransferWallets;
  /** When these balances were read (epoch ms). */
  at: number;
}

/**
 * The balances last read, per member, so the page opened offline (even after a restart) still
 * shows them read-only (docs/product.md#wallet-transfer). Storage may be full or blocked: then
 * there is simply nothing to show.
 */
export function saveLastSeen(userName: string, wallets: TransferWallets, at = Date.now()): void {
  try {
    localStorage.setItem(KEY_PREFIX + userName, JSON.stringify({ wallets, at } satisfies LastSeenWallets));
  } catch {
    // Nothing kept; the page still works online.
  }
}

export function readLastSeen(userName: string): LastSeenWallets | null {
  try {
    const text = localStorage.getItem(KEY_PREFIX + userName);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<LastSeenWallets>;
    return parsed.wallets && Array.isArray(parsed.wallets.vendors) && typeof parsed.at === 'number' ? (parsed as LastSeenWallets) : null;
  } catch {
    return null;
  }
}
