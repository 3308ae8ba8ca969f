import type { GeetestResult } from '@/contract/geetest';

import { phoneSignInFailure } from '../model/phone-sign-in';
import type { RegisterRule } from '../model/register-rules';
import { sendSmsCode, type SendSmsRequest, type SliderCheck } from '../model/send-sms-code';
import { DEFAULT_SMS_WAIT_MS } from '../model/sms-countdown';
import type { PhoneSignIn } from './use-phone-sign-in';

export interface SignInCodeRequest {
  phone: PhoneSignIn;
  mobile: string;
  dialingCode: string;
  mobileRule: RegisterRule | undefined;
  markMobileInvalid: () => void;
  sliderCheck: SliderCheck | undefined;
  /** The gateway's own send (login and registration each have theirs), with the trimmed number. */
  sendViaGateway: (mobile: string, dialingCode: string, geetest: GeetestResult | undefined) => Promise<{ expirationTime?: number }>;
  /** For the gateway's send: a better text for some refusals, and the wait when it gives no expiry. */
  gatewayMessageFor?: SendSmsRequest['messageFor'];
  gatewayFallbackWaitMs?: number;
}

/**
 * The SMS code for login and registration: sent by Firebase when phone sign-in goes through it
 * (its reCAPTCHA stands in for the slider check, and it gives no expiry), else by the gateway
 * behind the slider check (docs/product.md#phone-sign-in).
 */
export function sendSignInCode(request: SignInCodeRequest): Promise<number | null> {
  const { phone, mobile, dialingCode } = request;
  const common = { mobile, dialingCode, mobileRule: request.mobileRule, markMobileInvalid: request.markMobileInvalid };
  if (phone.viaFirebase) {
    return sendSmsCode({
      ...common,
      send: () => phone.send(dialingCode, mobile.trim()),
      messageFor: (error, caught) => (error ? undefined : phoneSignInFailure(caught).text),
      fallbackWaitMs: DEFAULT_SMS_WAIT_MS,
    });
  }
  return sendSmsCode({
    ...common,
    send: (geetest) => request.sendViaGateway(mobile.trim(), dialingCode, geetest),
    sliderCheck: request.sliderCheck,
    messageFor: request.gatewayMessageFor,
    fallbackWaitMs: request.gatewayFallbackWaitMs,
  });
}
