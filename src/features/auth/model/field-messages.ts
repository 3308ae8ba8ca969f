import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ERROR_TEXTS } from '../../../lib/errors/error-catalogue';
import type { RegisterRule, RuleProblem } from './register-rules';

/**
 * The text under a field, chosen by the rule's pattern id (SPEC §2: "message by pattern id"),
 * translated here rather than shown in the gateway's own language. Bounds come from the rule.
 */
const PATTERN_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  USERNAME: msg({ message: 'Username must be {min}-{max} letters or digits' }),
  PASSWORD: msg({ message: 'Password must be {min}-{max} characters without spaces' }),
  CONFIRM_PASSWORD: ERROR_TEXTS.confirmationMismatch,
  PAYMENT_PASSWORD: msg({ message: 'Payment password must be {max} digits' }),
  ID_NUMBER: msg({ message: 'ID number must be {min}-{max} letters or digits' }),
  QQ: msg({ message: 'QQ number must be {min}-{max} digits' }),
  FACEBOOK: msg({ message: 'Facebook account must be {min}-{max} characters' }),
  WECHAT: msg({ message: 'WeChat ID must be {min}-{max} characters starting with a letter' }),
  LINE: msg({ message: 'LINE ID must be {min}-{max} characters' }),
  WHATSAPP: msg({ message: 'WhatsApp number must be {min}-{max} digits' }),
  ZALO: msg({ message: 'Zalo number must be {min}-{max} digits' }),
  EMAIL: ERROR_TEXTS.formatIncorrect,
  NICKNAME: msg({ message: 'Nickname must be {min}-{max} characters' }),
  PAYEE_NAME: ERROR_TEXTS.nameFormat,
  MOBILE: ERROR_TEXTS.mobileInvalid,
  VERIFICATION_CODE: ERROR_TEXTS.verificationCode,
  RECOMMENDER: ERROR_TEXTS.referrerLink,
  AFFILIATE: ERROR_TEXTS.invitation_code_error,
  CAPTCHA: ERROR_TEXTS.enterCaptcha,
  LOGIN_USERNAME: ERROR_TEXTS.formatIncorrect,
  LOGIN_PASSWORD: ERROR_TEXTS.formatIncorrect,
  LOGIN_MOBILE: ERROR_TEXTS.mobileInvalid,
};

export const FORM_TEXTS = {
  required: msg`This field is required`,
  /** SPEC §5 login captcha. */
  writeTheCode: msg`Please write the code`,
  /** SPEC §5: confirm empty gives in_incorrect_password. */
  in_incorrect_password: msg`Enter password`,
  /** SPEC §5: confirm must equal password. */
  in_confirmation_correct: ERROR_TEXTS.confirmationMismatch,
  samePassword: msg`The new password and the old password cannot be the same`,
  checkField: msg({ message: 'Please check this field ({min}-{max} characters)' }),
  saving: msg`Saving…`,
  /** SPEC §4 password change success toast. */
  changeSaved: msg`Change saved`,
  oldPasswordWrong: msg`The old password is not correct`,
  passwordReset: msg`Your password has been reset. Please log in.`,
  mobileTaken: msg`This mobile number is already registered`,
} as const;

export function ruleMessage(i18n: I18n, rule: RegisterRule, problem: RuleProblem): string {
  if (problem === 'required') return i18n._(rule.patternId === 'CAPTCHA' ? FORM_TEXTS.writeTheCode : FORM_TEXTS.required);
  const text = PATTERN_TEXTS[rule.patternId] ?? FORM_TEXTS.checkField;
  return i18n._({ ...text, values: { min: rule.minLength, max: rule.maxLength } });
}

/** SPEC §5: confirm empty gives in_incorrect_password; different from the password gives in_confirmation_correct. */
export function confirmationMessage(i18n: I18n, password: string, confirmation: string): string | null {
  if (confirmation === '') return i18n._(FORM_TEXTS.in_incorrect_password);
  return confirmation === password ? null : i18n._(FORM_TEXTS.in_confirmation_correct);
}
