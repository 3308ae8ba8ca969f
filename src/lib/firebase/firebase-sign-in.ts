import {
  type Auth,
  FacebookAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type UserCredential,
} from 'firebase/auth';

import type { FirebaseWebConfig } from '@/config/firebase';

import { authFor } from './firebase-auth';

/**
 * Social sign-in through the Firebase SDK, loaded when a social button is pressed (or a redirect
 * sign-in comes back), never with a page: the SDK is larger than the first-load budget's whole
 * margin (docs/architecture.md#start-up). Each function answers the Firebase ID token the gateway
 * logs in with, then signs the Firebase user out: the gateway's session is the only one kept.
 */
export type SocialProvider = 'google' | 'facebook';

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
