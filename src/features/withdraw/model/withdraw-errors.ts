import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { errorMessage } from '@/lib/errors/error-catalogue';
import type { GatewayError } from '@/lib/gateway/gateway-error';

/** The money-out codes (gateway/README.md "Withdraw"); every other code reads as the catalogue says. */
const WITHDRAW_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'payment.password.unset': msg`Set a payment password first`,
  'payment.password.invalid': msg`The payment password is not correct`,
  'payment.password.format': msg`The payment password must be 6 digits`,
  'password.old.invalid': msg`The login password is not correct`,
  'password.same': msg`The new payment password must differ from the current one`,
  'password.mismatch': msg`Confirmation password not matched`,
  'card.method.invalid': msg`This payout method is not available, please choose another`,
  'card.number.invalid': msg`The account number does not match the method`,
  'card.holder.mismatch': msg`The holder name must be your payee name`,
  'card.exists': msg`This account is already saved`,
  'card.limit': msg`You have saved the most cards allowed. Remove one first.`,
  'card.not.found': msg`This card is no longer saved`,
  'withdraw.amount.invalid': msg`The amount is outside the withdrawal limits`,
  'withdraw.turnover.unmet': msg`A promotion bonus still has turnover to complete`,
  'balance.insufficient': msg`Your balance is not enough for this`,
};

export function withdrawErrorMessage(error: Pick<GatewayError, 'code'> | null | undefined): MessageDescriptor {
  return (error && WITHDRAW_TEXTS[error.code]) ?? errorMessage(error);
}
