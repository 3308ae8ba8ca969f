/**
 * Registration and login field rules served by /wps/system/setting/register (seeded once, then
 * editable through the admin API).
 */
import type { RegisterRule, RegisterRules } from '../../../src/contract/register.ts';

function rule(
  acceptedPattern: string,
  message: string,
  minLength: number,
  maxLength: number,
  flags: { required: boolean; enabled: boolean; patternId: string; updateRequired?: boolean },
): RegisterRule {
  return {
    acceptedPattern,
    message,
    minLength,
    maxLength,
    required: flags.required,
    updateRequired: flags.updateRequired ?? false,
    patternId: flags.patternId,
    enabled: flags.enabled,
  };
}

const on = (patternId: string, required = true) => ({ required, enabled: true, patternId });
const off = (patternId: string) => ({ required: false, enabled: false, patternId });

export const DEFAULT_REGISTER_RULES: RegisterRules = {
  username: rule('^[A-Za-z0-9]{6,16}$', 'Username must be 6-16 letters or digits', 6, 16, on('USERNAME')),
  password: rule('^\\S{6,20}$', 'Password must be 6-20 characters without spaces', 6, 20, on('PASSWORD')),
  confirmPassword: rule('*', 'Confirmation password not matched', 6, 20, on('CONFIRM_PASSWORD')),
  paymentPassword: rule('^[0-9]{6}$', 'Payment password must be 6 digits', 6, 6, off('PAYMENT_PASSWORD')),
  idNumber: rule('^[A-Za-z0-9]{6,20}$', 'ID number must be 6-20 letters or digits', 6, 20, off('ID_NUMBER')),
  qqNum: rule('^[0-9]{5,12}$', 'QQ number must be 5-12 digits', 5, 12, off('QQ')),
  facebook: rule('*', 'Facebook account must be 3-50 characters', 3, 50, off('FACEBOOK')),
  wechat: rule('^[A-Za-z][A-Za-z0-9_-]{5,19}$', 'WeChat ID must be 6-20 characters starting with a letter', 6, 20, off('WECHAT')),
  line: rule('*', 'LINE ID must be 4-20 characters', 4, 20, off('LINE')),
  whatsapp: rule('^[0-9]{7,15}$', 'WhatsApp number must be 7-15 digits', 7, 15, off('WHATSAPP')),
  zalo: rule('^[0-9]{9,11}$', 'Zalo number must be 9-11 digits', 9, 11, off('ZALO')),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Account, Password and E-mail format incorrect', 6, 254, on('EMAIL', false)),
  nickname: rule('*', 'Nickname must be 2-20 characters', 2, 20, on('NICKNAME', false)),
  payeeName: rule("^[A-Za-z][A-Za-z .'-]{1,49}$", 'Name format not valid', 2, 50, on('PAYEE_NAME', false)),
  // Optional for username sign-up; mobile sign-up always requires it (modules/register.ts).
  mobileNum: rule('^[0-9]{7,20}$', 'mobile num not valid', 7, 20, on('MOBILE', false)),
  verificationCode: rule('^[0-9]{4,10}$', 'Verification code error', 4, 10, on('VERIFICATION_CODE')),
  recommenderId: rule('^[A-Za-z0-9]{4,16}$', 'Referrer link error', 4, 16, off('RECOMMENDER')),
  affiliateCode: rule('^[A-Za-z0-9]{4,20}$', 'Invalid invitation code', 4, 20, on('AFFILIATE', false)),
  captcha: rule('^[0-9]{4,6}$', 'Enter a captcha', 4, 6, on('CAPTCHA')),
  // Login rules are looser than registration ones: the demo accounts (`demo`, `agent`) are
  // shorter than 6 characters and must still pass the login form's client-side check.
  loginUsername: rule('^[A-Za-z0-9_]{4,16}$', 'Account, Password and E-mail format incorrect', 4, 16, on('LOGIN_USERNAME')),
  loginPassword: rule('^\\S{6,20}$', 'Account, Password and E-mail format incorrect', 6, 20, on('LOGIN_PASSWORD')),
  loginMobileNum: rule('^[0-9]{7,20}$', 'mobile num not valid', 7, 20, on('LOGIN_MOBILE')),
};
