import type { RecoveryMailAnswer } from '../api/auth-api';

/**
 * What the forgot page does with the gateway's answer to a recovery mail
 * (docs/product.md#forgot-password): ask for the mailed code; send the player to SMS recovery
 * when the account has a mobile number but no e-mail address; or, with neither, say how to reach
 * support instead of offering a form that cannot work.
 */
export type RecoveryStep = 'code' | 'sms' | 'support';

export function recoveryStep(answer: RecoveryMailAnswer): RecoveryStep {
  if (answer.sent) return 'code';
  return answer.mobile ? 'sms' : 'support';
}

/** The mailed code's rule: 16 letters and digits, typed in any case, with or without its dashes. */
const RECOVERY_CODE_PATTERN = '^[0-9A-Za-z]{4}(?:[- ]?[0-9A-Za-z]{4}){3}$';

export function isRecoveryCode(typed: string): boolean {
  return new RegExp(RECOVERY_CODE_PATTERN).test(typed.trim());
}
