import { randomInt } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import type { GatewayConfig } from '../config.ts';
import { type ErrorCode, GatewayError } from '../lib/errors.ts';
import type { FirebaseIdentity, FirebaseProvider, FirebaseTokenVerifier } from '../lib/firebase-identity.ts';
import { mobileKey } from '../lib/mobile.ts';
import { unusablePasswordHash } from '../lib/passwords.ts';
import { type AccountRecord, AGENT_ONLY_TYPES } from '../store/repositories/accounts.ts';
import type { FirebaseLink } from '../store/repositories/firebase-identities.ts';
import type { Store } from '../store/store.ts';
import { effectiveSwitches, type SwitchId, type SwitchMap } from '../store/switches.ts';
import type { FirebaseChannel, LoginPayload } from './login-payload.ts';
import { assertContactNotExcluded } from './responsible/guards.ts';
import { grantSession, type LoginAnswer } from './session-grant.ts';

/** What each button may sign in with, and the operator switch that offers it (docs/product.md#roles). */
const CHANNELS: Readonly<Record<FirebaseChannel, { provider: FirebaseProvider; switchId: SwitchId; usernamePrefix: string }>> = {
  google: { provider: 'google.com', switchId: 'GOOGLELOGIN3', usernamePrefix: 'gg' },
  facebook: { provider: 'facebook.com', switchId: 'FACEBOOKLOGIN3', usernamePrefix: 'fb' },
  sms: { provider: 'phone', switchId: 'MOBILEVERCODELOGIN3', usernamePrefix: 'm' },
};

/** Set on members created from a Firebase user whose e-mail Firebase had verified. */
const EMAIL_VERIFIED_DETAIL = 'emailVerified';
/** The register rules' nickname cap. */
const NICKNAME_MAX_LENGTH = 32;

/**
 * `+639171234567` → the stored forms it may have (`+63 9171234567`), one per stored country whose
 * dialing code it starts with.
 */
export function mobileKeysOf(e164: string, knownDialingCode: (code: string) => boolean): string[] {
  const digits = /^\+([0-9]{6,24})$/.exec(e164)?.[1];
  if (!digits) return [];
  const keys: string[] = [];
  for (let length = 1; length <= 4; length += 1) {
    const dialingCode = `+${digits.slice(0, length)}`;
    const mobileNum = digits.slice(length);
    if (mobileNum.length >= 5 && knownDialingCode(dialingCode)) keys.push(mobileKey({ dialingCode, mobileNum }));
  }
  return keys;
}

/** Who signs up on a first Firebase login: closed with registration (REG3), and for phones with mobile sign-up. */
function signUpOpen(switches: SwitchMap, channel: FirebaseChannel): boolean {
  return switches.REG3 && (channel !== 'sms' || switches.MOBILENUMREG3);
}

type Found = { account: AccountRecord; linkedBy: FirebaseLink | null } | { refused: ErrorCode } | null;

/**
 * Firebase login (gateway/README.md "Firebase login"): the ID token is checked, then its Firebase
 * user is the member it is linked to; else, on a first login, the member with its verified
 * e-mail or phone number, linked from then on; else a new member, created as a registration
 * would (REG3). The answer is a password login's.
 */
