import { RecaptchaVerifier, signInWithPhoneNumber, signOut } from 'firebase/auth';

import type { FirebaseWebConfig } from '@/config/firebase';

import { authFor } from './firebase-auth';
import { firebaseLanguageCode } from './language-code';

/**
 * Firebase phone sign-in (docs/product.md#phone-sign-in), loaded when Get code is pressed in a build
 * with the option on, never with a page (docs/architecture.md#start-up).
 */
export interface SentPhoneCode {
  /**
   * Confirms the code the player typed and answers the Firebase ID token the gateway takes; the
   * Firebase user is signed out at once, as the gateway's session is the only one kept.
   */
  confirm(code: string): Promise<string>;
}

/**
 * Sends a code to `phoneNumber` (E.164). An invisible reCAPTCHA guards the send, as the slider
 * check guards the gateway's own; it asks the player for a picture puzzle only when Google
 * doubts the page. Each send gets a fresh verifier in an element of its own, since a reCAPTCHA
 * widget cannot be drawn twice in the same element.
 */
export async function sendPhoneCode(config: FirebaseWebConfig, phoneNumber: string): Promise<SentPhoneCode> {
  const auth = authFor(config);
  // reCAPTCHA and the SMS speak the page's language where Google has it.
  auth.languageCode = firebaseLanguageCode(document.documentElement.lang);
  const holder = document.createElement('div');
  document.body.append(holder);
  let verifier: RecaptchaVerifier | undefined;
  try {
    verifier = new RecaptchaVerifier(auth, holder, { size: 'invisible' });
    const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
    return {
      async confirm(code) {
        const credential = await confirmation.confirm(code);
        const idToken = await credential.user.getIdToken();
        await signOut(auth).catch(() => undefined);
        return idToken;
      },
    };
  } finally {
    verifier?.clear();
    holder.remove();
  }
}
