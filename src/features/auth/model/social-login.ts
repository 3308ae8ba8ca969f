import type { ErrorTextKey } from '@/lib/errors/error-catalogue';
import type { SocialProvider } from '@/lib/firebase/firebase-sign-in';

/**
 * Session storage: the social button whose redirect sign-in is under way. Named here rather than
 * in src/lib/storage/keys.ts, which the first load carries (docs/architecture.md#start-up).
 */
export const SOCIAL_REDIRECT_KEY = 'SOCIAL_LOGIN_REDIRECT';

/**
 * The social buttons of the login page's password mode (docs/product.md#login), in the order
 * shown, each behind its operator switch.
 */
const SOCIAL_BUTTONS: readonly { provider: SocialProvider; switchId: 'FACEBOOKLOGIN3' | 'GOOGLELOGIN3' }[] = [
  { provider: 'facebook', switchId: 'FACEBOOKLOGIN3' },
  { provider: 'google', switchId: 'GOOGLELOGIN3' },
];

/** Buttons exist only when the build has a Firebase configuration and the operator's switch is on. */
export function socialProvidersShown(firebaseConfigured: boolean, switches: Readonly<Partial<Record<string, boolean>>>): SocialProvider[] {
  if (!firebaseConfigured) return [];
  return SOCIAL_BUTTONS.filter(({ switchId }) => switches[switchId] === true).map(({ provider }) => provider);
}

/** What a failed Firebase sign-in leads to: the redirect flow instead, nothing, or a text. */
export type SocialFailure = { kind: 'redirect' } | { kind: 'silent' } | { kind: 'text'; key: ErrorTextKey };

/** Firebase Auth error codes (`auth/...`) → what the login page does; anything else reads as a network failure. */
const BY_FIREBASE_CODE: Readonly<Record<string, SocialFailure>> = {
  // No popup possible (blocked, or a browser that has none): the same sign-in in the whole tab.
  'auth/popup-blocked': { kind: 'redirect' },
  'auth/operation-not-supported-in-environment': { kind: 'redirect' },
  // A second press while the first popup is open: that popup carries on.
  'auth/cancelled-popup-request': { kind: 'silent' },
  'auth/popup-closed-by-user': { kind: 'text', key: 'socialClosed' },
  'auth/user-cancelled': { kind: 'text', key: 'socialClosed' },
  'auth/account-exists-with-different-credential': { kind: 'text', key: 'socialAccountExists' },
  'auth/credential-already-in-use': { kind: 'text', key: 'socialAccountExists' },
  'auth/email-already-in-use': { kind: 'text', key: 'socialAccountExists' },
  'auth/network-request-failed': { kind: 'text', key: 'socialNetwork' },
  'auth/timeout': { kind: 'text', key: 'socialNetwork' },
  'auth/too-many-requests': { kind: 'text', key: 'tooManyAttempts' },
  'auth/user-disabled': { kind: 'text', key: 'userMissing' },
};

export function socialFailure(error: unknown): SocialFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return { kind: 'text', key: 'socialNetwork' };
  const known = Object.hasOwn(BY_FIREBASE_CODE, code) ? BY_FIREBASE_CODE[code] : undefined;
  if (known) return known;
  // Unauthorised domain, provider switched off in the Firebase console, bad API key...: the
  // operator's set-up, which the player cannot fix.
  return code.startsWith('auth/') ? { kind: 'text', key: 'socialUnavailable' } : { kind: 'text', key: 'socialNetwork' };
}
