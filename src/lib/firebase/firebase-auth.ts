import { getApp, getApps, initializeApp } from 'firebase/app';
import { type Auth, browserPopupRedirectResolver, browserSessionPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';

import type { FirebaseWebConfig } from '@/config/firebase';

const APP_NAME = 'lobby-login';
let auth: Auth | undefined;

/**
 * The one Firebase Auth instance of the page, shared by social and phone sign-in (Firebase allows
 * a single `initializeAuth` per app). Only the lazily loaded sign-in modules import this.
 */
export function authFor(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app = getApps().some((existing) => existing.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, APP_NAME);
  // Session storage keeps a redirect sign-in's state across the provider's page, and no longer.
  auth = initializeAuth(app, { persistence: browserSessionPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (config.authEmulatorOrigin) {
    connectAuthEmulator(auth, config.authEmulatorOrigin, { disableWarnings: true });
    // The emulator has no reCAPTCHA: phone sign-in skips the check there, and only there.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}
