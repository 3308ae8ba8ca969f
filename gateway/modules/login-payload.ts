import { GatewayError } from '../lib/errors.ts';
import { type MobileNumber, readMobileNumber } from '../lib/mobile.ts';

/**
 * Which side a password login opens (docs/product.md#agent-login): the member side refuses
 * agent-only accounts, the agent side every account that is not an agent.
 */
type LoginSide = 'member' | 'agent';
const LOGIN_SIDES: readonly LoginSide[] = ['member', 'agent'];

/** The decrypted login body (docs/product.md#login-payload). */
export type LoginPayload =
  | {
      type: 'username';
      username: string;
      password: string;
      captcha: string | undefined;
      loginDeviceId: string | null;
      side: LoginSide;
    }
  | {
      /** A mobile sign-up's number and the password it chose (docs/product.md#login-payload). */
      type: 'mobile';
      number: MobileNumber;
      password: string;
      captcha: string | undefined;
      loginDeviceId: string | null;
      side: LoginSide;
    }
  | {
      type: 'sms';
      number: MobileNumber;
      verificationCode: string;
      loginDeviceId: string | null;
    }
  | {
      type: 'firebase';
      idToken: string;
      /** What the player pressed; the token's own sign-in method must agree (modules/firebase-login.ts). */
      channel: FirebaseChannel;
      loginDeviceId: string | null;
    };

/** `firebaseChannel` of the login payload (docs/product.md#login-payload). */
const FIREBASE_CHANNELS = ['google', 'facebook', 'sms'] as const;
export type FirebaseChannel = (typeof FIREBASE_CHANNELS)[number];
/** Firebase ID tokens are about 1 KB; a few times that leaves room for long names and claims. */
const ID_TOKEN_MAX_LENGTH = 8192;

const LOGIN_TYPES = new Set(['username', 'mobile', 'sms', 'firebase']);

function invalid(field: string, rule: string): GatewayError {
  return new GatewayError('request.invalid', { message: `body/${field} ${rule}` });
}

function optionalString(payload: Record<string, unknown>, field: string, maxLength: number): string | undefined {
  const value = payload[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(field, 'must be string');
  if (value.length > maxLength) throw invalid(field, `must NOT have more than ${maxLength} characters`);
  return value;
}

function requiredString(payload: Record<string, unknown>, field: string, maxLength: number): string {
  const value = optionalString(payload, field, maxLength);
  if (value === undefined || value.trim() === '') throw invalid(field, 'is required');
  return value;
}

/**
 * Validates the payload after decryption (the JSON schema only sees the ciphertext). Messages
 * mirror ajv's, naming the field, so every request.invalid reads the same. `knownDialingCode`
 * says whether a country uses a dialing code (SMS login).
 */
export function readLoginPayload(payload: Record<string, unknown>, knownDialingCode: (code: string) => boolean): LoginPayload {
  const type = optionalString(payload, 'type', 20) ?? 'username';
  if (!LOGIN_TYPES.has(type)) throw invalid('type', 'must be one of username, mobile, sms, firebase');
  const loginDeviceId = optionalString(payload, 'loginDeviceId', 128) ?? null;
  const sideText = optionalString(payload, 'side', 10) ?? 'member';
  const side = LOGIN_SIDES.find((candidate) => candidate === sideText);
  if (!side) throw invalid('side', `must be one of ${LOGIN_SIDES.join(', ')}`);
  // The agent side is entered with a password only, as the platform's agency login is.
  if (side === 'agent' && (type === 'sms' || type === 'firebase')) throw invalid('side', 'must be member for this login type');
  if (type === 'firebase') {
    const channel = optionalString(payload, 'firebaseChannel', 20) ?? 'sms';
    const known = FIREBASE_CHANNELS.find((candidate) => candidate === channel);
    if (!known) throw invalid('firebaseChannel', `must be one of ${FIREBASE_CHANNELS.join(', ')}`);
    return {
      type: 'firebase',
      idToken: requiredString(payload, 'firebaseIdToken', ID_TOKEN_MAX_LENGTH).trim(),
      channel: known,
      loginDeviceId,
    };
  }
  if (type === 'mobile') {
    const mobileNum = requiredString(payload, 'mobileNum', 20);
    const countryDialingCode = requiredString(payload, 'countryDialingCode', 5);
    return {
      type: 'mobile',
      number: readMobileNumber(countryDialingCode, mobileNum, knownDialingCode),
      password: requiredString(payload, 'password', 128),
      captcha: optionalString(payload, 'captcha', 16),
      loginDeviceId,
      side,
    };
  }
  if (type === 'sms') {
    const mobileNum = requiredString(payload, 'mobileNum', 20);
    const countryDialingCode = requiredString(payload, 'countryDialingCode', 5);
    return {
      type: 'sms',
      number: readMobileNumber(countryDialingCode, mobileNum, knownDialingCode),
      verificationCode: requiredString(payload, 'verificationCode', 10),
      loginDeviceId,
    };
  }
  return {
    type: 'username',
    username: requiredString(payload, 'username', 64).trim(),
    password: requiredString(payload, 'password', 128),
    captcha: optionalString(payload, 'captcha', 16),
    loginDeviceId,
    side,
  };
}
