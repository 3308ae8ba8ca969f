/**
 * The withdrawal calls: bank cards and e-wallets, the payment password and withdrawal orders
 * (docs/product.md#withdraw; the wire contract, page.ts). Amounts are in the currency (15.5 =
 * ₱15.50), times epoch ms.
 */
import type { WirePage } from './page.ts';

type PayoutMethodKind = 'bank' | 'ewallet';
export type WithdrawStatus = 'pending' | 'approved' | 'paid' | 'rejected';

/** A way to be paid out, with the rule its account numbers follow (the gateway checks it too). */
export interface PayoutMethod {
  code: string;
  name: string;
  kind: PayoutMethodKind;
  /** A JavaScript regular expression the whole account number must match. */
  pattern: string;
  /** A number of the right shape, shown as the field's placeholder. */
  example: string;
}

/** A saved card or e-wallet; only its last four digits leave the gateway. */
export interface PayoutCard {
  id: number;
  method: string;
  methodName: string;
  kind: PayoutMethodKind;
  /** `•••• 1234`. */
  maskedNo: string;
  holderName: string;
  createdAt: number;
}

/** `GET /wps/withdraw/cards`. */
export interface PayoutCards {
  list: PayoutCard[];
  methods: PayoutMethod[];
  /** The name every card must be held in; null until the first card (or registration) sets it. */
  payeeName: string | null;
  paymentPasswordSet: boolean;
  maxCards: number;
}

/** `POST /wps/withdraw/cards`. */
export interface AddCardBody {
  method: string;
  accountNo: string;
  holderName: string;
  paymentPassword: string;
}

/** `POST /wps/withdraw/cards/remove`. */
export interface RemoveCardBody {
  id: number;
  paymentPassword: string;
}

/** `GET /wps/member/paymentPassword`. */
export interface PaymentPasswordState {
  set: boolean;
}

/**
 * `POST /wps/member/paymentPassword`: the first one is confirmed with the login password, a
 * change with the current payment password.
 */
export interface PaymentPasswordBody {
  loginPassword?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

/** A promotion bonus whose turnover is not yet met: the bonus stays locked until it is. */
export interface TurnoverRequirement {
  promotionId: number;
  title: string;
  bonus: number;
  required: number;
  done: number;
}

/** `GET /wps/withdraw/info`: what the withdraw form needs. */
export interface WithdrawInfo {
  currencySymbol: string;
  balance: number;
  /** Bonuses held back by unmet turnover. */
  locked: number;
  available: number;
  min: number;
  max: number;
  /** Fee in percent of the amount, at least `feeMin`. */
  feePercent: number;
  feeMin: number;
  turnover: TurnoverRequirement[];
  paymentPasswordSet: boolean;
  cards: PayoutCard[];
}

/** `POST /wps/withdraw/orders`. */
export interface WithdrawBody {
  cardId: number;
  amount: number;
  paymentPassword: string;
}

export interface WithdrawOrder {
  orderNo: string;
  amount: number;
  fee: number;
  /** Amount minus fee: what reaches the card. */
  payout: number;
  method: string;
  methodName: string;
  maskedNo: string;
  status: WithdrawStatus;
  /** Why the operator rejected it; null otherwise. */
  reason: string | null;
  createdAt: number;
  updatedAt: number;
}

/** `GET /wps/withdraw/orders`. */
export type WithdrawOrderPage = WirePage<WithdrawOrder>;
