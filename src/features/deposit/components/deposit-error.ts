import type { MessageDescriptor } from '@lingui/core';

import { errorMessage } from '@/lib/errors/error-catalogue';
import type { GatewayError } from '@/lib/gateway/gateway-error';

import { DEPOSIT_ERRORS } from '../model/deposit-texts';

/** A deposit call's failure in the member's words: the deposit's own codes first, then the app's. */
export function depositErrorText(error: GatewayError | undefined): MessageDescriptor {
  return (error && DEPOSIT_ERRORS[error.code]) ?? errorMessage(error);
}
