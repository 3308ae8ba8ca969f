/** The deposit calls' answers (docs/gateway-protocol.md#calls; the wire contract, page.ts). */
import type { WirePage } from './page.ts';

export type DepositChannelKind = 'bank' | 'ewallet' | 'card' | 'qr';
export type DepositStatus = 'pending' | 'approved' | 'rejected';

/** A way to pay in, with its limits and preset amounts, in the member's language. */
export interface DepositChannel {
  code: string;
  name: string;
  kind: DepositChannelKind;
  min: number;
  max: number;
  presets: number[];
  instructions: string;
}

/** `GET /wps/deposit/channels`. */
export interface DepositChannels {
  list: DepositChannel[];
  currency: string;
  currencySymbol: string;
}

export interface DepositOrder {
  orderNo: string;
  channel: string;
  channelName: string;
  amount: number;
  status: DepositStatus;
  createdAt: number;
  updatedAt: number;
}

/** `GET /wps/deposit/orders`. */
export type DepositOrderPage = WirePage<DepositOrder>;
