import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  FacebookAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  initializeAuth,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '../../config/firebase';

/**
 * The app's only use of the Firebase SDK, loaded when a social button is pressed (or a redirect
 * sign-in comes back), never with a page: the SDK is larger than the first-load budget's whole
 * margin (docs/architecture.md#start-up). Each function answers the Firebase ID token the gateway
 * logs in with, then signs the Firebase user out: the gateway's session is the only one kept.
 */
export type SocialProvider = 'google' | 'facebook';

const APP_NAME = 'lobby-login';
let auth: Auth | undefined;

function authFor(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app = getApps().some((existing) => existing.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, APP_NAME);
  // Session storage keeps a redirect sign-in's state across the provider's page, and no longer.
  auth = initializeAuth(app, { persistence: browserSessionPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (config.authEmulatorOrigin) connectAuthEmulator(auth, config.authEmulatorOrigin, { disableWarnings: true });
  return auth;
}

function providerFor(provider: SocialProvider) {
  const chosen = provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
  chosen.addScope('email');
  return chosen;
}

async function idTokenOf(current: Auth, credential: UserCredential): Promise<string> {
  const token = await credential.user.getIdToken();
  await signOut(current).catch(() => undefined);
  return token;
}

export async function signInWithPopupFor(config: FirebaseWebConfig, provider: SocialProvider): Promise<string> {
  const current = authFor(config);
  return idTokenOf(current, await signInWithPopup(current, providerFor(provider)));
}

/** Leaves the page for the provider's; the sign-in ends in `redirectSignInResult` on the way back. */
export async function signInWithRedirectFor(config: FirebaseWebConfig, provider: SocialProvider): Promise<void> {
  await signInWithRedirect(authFor(config), providerFor(provider));
}

/** The ID token of a redirect sign-in that just came back, or null when there is none. */
export async function redirectSignInResult(config: FirebaseWebConfig): Promise<string | null> {
  const current = authFor(config);
  const credential = await getRedirectResult(current);
  return credential ? idTokenOf(current, credential) : null;
}
