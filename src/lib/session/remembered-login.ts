import { base64ToBytes, bytesToBase64 } from '../crypto/base64';
import { STORAGE_KEYS } from '../storage/keys';

/**
 * Remembered login (docs/product.md#entities), stored as docs/architecture.md#security decides: the
 * password is sealed with AES-GCM under a non-extractable WebCrypto key kept in IndexedDB, so what
 * sits in local storage cannot be turned back into the password without this browser's key (the
 * platform kept it as reversible base64).
 */
export interface RememberedLogin {
  type: 'username' | 'mobile' | 'sms';
  username: string;
  countryDialingCode: string;
  mobileNum: string;
  /** The password, when one was remembered and can still be unsealed. */
  password: string | null;
}

export interface StoredEntry {
  type: 'username' | 'mobile' | 'sms';
  username: string;
  countryDialingCode: string;
  mobileNum: string;
  /** base64(iv ‖ AES-GCM ciphertext) */
  sealedPassword?: string;
}

type KeyStore = {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
};

let keyStore: Promise<KeyStore> | undefined;

function secrets(): Promise<KeyStore> {
  keyStore ??= import('localforage').then(({ default: localforage }) =>
    localforage.createInstance({ name: 'lobby', storeName: 'secrets' }),
  );
  return keyStore;
}

async function sealingKey(): Promise<CryptoKey> {
  const store = await secrets();
  const existing = await store.getItem<CryptoKey>(STORAGE_KEYS.rememberKey);
  if (existing) return existing;
  const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await store.setItem(STORAGE_KEYS.rememberKey, created);
  return created;
}

async function seal(text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealingKey(), new TextEncoder().encode(text)));
  const sealed = new Uint8Array(iv.length + cipher.length);
  sealed.set(iv);
  sealed.set(cipher, iv.length);
  return bytesToBase64(sealed);
}

async function unseal(sealed: string): Promise<string | null> {
  try {
    const bytes = base64ToBytes(sealed);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await sealingKey(), bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    // Another browser profile's key, or storage cleared: the player types it again.
    return null;
  }
}

function readEntry(): StoredEntry | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberedLogin) ?? 'null') as StoredEntry | null;
    return parsed && typeof parsed.username === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export async function readRememberedLogin(): Promise<RememberedLogin | null> {
  const entry = readEntry();
  if (!entry) return null;
  return {
    type: entry.type === 'sms' || entry.type === 'mobile' ? entry.type : 'username',
    username: entry.username,
    countryDialingCode: entry.countryDialingCode ?? '',
    mobileNum: entry.mobileNum ?? '',
    password: entry.sealedPassword ? await unseal(entry.sealedPassword) : null,
  };
}

export async function rememberLogin(login: Omit<RememberedLogin, 'password'> & { password?: string }): Promise<void> {
  const entry: StoredEntry = {
    type: login.type,
    username: login.username,
    countryDialingCode: login.countryDialingCode,
    mobileNum: login.mobileNum,
  };
  if (login.password) entry.sealedPassword = await seal(login.password);
  localStorage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify(entry));
}

/**
 * Password change (docs/product.md#password-change): the remembered password, if any, is rewritten
 * with the new one.
 */
export async function rewriteRememberedPassword(password: string): Promise<void> {
  const entry = readEntry();
  if (!entry?.sealedPassword) return;
  entry.sealedPassword = await seal(password);
  localStorage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify(entry));
}

export function forgetRememberedLogin(): void {
  localStorage.removeItem(STORAGE_KEYS.rememberedLogin);
}

/**
 * What a logout leaves of the remembered login (docs/product.md#login): the username, mode,
 * dialing code and mobile number, never the password. Logging out means the next person to pick
 * up the phone cannot get in, and a password the login page fills in is one tap from the account.
 */
export function withoutPassword(entry: StoredEntry): StoredEntry {
  const { sealedPassword: _forgotten, ...kept } = entry;
  return kept;
}

/** Logout (docs/product.md#states-and-transitions): the sealed password goes, the rest stays. */
export function forgetRememberedPassword(): void {
  const entry = readEntry();
  if (entry?.sealedPassword === undefined) return;
  localStorage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify(withoutPassword(entry)));
}
