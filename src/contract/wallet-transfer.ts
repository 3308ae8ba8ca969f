/**
 * Transfers between the main wallet and the vendors' transfer wallets (docs/product.md#wallet-transfer;
 * gateway/README.md "Wallet transfer"). Amounts are in the currency (15.5 = ₱15.50).
 */

/** The main wallet's name on the wire; every other wallet is named by its vendor code. */
export const MAIN_WALLET = 'MAIN';

interface VendorWallet {
  vendor: string;
  vendorName: string;
  balance: number;
}

/** `GET /wps/wallets/transfer`, and the answer of each transfer and of 'recall all'. */
export interface TransferWallets {
  /** False when the operator does not use transfer wallets (FUNDTRANS3 off): read-only, transfers refused. */
  enabled: boolean;
  currencySymbol: string;
  main: number;
  vendors: VendorWallet[];
  /** Main plus every vendor wallet. */
  total: number;
}

/** `POST /wps/wallets/transfer`: one of `from` and `to` is MAIN, the other a vendor. */
export interface TransferRequest {
  from: string;
  to: string;
  amount: number;
}

/** `POST /wps/wallets/transfer/recall`: every vendor balance back to the main wallet. */
export interface RecallResult extends TransferWallets {
  /** What came back in all, 0 when every vendor wallet was empty. */
  recalled: number;
}
