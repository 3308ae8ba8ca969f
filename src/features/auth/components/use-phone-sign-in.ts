import { useCallback, useMemo, useRef } from 'react';

import { runtimeConfig } from '@/config/runtime-config';
import type { SentPhoneCode } from '@/lib/firebase/firebase-phone';

import { e164PhoneNumber, type HeldPhoneCode, nextConfirmation, PHONE_CODE_NOT_SENT, smsSender } from '../model/phone-sign-in';

/**
 * The Firebase SDK's phone functions, in a chunk of their own that only Get code loads, and only
 * where the operator's configuration turns phone sign-in on. The worker does not precache it
 * (vite.config.ts): sending a code needs the network anyway.
 */
const loadFirebasePhone = () =>
  runtimeConfig().firebase?.phoneSignIn ? import('@/lib/firebase/firebase-phone') : Promise.reject(new Error('No Firebase phone sign-in'));

export interface PhoneSignIn {
  /** True when Firebase sends the codes (docs/product.md#phone-sign-in); else the gateway does, as before. */
  viaFirebase: boolean;
  /** Sends a code through Firebase; rejects with Firebase's error (model/phone-sign-in.ts names it). */
  send: (dialingCode: string, mobile: string) => Promise<{ expirationTime?: number }>;
  /** The Firebase ID token for the code typed, confirmed with the code sent to this number. */
  idTokenFor: (dialingCode: string, mobile: string, code: string) => Promise<string>;
}

/**
 * Firebase phone sign-in for the SMS login tab and mobile registration: the code sent last is
 * kept until the page goes, and confirmed when the form is sent.
 */
export function usePhoneSignIn(): PhoneSignIn {
  const held = useRef<HeldPhoneCode<SentPhoneCode> | null>(null);

  const send = useCallback(async (dialingCode: string, mobile: string) => {
    const firebaseWebConfig = runtimeConfig().firebase;
    if (!firebaseWebConfig) throw new Error('No Firebase configuration');
    const sdk = await loadFirebasePhone();
    const phoneNumber = e164PhoneNumber(dialingCode, mobile);
    held.current = { phoneNumber, sent: await sdk.sendPhoneCode(firebaseWebConfig, phoneNumber) };
    // Firebase says nothing of when it will send again: the page counts down its default wait.
    return {};
  }, []);

  const idTokenFor = useCallback(async (dialingCode: string, mobile: string, code: string) => {
    const phoneNumber = e164PhoneNumber(dialingCode, mobile);
    const next = nextConfirmation(held.current, phoneNumber, code);
    if (next.kind === 'not-sent') throw Object.assign(new Error('No code was sent to this number'), { code: PHONE_CODE_NOT_SENT });
    if (next.kind === 'reuse') return next.idToken;
    const idToken = await next.sent.confirm(code);
    if (held.current?.sent === next.sent) held.current = { ...held.current, confirmed: { code, idToken } };
    return idToken;
  }, []);

  return useMemo(() => ({ viaFirebase: smsSender(runtimeConfig().firebase) === 'firebase', send, idTokenFor }), [send, idTokenFor]);
}