export function createFirebaseLogin(context: { config: GatewayConfig; store: Store; verifier: FirebaseTokenVerifier | null }) {
  const { config, store, verifier } = context;
  const knownDialingCode = (code: string) => store.countries.hasDialingCode(code);

  function findMember(identity: FirebaseIdentity): Found {
    const linked = store.firebaseIdentities.accountIdOf(identity.uid);
    if (linked !== undefined) {
      const account = store.accounts.findById(linked);
      if (account) return { account, linkedBy: null };
    }
    if (identity.email) {
      const owners = store.firebaseIdentities.accountIdsByEmail(identity.email);
      // Only an e-mail both sides verified links: a typed one would let anyone who registered
      // with someone else's address receive that person's social login.
      const verifiedOwner = identity.emailVerified
        ? owners.find((id) => store.accounts.details(id)[EMAIL_VERIFIED_DETAIL] === '1')
        : undefined;
      const account = verifiedOwner === undefined ? undefined : store.accounts.findById(verifiedOwner);
      if (account) return { account, linkedBy: 'email' };
      if (owners.length > 0) return { refused: 'firebase.account.exists' };
    }
    if (identity.provider === 'phone' && identity.phoneNumber) {
      // A number Firebase verified by SMS: its member is whoever SMS login would let in.
      for (const key of mobileKeysOf(identity.phoneNumber, knownDialingCode)) {
        const account = store.accounts.findByMobile(key);
        if (account) return { account, linkedBy: 'phone' };
      }
    }
    return null;
  }

  function newUsername(prefix: string, identity: FirebaseIdentity): string {
    // A phone's member is named like a mobile sign-up's when that name is free.
    const fromPhone =
      identity.provider === 'phone' ? mobileKeysOf(identity.phoneNumber ?? '', knownDialingCode)[0]?.split(' ')[1] : undefined;
    if (fromPhone && !store.accounts.usernameExists(`${prefix}${fromPhone}`)) return `${prefix}${fromPhone}`;
    let username: string;
    do username = `${prefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    while (store.accounts.usernameExists(username));
    return username;
  }

  function createMember(identity: FirebaseIdentity, channel: FirebaseChannel, now: number): AccountRecord {
    const mobile = identity.provider === 'phone' ? (mobileKeysOf(identity.phoneNumber ?? '', knownDialingCode)[0] ?? null) : null;
    // A social sign-up is a registration: not with an excluded account's contact (docs/product.md#responsible-gaming).
    assertContactNotExcluded(store, { mobile, email: identity.email ?? null }, now);
    const account = store.accounts.create({
      username: newUsername(CHANNELS[channel].usernamePrefix, identity),
      passwordHash: unusablePasswordHash(),
      nickname: (identity.displayName ?? '').slice(0, NICKNAME_MAX_LENGTH),
      type: 0,
      currency: store.settings.get('currency').code,
      balanceCents: 0,
      createdAt: now,
      mobile,
    });
    const details: Record<string, string> = { signUp: CHANNELS[channel].provider };
    if (identity.email) {
      details.email = identity.email;
      if (identity.emailVerified) details[EMAIL_VERIFIED_DETAIL] = '1';
    }
    store.accounts.setDetails(account.id, details);
    return account;
  }

  return async function firebaseLogin(request: FastifyRequest, payload: Extract<LoginPayload, { type: 'firebase' }>): Promise<LoginAnswer> {
    if (!verifier) throw new GatewayError('firebase.not.configured');
    const channel = CHANNELS[payload.channel];
    // A switched-off button is refused before its token is looked at.
    if (!effectiveSwitches(store.settings.get('switches'))[channel.switchId]) throw new GatewayError('function.not.available');
    const identity = await verifier(payload.idToken);
    if (identity.provider !== channel.provider) throw new GatewayError('firebase.provider.unsupported');

    const outcome = store.transaction((): { answer: LoginAnswer } | { refused: ErrorCode } => {
      const now = Date.now();
      const found = findMember(identity);
      if (found && 'refused' in found) return found;
      let account: AccountRecord;
      let linkedBy: FirebaseLink | null;
      if (found) {
        ({ account, linkedBy } = found);
        if (account.status !== 'active') return { refused: 'member.disabled' };
        if (AGENT_ONLY_TYPES.has(account.type)) return { refused: 'login.not.member' };
      } else {
        if (!signUpOpen(effectiveSwitches(store.settings.get('switches')), payload.channel)) return { refused: 'function.not.available' };
        account = createMember(identity, payload.channel, now);
        linkedBy = 'created';
      }
      if (linkedBy) store.firebaseIdentities.link({ uid: identity.uid, accountId: account.id, provider: channel.provider, linkedBy, now });
      else store.firebaseIdentities.recordLogin(identity.uid, channel.provider, now);
      return { answer: grantSession(config, store, request, account, { loginDeviceId: payload.loginDeviceId, now }) };
    });
    if ('refused' in outcome) throw new GatewayError(outcome.refused);
    return outcome.answer;
  };
}
