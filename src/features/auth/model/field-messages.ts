import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';

import type { ConfirmationSpec, FieldSpec, RegisterRule, RuleProblem } from './register-rules';

/**
 * The text under a field, chosen by the rule's pattern id (docs/product.md#registration: "message
 * by pattern id"), translated here rather than shown in the gateway's own language. Bounds come
 * from the rule. Each names its own field and what it must be: a player reading one message knows
 * what to fix.
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
  EMAIL: msg({ message: 'Enter an email address like name@example.com' }),
  NICKNAME: msg({ message: 'Nickname must be {min}-{max} characters' }),
  PAYEE_NAME: msg({ message: 'Payee name must be {min}-{max} letters, as on your bank account' }),
  MOBILE: msg({ message: 'Mobile number must be {min}-{max} digits' }),
  VERIFICATION_CODE: msg({ message: 'The SMS code is {min}-{max} digits' }),
  RECOMMENDER: msg({ message: 'Recommender ID must be {min}-{max} letters or digits' }),
  AFFILIATE: msg({ message: 'Invitation code must be {min}-{max} letters or digits' }),
  CAPTCHA: msg({ message: 'Type the digits in the picture' }),
  LOGIN_USERNAME: msg({ message: 'Username must be {min}-{max} characters' }),
  LOGIN_PASSWORD: msg({ message: 'Password must be {min}-{max} characters' }),
  LOGIN_MOBILE: msg({ message: 'Mobile number must be {min}-{max} digits' }),
};

/**
 * What a field takes, shown under it before anything is typed, by the same pattern id and
 * bounds the validation uses (`{length}` is "6 to 16", or "6" when both bounds are equal). A
 * field whose pattern id has no text here shows no hint.
 */
const HINT_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  USERNAME: msg({ message: '{length} letters or digits' }),
  PASSWORD: msg({ message: '{length} characters, no spaces' }),
  CONFIRM_PASSWORD: msg`Type the same password again`,
  PAYMENT_PASSWORD: msg({ message: '{length} digits, asked when you withdraw money' }),
  ID_NUMBER: msg({ message: '{length} letters or digits, as on your ID card' }),
  QQ: msg({ message: '{length} digits' }),
  FACEBOOK: msg({ message: '{length} characters' }),
  WECHAT: msg({ message: '{length} characters, starting with a letter' }),
  LINE: msg({ message: '{length} characters' }),
  WHATSAPP: msg({ message: '{length} digits' }),
  ZALO: msg({ message: '{length} digits' }),
  EMAIL: msg`For example name@example.com`,
  NICKNAME: msg({ message: 'The name the lobby shows for you, {length} characters' }),
  PAYEE_NAME: msg`The name on the bank account you will withdraw to`,
  MOBILE: msg({ message: '{length} digits, without the country code' }),
  VERIFICATION_CODE: msg`Tap Get code and we send it to your mobile by SMS`,
  RECOMMENDER: msg`The ID of the player who recommended you, if any`,
  AFFILIATE: msg`From an invitation link or a friend, if you have one`,
  CAPTCHA: msg`Type the digits in the picture. Tap the picture for a new one.`,
};

/** A length in words rather than "6-16", which a narrow screen may break after the hyphen. */
const LENGTH_TEXTS = {
  range: msg({ message: '{min} to {max}' }),
  atLeast: msg({ message: 'at least {min}' }),
} as const;

export const FORM_TEXTS = {
  required: msg`This field is required`,
  /** The login captcha (docs/product.md#validation). */
  writeTheCode: msg`Please write the code`,
  /**
   * docs/product.md#validation: confirm empty gives in_incorrect_password, worded so it is not read
   * as the first password field's.
   */
  in_incorrect_password: msg`Enter the password again`,
  /** docs/product.md#validation: confirm must equal password. */
  in_confirmation_correct: ERROR_TEXTS.confirmationMismatch,
  samePassword: msg`The new password and the old password cannot be the same`,
  checkField: msg({ message: 'Please check this field ({min}-{max} characters)' }),
  saving: msg`Saving…`,
  /** The password change success toast (docs/product.md#password-change). */
  changeSaved: msg`Change saved`,
  oldPasswordWrong: msg`The old password is not correct`,
  passwordReset: msg`Your password has been reset. Please log in.`,
  mobileTaken: msg`This mobile number is already registered`,
  /** docs/product.md#personal-info: the code goes to the new number, not the old one. */
  mobileCodeHint: msg`We send the code to the new number`,
  /**
   * docs/product.md#registration: the gateway's username check said the name is taken; shown
   * under the field while typing, and then the field's error.
   */
  usernameTaken: msg`This username is already taken`,
} as const;

export function ruleMessage(i18n: I18n, rule: RegisterRule, problem: RuleProblem): string {
  if (problem === 'required') return i18n._(rule.patternId === 'CAPTCHA' ? FORM_TEXTS.writeTheCode : FORM_TEXTS.required);
  const text = PATTERN_TEXTS[rule.patternId] ?? FORM_TEXTS.checkField;
  return i18n._({ ...text, values: { min: rule.minLength, max: rule.maxLength } });
}

/** "6 to 16"; "6" when both bounds are equal; "at least 6" when the rule sets no maximum (0, as fieldSchema reads it). */
export function lengthText(i18n: I18n, rule: Pick<RegisterRule, 'minLength' | 'maxLength'>): string {
  const min = Math.max(1, rule.minLength);
  if (rule.maxLength <= 0) return i18n._({ ...LENGTH_TEXTS.atLeast, values: { min } });
  if (min >= rule.maxLength) return String(rule.maxLength);
  return i18n._({ ...LENGTH_TEXTS.range, values: { min, max: rule.maxLength } });
}

/** The hint under a field, from the operator's rule for it; null when its pattern id has none. */
export function ruleHint(i18n: I18n, rule: RegisterRule): string | null {
  const text = HINT_TEXTS[rule.patternId];
  return text ? i18n._({ ...text, values: { length: lengthText(i18n, rule) } }) : null;
}

/** A shown field for buildRulesSchema: its rule, and the texts of ruleMessage for it. */
export function fieldSpec(i18n: I18n, name: string, rule: RegisterRule): FieldSpec {
  return { name, rule, message: (problem) => ruleMessage(i18n, rule, problem) };
}

/**
 * The confirmation `name` of the field `of`, for buildRulesSchema (docs/product.md#validation):
 * empty gives in_incorrect_password; different from the password gives in_confirmation_correct.
 */
export function confirmationSpec(i18n: I18n, name: string, of: string): ConfirmationSpec {
  return {
    name,
    of,
    message: (problem) => i18n._(problem === 'required' ? FORM_TEXTS.in_incorrect_password : FORM_TEXTS.in_confirmation_correct),
  };
}
