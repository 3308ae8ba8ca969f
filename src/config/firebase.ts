/**
 * The Firebase web configuration (README "Social login"), from the runtime configuration or the
 * build's variables (src/config/runtime-config.ts): social login buttons exist only with one. `authEmulatorOrigin` sends sign-ins to a Firebase Auth emulator.
 * `phoneSignIn` sends the SMS codes of login and mobile registration through Firebase instead of
 * the gateway (README "Phone sign-in (Firebase)").
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  authEmulatorOrigin: string | null;
  phoneSignIn: boolean;
}

type FirebaseEnv = Pick<
  ImportMetaEnv,
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_AUTH_EMULATOR'
  | 'VITE_FIREBASE_PHONE_SIGN_IN'
>;

/** The one value that turns phone sign-in on; anything else leaves the gateway's own SMS codes. */
const PHONE_SIGN_IN_ON = 'on';

/**
 * All three of key, auth domain and project, else none (phone sign-in too: it needs the project);
 * the emulator only as an http(s) origin.
 */
export function readFirebaseWebConfig(env: FirebaseEnv): FirebaseWebConfig | null {
  const apiKey = env.VITE_FIREBASE_API_KEY?.trim() ?? '';
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN?.trim() ?? '';
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim() ?? '';
  if (!apiKey || !authDomain || !projectId) return null;
  let authEmulatorOrigin: string | null = null;
  const emulator = env.VITE_FIREBASE_AUTH_EMULATOR?.trim();
  if (emulator) {
    try {
      const url = new URL(emulator);
      if (url.protocol === 'http:' || url.protocol === 'https:') authEmulatorOrigin = url.origin;
    } catch {
      // Not a URL: no emulator, rather than sign-ins sent somewhere unintended.
    }
  }
  const phoneSignIn = env.VITE_FIREBASE_PHONE_SIGN_IN?.trim().toLowerCase() === PHONE_SIGN_IN_ON;
  return { apiKey, authDomain, projectId, authEmulatorOrigin, phoneSignIn };
}
