import { GatewayError } from './errors.ts';

/** The sign-in methods a Firebase ID token may carry that log a member in. */
const FIREBASE_PROVIDERS = ['google.com', 'facebook.com', 'phone'] as const;
export type FirebaseProvider = (typeof FIREBASE_PROVIDERS)[number];

/** Who a verified Firebase ID token says the player is. */
export interface FirebaseIdentity {
  uid: string;
  /** `firebase.sign_in_provider` of the token, when it is one this gateway accepts. */
  provider: FirebaseProvider | null;
  email: string | null;
  emailVerified: boolean;
  /** E.164, `+639171234567`, as Firebase gives it. */
  phoneNumber: string | null;
  displayName: string | null;
}

/** Checks an ID token's signature, audience, issuer and expiry; answers its identity or throws a GatewayError. */
export type FirebaseTokenVerifier = (idToken: string) => Promise<FirebaseIdentity>;

function textClaim(claims: Readonly<Record<string, unknown>>, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Reads the claims firebase-admin decoded (a token it has already verified). */
export function identityFromClaims(claims: Readonly<Record<string, unknown>>): FirebaseIdentity {
  const uid = textClaim(claims, 'sub') ?? textClaim(claims, 'uid');
  if (uid === null) throw new GatewayError('firebase.token.invalid');
  const firebase = typeof claims.firebase === 'object' && claims.firebase !== null ? (claims.firebase as Record<string, unknown>) : {};
  const provider = textClaim(firebase, 'sign_in_provider');
  return {
    uid,
    provider: FIREBASE_PROVIDERS.find((known) => known === provider) ?? null,
    email: textClaim(claims, 'email')?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    phoneNumber: textClaim(claims, 'phone_number'),
    displayName: textClaim(claims, 'name'),
  };
}

/**
 * firebase-admin's auth errors that mean the token itself is refused (bad, expired, revoked, of
 * another project, a disabled or deleted Firebase user); anything else is the check failing.
 */
function refusesToken(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

let apps = 0;

/**
 * The real check, with firebase-admin's `verifyIdToken`: Google's public keys for a project, or
 * with `authEmulatorHost` the emulator's unsigned tokens (gateway/README.md "Firebase login").
 * firebase-admin loads on the first token, so a gateway without Firebase login never loads it.
 */
export function createFirebaseTokenVerifier(settings: { projectId: string; authEmulatorHost: string | null }): FirebaseTokenVerifier {
  // firebase-admin reads the emulator's address only from the environment.
  if (settings.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = settings.authEmulatorHost;
  const name = `lobby-gateway-${++apps}`;
  let auth: Promise<{ verifyIdToken(token: string): Promise<Record<string, unknown>> }> | undefined;
  const getAuth = () =>
    (auth ??= Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]).then(([app, authModule]) =>
      authModule.getAuth(app.initializeApp({ projectId: settings.projectId }, name)),
    ));
  return async (idToken) => {
    let claims: Record<string, unknown>;
    try {
      claims = await (await getAuth()).verifyIdToken(idToken);
    } catch (error) {
      throw new GatewayError(refusesToken(error) ? 'firebase.token.invalid' : 'firebase.unavailable');
    }
    return identityFromClaims(claims);
  };
}
