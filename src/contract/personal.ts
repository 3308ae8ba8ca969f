/** Personal info and the security centre's figures (docs/product.md#personal-info; the wire contract, page.ts). */

export interface MobileNumberValue {
  countryDialingCode: string;
  mobileNum: string;
}

/** `GET /wps/member/personal`: what the member may see and change about themselves. */
export interface PersonalInfo {
  account: string;
  nickname: string;
  /** '' when none. */
  email: string;
  mobile: MobileNumberValue | null;
  /** The number was proven by an SMS code sent to it. */
  mobileVerified: boolean;
  paymentPasswordSet: boolean;
  /** Epoch ms of the login that opened the newest session; null when unknown. */
  lastLoginAt: number | null;
}

/** `PUT /wps/member/personal`: the fields to change; one left out stays as it is. */
export interface PersonalInfoUpdate {
  nickname?: string;
  email?: string;
}

/** `POST /wps/member/personal/mobile`: the new number with the code sent to it (`/wps/verification/sms/mobile`). */
export interface MobileChange extends MobileNumberValue {
  verificationCode: string;
}
