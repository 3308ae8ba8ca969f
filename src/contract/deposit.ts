/** The deposit calls' answers (docs/gateway-protocol.md#calls; the wire contract, page.ts). */
import type { WirePage } from './page.ts';

/**
 * How a channel takes the money, after the platform's deposit calls (docs/gateway-protocol.md#deposit):
 * `manualTransfer` (MCSFE_manualTransferByRemark: the member transfers to the operator's account
 * with a reference, uploads the receipt, the operator confirms), `qrImage` (depositByQRImageUrl: a
 * QR code to scan), `launchUrl` (depositByLaunchUrl: the provider's payment page, then back) and
 * `virtualWallet` (depositVirtualWallet: a transfer to a wallet address, confirmed by the operator).
 */
export type DepositMethod = 'manualTransfer' | 'qrImage' | 'launchUrl' | 'virtualWallet';

/** pending → approved (paid) | failed | cancelled (by the member) | expired (unpaid too long). */
export type DepositStatus = 'pending' | 'approved' | 'failed' | 'cancelled' | 'expired';

/**
 * When a channel takes deposits: `open` and `close` as "HH:MM" on the operator's clock,
 * `utcOffsetMinutes` east of UTC (480 = GMT+8). `close` before `open` spans midnight;
 * `open` equal to `close` is all day.
 */
export interface ServiceHours {
  open: string;
  close: string;
  utcOffsetMinutes: number;
}

/** A way to pay in, with its limits, preset amounts and service hours, in the member's language. */
export interface DepositChannel {
  code: string;
  name: string;
  method: DepositMethod;
  min: number;
  max: number;
  presets: number[];
  instructions: string;
  /** null: every hour of the day. */
  hours: ServiceHours | null;
}

/**
 * A deposit bonus a member may choose when placing an order; the gateway applies it when the
 * order is confirmed: `percent` of the amount, at most `cap`, for deposits of at least `minDeposit`.
 */
export interface DepositBonus {
  code: string;
  title: string;
  percent: number;
  cap: number;
  minDeposit: number;
  firstDepositOnly: boolean;
}

/** `GET /wps/deposit/channels`. */
export interface DepositChannels {
  list: DepositChannel[];
  bonuses: DepositBonus[];
  currency: string;
  currencySymbol: string;
}

/**
 * What the member needs to pay an order; the fields of other methods are null. `reference` is
 * the remark a manual transfer must carry; `qrPayload` the text the QR code holds; `launchUrl`
 * the provider's page; `address` and `network` the virtual wallet's.
 */
export interface DepositPayment {
  bankName: string | null;
  accountName: string | null;
  accountNo: string | null;
  reference: string | null;
  qrPayload: string | null;
  launchUrl: string | null;
  network: string | null;
  address: string | null;
  receiptUploaded: boolean;
}

export interface DepositOrder {
  orderNo: string;
  channel: string;
  channelName: string;
  method: DepositMethod;
  amount: number;
  status: DepositStatus;
  /** The chosen bonus's code, or null. */
  bonusCode: string | null;
  /** The bonus credited with the approval (0 before it, or when the bonus no longer applied). */
  bonus: number;
  payment: DepositPayment;
  createdAt: number;
  updatedAt: number;
  /** When a still pending order expires. */
  expiresAt: number;
}

/** `GET /wps/deposit/orders`. */
export type DepositOrderPage = WirePage<DepositOrder>;
