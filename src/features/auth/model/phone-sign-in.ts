import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { FirebaseWebConfig } from '@/config/firebase';
import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';

/**
 * Who sends the SMS codes of login and mobile registration (docs/product.md#phone-sign-in): Firebase in
 * a build with phone sign-in on, else the gateway, as without Firebase at all.
 */
export type SmsSender = 'gateway' | 'firebase';

export function smsSender(config: Pick<FirebaseWebConfig, 'phoneSignIn'> | null): SmsSender {
  return config?.phoneSignIn === true ? 'firebase' : 'gateway';
}

/**
 * The number as Firebase takes it (E.164): the dialing code and the national digits as typed,
 * the same digits the gateway stores (gateway/README.md "SMS codes": no trunk-prefix rewriting),
 * so that the number Firebase verified is the one the gateway registers.
 */
export function e164PhoneNumber(dialingCode: string, mobile: string): string {
  return `+${dialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`;
}

/** The failure of a code confirmed before any was sent for this number (the app's own, not Firebase's). */
export const PHONE_CODE_NOT_SENT = 'app/phone-code-not-sent';

/** A code Firebase has sent, for the number it was sent to. */
export interface HeldPhoneCode<Sent> {
  phoneNumber: string;
  sent: Sent;
  /** The code Firebase accepted and the ID token it gave: a retry after a gateway refusal reuses them. */
  confirmed?: { code: string; idToken: string };
}

/**
 * What Login or Register does with the code typed: confirm the held one, reuse a token already
 * got for the same number and code (Firebase accepts a code once), or nothing when no code was
 * sent to this number (the player changed it after Get code).
 */
export function nextConfirmation<Sent>(
  held: HeldPhoneCode<Sent> | null,
  phoneNumber: string,
  code: string,
): { kind: 'confirm'; sent: Sent } | { kind: 'reuse'; idToken: string } | { kind: 'not-sent' } {
  if (!held || held.phoneNumber !== phoneNumber) return { kind: 'not-sent' };
  if (held.confirmed && held.confirmed.code === code) return { kind: 'reuse', idToken: held.confirmed.idToken };
  return { kind: 'confirm', sent: held.sent };
}

/**
 * What a failed send or confirmation says beyond the catalogue's texts. Kept here rather than in
 * src/lib/errors/error-catalogue.ts, which the home page's first load carries: only the login and
 * registration pages show these (docs/architecture.md#start-up).
 */
export const PHONE_TEXTS = {
  codeWrong: msg`The SMS code is not correct. Check it and try again.`,
  codeExpired: msg`This SMS code has expired. Tap Get code for a new one.`,
  codeNotSent: msg`Tap Get code first, then enter the code we send to this number.`,
  unavailable: msg`SMS codes cannot be sent at the moment. Please try again later.`,
} as const satisfies Record<string, MessageDescriptor>;

/** A failure's text, and whether it is about the code typed (said under the SMS code field). */
export interface PhoneFailure {
  text: MessageDescriptor;
  aboutCode: boolean;
}

const aboutCode = (text: MessageDescriptor): PhoneFailure => ({ text, aboutCode: true });
const general = (text: MessageDescriptor): PhoneFailure => ({ text, aboutCode: false });

/** Firebase Auth error codes (`auth/...`) of sending and confirming a code → what the page says. */
const BY_FIREBASE_CODE: Readonly<Record<string, PhoneFailure>> = {
  [PHONE_CODE_NOT_SENT]: aboutCode(PHONE_TEXTS.codeNotSent),
  'auth/invalid-verification-code': aboutCode(PHONE_TEXTS.codeWrong),
  'auth/missing-verification-code': aboutCode(PHONE_TEXTS.codeWrong),
  'auth/code-expired': aboutCode(PHONE_TEXTS.codeExpired),
  'auth/session-expired': aboutCode(PHONE_TEXTS.codeExpired),
  'auth/invalid-verification-id': aboutCode(PHONE_TEXTS.codeExpired),
  'auth/missing-verification-id': aboutCode(PHONE_TEXTS.codeExpired),
  'auth/too-many-requests': general(ERROR_TEXTS.tooManyAttempts),
  'auth/quota-exceeded': general(ERROR_TEXTS.tooManyAttempts),
  'auth/invalid-phone-number': general(ERROR_TEXTS.mobileInvalid),
  'auth/missing-phone-number': general(ERROR_TEXTS.mobileInvalid),
  'auth/network-request-failed': general(ERROR_TEXTS.socialNetwork),
  'auth/timeout': general(ERROR_TEXTS.socialNetwork),
  'auth/user-disabled': general(ERROR_TEXTS.userMissing),
};

/**
 * The text of a failed send or confirmation. Other Firebase codes (phone provider off, page's
 * domain not authorised, reCAPTCHA refused) are the operator's set-up, which the player cannot
 * fix; anything that is no Firebase error (the SDK's chunk that did not load) reads as the network.
 */
export function phoneSignInFailure(error: unknown): PhoneFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return general(ERROR_TEXTS.socialNetwork);
  const known = Object.hasOwn(BY_FIREBASE_CODE, code) ? BY_FIREBASE_CODE[code] : undefined;
  if (known) return known;
  return general(code.startsWith('auth/') ? PHONE_TEXTS.unavailable : ERROR_TEXTS.socialNetwork);
}
