/**
 * The member centre's betting record and account record (docs/product.md#member-centre; the wire
 * contract, page.ts). Amounts are in the currency (15.5 = ₱15.50), times epoch ms.
 */
import type { WirePage } from './page.ts';

export type BetKind = 'game' | 'lottery';

/** The wallet ledger's kinds: what moved the balance. */
export type LedgerKind = 'deposit' | 'bonus' | 'game' | 'lottery' | 'adjustment' | 'transfer' | 'withdrawal';

/** A betting record row: a game round or a lottery bet. */
export interface BetRecordRow {
  /** `game-<round id>` or `lottery-<bet id>`: unique across both kinds. */
  id: string;
  kind: BetKind;
  gameId: number;
  gameName: string;
  vendor: string;
  vendorName: string;
  stake: number;
  /** Null while a lottery bet waits for its draw. */
  win: number | null;
  /** Win minus stake; a bet waiting for its draw counts its stake as spent. */
  net: number;
  balanceAfter: number;
  numbers: string | null;
  drawAt: number | null;
  createdAt: number;
}

/** An account record row: one movement of the wallet. */
export interface AccountRecordRow {
  id: number;
  kind: LedgerKind;
  /** Signed: credits positive, debits negative. */
  amount: number;
  balanceAfter: number;
  /** What caused it, e.g. `deposit:12`, `promotion:3`. */
  reference: string;
  createdAt: number;
}

/**
 * `GET /wps/member/records/bets` and `GET /wps/member/records/account`: a page of rows, newest
 * first, with the symbol their amounts are in.
 */
export interface RecordPage<Row> extends WirePage<Row> {
  currencySymbol: string;
}
