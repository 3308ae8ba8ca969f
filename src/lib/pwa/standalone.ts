import { STORAGE_KEYS } from '../storage/keys';

/**
 * Is the app running from a home screen? Three signals, any one is enough: the installed PWA's
 * display mode, iOS Safari's `navigator.standalone`, and the WEBCLIP flag set for iOS web clips
 * (configuration-profile shortcuts, which report neither). In any of them the download popup and
 * bar are suppressed.
 */

export type StandaloneKind = 'display-mode' | 'ios-home-screen' | 'webclip';

export interface StandaloneEnvironment {
  matchMedia?: ((query: string) => { matches: boolean }) | undefined;
  navigator?: { standalone?: boolean } | undefined;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

const FALSE_FLAGS = new Set(['', '0', 'false']);

/** The query parameter a web clip's URL carries (`/m/home?webclip=1`), remembered as WEBCLIP. */
const WEBCLIP_QUERY_PARAM = 'webclip';

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Storage disabled (privacy settings): no flag.
  }
}

function browserEnvironment(): StandaloneEnvironment {
  return {
    matchMedia: typeof window !== 'undefined' && window.matchMedia ? (q) => window.matchMedia(q) : undefined,
    navigator: typeof navigator === 'undefined' ? undefined : (navigator as { standalone?: boolean }),
    storage: safeLocalStorage(),
  };
}

export function isDisplayModeStandalone(env: StandaloneEnvironment = browserEnvironment()): boolean {
  return env.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

export function isIosStandalone(env: StandaloneEnvironment = browserEnvironment()): boolean {
  return env.navigator?.standalone === true;
}

export function isWebClip(env: StandaloneEnvironment = browserEnvironment()): boolean {
  try {
    const flag = env.storage?.getItem(STORAGE_KEYS.webclip);
    return flag != null && !FALSE_FLAGS.has(flag.trim().toLowerCase());
  } catch {
    return false;
  }
}

/** Which signal says the app runs from a home screen, or undefined in a browser tab. */
export function standaloneKind(env: StandaloneEnvironment = browserEnvironment()): StandaloneKind | undefined {
  if (isDisplayModeStandalone(env)) return 'display-mode';
  if (isIosStandalone(env)) return 'ios-home-screen';
  if (isWebClip(env)) return 'webclip';
  return undefined;
}

export function isStandalone(env: StandaloneEnvironment = browserEnvironment()): boolean {
  return standaloneKind(env) !== undefined;
}

/** Call at start-up with location.search: a web-clip launch is remembered for later visits. */
export function rememberWebClipLaunch(search: string, env: StandaloneEnvironment = browserEnvironment()): void {
  const value = new URLSearchParams(search).get(WEBCLIP_QUERY_PARAM);
  if (value === null || FALSE_FLAGS.has(value.trim().toLowerCase())) return;
  try {
    env.storage?.setItem(STORAGE_KEYS.webclip, '1');
  } catch {
    // Storage full or disabled: the flag is a nicety, not a requirement.
  }
}
