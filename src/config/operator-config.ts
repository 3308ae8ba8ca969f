import { DEFAULT_MERCHANT_CODE } from './constants.ts';
import type { FirebaseWebConfig } from './firebase.ts';

/**
 * The operator's configuration, read at run time from /config.json beside index.html, so one
 * build serves many brands (docs/architecture.md#deploying). The build's VITE_ variables are the
 * defaults of every field a file leaves out; a field present with a bad value is a problem the
 * app names on its page instead of starting (never a guess, never a blank page).
 */
export type EncryptionMode = 'auto' | 'v2' | 'oaep';

export interface BrandConfig {
  /** The installed app's full name (manifest `name`, the page titles' suffix). */
  name: string;
  /** Under the home-screen icon (manifest `short_name`): 12 characters at most. */
  shortName: string;
  /** The browser's bar and the app's header background. */
  themeColor: string;
  /** The page behind everything, and the splash screen. */
  backgroundColor: string;
  /** Buttons, highlights and links. */
  accentColor: string;
}

export interface RuntimeConfig {
  merchantCode: string;
  /** The gateway's origin without a trailing slash; '' is the app's own origin. */
  gatewayOrigin: string;
  encryption: EncryptionMode;
  firebase: FirebaseWebConfig | null;
  /** Where real players' speed figures are sent (null: nowhere). */
  rumEndpoint: string | null;
  brand: BrandConfig;
}

export const RUNTIME_CONFIG_PATH = '/config.json';

export const DEFAULT_BRAND: BrandConfig = {
  name: 'Lobby — Games & Lottery',
  shortName: 'Lobby',
  themeColor: '#0b1d3a',
  backgroundColor: '#07142b',
  accentColor: '#e3ac1f',
};

type BuildEnv = Pick<ImportMetaEnv, 'VITE_GATEWAY_ORIGIN' | 'VITE_MERCHANT_CODE' | 'VITE_GATEWAY_ENCRYPTION'>;

const ENCRYPTION_MODES: readonly EncryptionMode[] = ['auto', 'v2', 'oaep'];

/**
 * The configuration the build's variables describe: the default of every field. `firebase` is the
 * caller's reading of the Firebase variables (readFirebaseWebConfig), so that the app's build can
 * leave the reader out when it has no key.
 */
export function buildTimeConfig(env: BuildEnv, firebase: FirebaseWebConfig | null): RuntimeConfig {
  const encryption = env.VITE_GATEWAY_ENCRYPTION as EncryptionMode;
  return {
    merchantCode: env.VITE_MERCHANT_CODE || DEFAULT_MERCHANT_CODE,
    gatewayOrigin: (env.VITE_GATEWAY_ORIGIN ?? '').replace(/\/$/, ''),
    encryption: ENCRYPTION_MODES.includes(encryption) ? encryption : 'auto',
    firebase,
    rumEndpoint: null,
    brand: DEFAULT_BRAND,
  };
}

/**
 * What is wrong with a configuration file: the path of the field that breaks its rule
 * (`brand.themeColor`), '' for a file that is not one object. The rules' words are not part of
 * the first load: describeConfigProblem (operator-config-texts.ts) writes them.
 */
export class ConfigProblem extends Error {}

type Fields = Record<string, unknown>;

/** A field's check: the value the app keeps (normalised), or undefined when it breaks the rule. */
type Check = (value: unknown, fallback: never) => unknown;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const matching = (pattern: RegExp) => (value: unknown) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
const textOf = (most: number) => (value: unknown) =>
  typeof value === 'string' && value.trim() && value.length <= most ? value.trim() : undefined;

/**
 * An http(s) address; with `originOnly` an origin alone: no path, query, fragment or credentials
 * (a trailing slash is dropped).
 */
function httpAddress(value: unknown, originOnly = false): string | undefined {
  try {
    const url = new URL(value as string);
    if (!/^https?:$/.test(url.protocol)) return undefined;
    if (!originOnly) return value as string;
    return url.origin === (value as string).replace(/\/$/, '') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function firebaseProject(value: unknown): FirebaseWebConfig | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !['apiKey', 'authDomain', 'projectId'].every((name) => textOf(200)(value[name]))) return undefined;
  const emulator = value.authEmulatorOrigin == null ? null : httpAddress(value.authEmulatorOrigin, true);
  if (emulator === undefined || (value.phoneSignIn !== undefined && typeof value.phoneSignIn !== 'boolean')) return undefined;
  const { apiKey, authDomain, projectId } = value as Record<'apiKey' | 'authDomain' | 'projectId', string>;
  return { apiKey, authDomain, projectId, authEmulatorOrigin: emulator, phoneSignIn: value.phoneSignIn === true };
}

const colour = matching(/^#[\da-f]{6}$/i);

const BRAND_RULES: Record<keyof BrandConfig, Check> = {
  name: textOf(45),
  shortName: textOf(12),
  themeColor: colour,
  backgroundColor: colour,
  accentColor: colour,
};

const RULES: Record<keyof RuntimeConfig, Check> = {
  merchantCode: matching(/^[\w-]{1,32}$/),
  gatewayOrigin: (value) => (value === '' ? '' : httpAddress(value, true)),
  encryption: (value) => ENCRYPTION_MODES.find((mode) => mode === value),
  firebase: firebaseProject,
  rumEndpoint: (value) => (value === null ? null : httpAddress(value)),
  brand: (value, fallback) => isObject(value) && readFields(value, fallback, BRAND_RULES, 'brand.'),
};

/** `defaults` with each field the file has, checked by its rule; the first broken rule is thrown. */
function readFields<T extends object>(json: Fields, defaults: T, rules: Record<keyof T, Check>, prefix = ''): T {
  const read: Fields = { ...(defaults as Fields) };
  for (const [name, check] of Object.entries(rules) as [string, Check][]) {
    if (!(name in json)) continue;
    read[name] = check(json[name], (defaults as Fields)[name] as never);
    if (read[name] === undefined || read[name] === false) throw new ConfigProblem(prefix + name);
  }
  return read as T;
}

/**
 * The configuration a file's parsed JSON gives over `defaults`. Throws a ConfigProblem naming the
 * first field that breaks its rule (docs/architecture.md#deploying lists the fields and rules).
 */
export function parseRuntimeConfig(json: unknown, defaults: RuntimeConfig): RuntimeConfig {
  if (!isObject(json)) throw new ConfigProblem('');
  return readFields(json, defaults, RULES);
}

/** The web manifest's fields a brand decides; the rest is the build's (dist/manifest.webmanifest). */
export function brandManifest(base: Record<string, unknown>, brand: BrandConfig): Record<string, unknown> {
  return {
    ...base,
    name: brand.name,
    short_name: brand.shortName,
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
  };
}
