/**
 * The registration call's payload and the register rules it is checked against
 * (docs/product.md#registration-fields; the wire contract, page.ts).
 */

/** How the player reached the form: inside an app, a browser, an installed PWA or a home-screen web clip. */
export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/**
 * The payload's text fields, in the form's order (docs/product.md#registration-fields); the
 * register rules name each but `captcha`, which has its own check. The app's form, its payload and
 * the gateway's checks all read this one list.
 */
export const REGISTER_TEXT_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterTextField = (typeof REGISTER_TEXT_FIELDS)[number];

/**
 * `PUT /wps/member/register` and `PUT /wps/member/register/mobile`, sent encrypted
 * (docs/gateway-protocol.md#encrypted-requests). `type` is always 0; empty fields are left out.
 */
export interface RegisterPayload extends Partial<Record<RegisterTextField, string>> {
  type: 0;
  countryDialingCode?: string;
  /** The page's host. */
  registerUrl?: string;
  registerMethod?: RegisterMethod;
  /** The page's hostname. */
  domain?: string;
  /** Mobile sign-up whose number Firebase verified by SMS, in place of the gateway's own code. */
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

/**
 * A field rule (docs/gateway-protocol.md#system, register rules): the operator decides per field
 * whether it is shown and required and what it must look like. `acceptedPattern` is a regular
 * expression source or `*` (any text); `patternId` names the failure text.
 */
export interface RegisterRule {
  acceptedPattern: string;
  message: string;
  minLength: number;
  maxLength: number;
  required: boolean;
  updateRequired: boolean;
  patternId: string;
  enabled: boolean;
}

/**
 * `GET /wps/system/setting/register`: the rules by field, the registration fields and the login
 * fields (`loginUsername`, `loginPassword`, `loginMobileNum`).
 */
export type RegisterRules = Record<string, RegisterRule>;

/**
 * `GET /wps/check/username?username=`: whether a name is still free (compared without letter
 * case). A name the `username` rule refuses is answered with `register.field.invalid` instead.
 */
export interface UsernameCheck {
  available: boolean;
}
