import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import type { GeetestResult } from '@/contract/geetest';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { type GatewayError, isGatewayError } from '@/lib/gateway/gateway-error';

import { fieldSchema, type RegisterRule } from './register-rules';

/**
 * Runs a send with the player's solved slider (docs/product.md#states-and-transitions): resolves to
 * its answer, or null when the player closed the check; a send refused for another reason than
 * the slider rejects with that refusal.
 */
export type SliderCheck = <T>(send: (geetest: GeetestResult) => Promise<T>) => Promise<T | null>;

export interface SendSmsRequest {
  mobile: string;
  dialingCode: string;
  /** The rule the number must pass before anything is sent (docs/product.md#validation). */
  mobileRule: RegisterRule | undefined;
  /** Sends the code (with the solved slider, when asked for one); resolves to the time the button may send again. */
  send: (geetest?: GeetestResult) => Promise<{ expirationTime?: number }>;
  /** While the operator asks for the slider check (GEETEST3): the send goes through it. */
  sliderCheck?: SliderCheck;
  /** Shows the mobile field's own message when the number is refused locally. */
  markMobileInvalid: () => void;
  /**
   * A better text for some refusals (e.g. a number already registered), or for what a send that
   * is not the gateway's rejected with (`caught`, e.g. a Firebase error).
   */
  messageFor?: (error: GatewayError | undefined, caught: unknown) => MessageDescriptor | undefined;
  /** When the gateway gives no expiry (docs/product.md#registration: 60 s). */
  fallbackWaitMs?: number;
}

/**
 * The SMS flow shared by login, registration and recovery (docs/product.md#errors): the number is
 * checked first; then the slider check when the operator asks for one, or in_sms_sending while the
 * code is sent; in_sms_send for 1.5 s, and the countdown runs to the gateway's expirationTime (also
 * when it refuses a resend as too frequent). Closing the slider check sends nothing and says nothing.
 */
export async function sendSmsCode(request: SendSmsRequest): Promise<number | null> {
  const rule = request.mobileRule ? { ...request.mobileRule, required: true } : undefined;
  const mobile = request.mobile.trim();
  if (!request.dialingCode || !mobile || (rule && !v.is(fieldSchema(rule), mobile))) {
    request.markMobileInvalid();
    toast.error(ERROR_TEXTS.mobileInvalid);
    return null;
  }
  // The slider dialog says itself that it is checking: a toast would sit under the modal.
  const sending = request.sliderCheck ? null : toast.loading(ERROR_TEXTS.in_sms_sending);
  try {
    const answer = request.sliderCheck ? await request.sliderCheck(request.send) : await request.send();
    if (answer === null) return null;
    const { expirationTime } = answer;
    toast.success(ERROR_TEXTS.in_sms_send, { duration: TIMING.defaultNotice });
    return expirationTime ?? (request.fallbackWaitMs ? Date.now() + request.fallbackWaitMs : null);
  } catch (caught) {
    const error = isGatewayError(caught) ? caught : undefined;
    toast.error(request.messageFor?.(error, caught) ?? errorMessage(error));
    const retryAt = (error?.value as { expirationTime?: unknown } | undefined)?.expirationTime;
    return typeof retryAt === 'number' ? retryAt : null;
  } finally {
    if (sending !== null) toast.dismiss(sending);
  }
}
