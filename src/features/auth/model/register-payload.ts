import { REGISTER_TEXT_FIELDS, type RegisterMethod, type RegisterPayload, type RegisterTextField } from '@/contract/register';
import type { StandaloneKind } from '@/lib/pwa/standalone';

/** registerMethod (docs/product.md#registration-fields): how the player reached the form. */
export function registerMethodFor(standalone: StandaloneKind | undefined, insideApp: boolean): RegisterMethod {
  if (insideApp) return 'APP';
  if (standalone === 'webclip') return 'WEBCLIP';
  if (standalone) return 'PWA';
  return 'H5';
}

/** Every field of the registration payload, in its order (docs/product.md#registration-fields). */
export type RegisterField = RegisterTextField;
export type RegisterValues = Record<RegisterField, string> & { countryDialingCode: string };

/**
 * Registration payload (docs/product.md#registration-fields): confirmPassword is a copy of the
 * password, type is always 0, registerUrl is the page's host and domain comes from the URL; the
 * affiliate code comes from the form or else the link the player arrived with. Empty fields are
 * left out. With Firebase phone sign-in, `firebaseChannel: sms` and the Firebase ID token take the
 * SMS code's place.
 */
export function buildRegisterPayload(
  values: RegisterValues,
  context: { location: Pick<URL, 'host' | 'hostname'>; method: RegisterMethod; affiliateFromUrl: string | null; firebaseIdToken?: string },
): RegisterPayload {
  const payload: RegisterPayload = {
    countryDialingCode: values.countryDialingCode,
    registerUrl: context.location.host,
    registerMethod: context.method,
    domain: context.location.hostname,
    type: 0,
  };
  for (const field of REGISTER_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') payload[field] = field.toLowerCase().includes('password') ? values[field] : value;
  }
  if (payload.password !== undefined) payload.confirmPassword = payload.password;
  if (payload.affiliateCode === undefined && context.affiliateFromUrl) payload.affiliateCode = context.affiliateFromUrl;
  if (context.firebaseIdToken) {
    // The number Firebase verified: its ID token stands in for the gateway's own SMS code.
    delete payload.verificationCode;
    payload.firebaseChannel = 'sms';
    payload.firebaseIdToken = context.firebaseIdToken;
  }
  return payload;
}

/** The invitation code a shared link carries (`?affiliateCode=` or the platform's short `?aff=`). */
export function affiliateCodeFromUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('affiliateCode') ?? params.get('aff') ?? params.get('code');
}
