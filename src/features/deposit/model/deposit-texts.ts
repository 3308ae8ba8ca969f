import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { OrderTone } from '@/components/order-history/OrderHistory';
import type { DepositMethod, DepositStatus } from '@/contract/deposit';

import type { ReceiptProblem } from './deposit-rules';

/** What each way of paying is called on the tiles and the order page. */
export const METHOD_LABELS: Readonly<Record<DepositMethod, MessageDescriptor>> = {
  manualTransfer: msg`Bank transfer`,
  qrImage: msg`QR code`,
  launchUrl: msg`Online payment`,
  virtualWallet: msg`Virtual wallet`,
};

/** Each state's label, and how it reads: an approved deposit is paid and credited, done. */
export const STATUS_TEXTS: Readonly<Record<DepositStatus, { label: MessageDescriptor; tone: OrderTone }>> = {
  pending: { label: msg`Pending`, tone: 'waiting' },
  approved: { label: msg`Paid`, tone: 'done' },
  failed: { label: msg`Failed`, tone: 'refused' },
  cancelled: { label: msg`Cancelled`, tone: 'refused' },
  expired: { label: msg`Expired`, tone: 'refused' },
};

export const RECEIPT_PROBLEMS: Readonly<Record<ReceiptProblem, MessageDescriptor>> = {
  type: msg`Choose a PNG or JPG picture`,
  size: msg`The picture is larger than 5 MB`,
  empty: msg`The picture is empty`,
};

/** The gateway's deposit refusals (gateway/README.md "Errors") in the member's words. */
export const DEPOSIT_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  'deposit.channel.closed': msg`This channel is closed at the moment`,
  'deposit.bonus.invalid': msg`This bonus does not apply to this deposit`,
  'deposit.promo.invalid': msg`This promo code does not exist`,
  'deposit.status.invalid': msg`This order is no longer pending`,
  'deposit.receipt.invalid': msg`Choose a PNG or JPG picture`,
  'deposit.receipt.too.large': msg`The picture is larger than 5 MB`,
  'deposit.not.found': msg`This deposit order was not found`,
};
