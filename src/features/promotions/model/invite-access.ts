import { SESSION_EXPIRED_CODE } from '@/lib/gateway/gateway-error';
import { isRealMember } from '@/lib/session/roles';

/**
 * What /m/inviteFriends shows a session (docs/product.md#roles: "Invite friends needs login and
 * REFERRAL promotion enabled"; the route table sends visitors to log in): `trial` refuses a trial
 * account (free_reject); `contact-service` is for a member whose REFERRAL promotion is off; `wait`
 * while a refused session is being handled; `failed` is any other failure, which a retry may mend;
 * `open` shows the code.
 */
export type InviteAccess = 'wait' | 'trial' | 'contact-service' | 'failed' | 'open';

/** The gateway's answer to the referral call while the REFERRAL promotion is off. */
const REFERRAL_OFF_CODE = 'function.not.available';

export interface InviteAccessInput {
  /** The session's customer type (none named is a trial account's, roles.ts). */
  memberType: number | undefined;
  /** The operator's REFERRAL switch; undefined while the settings are not known. */
  referralEnabled: boolean | undefined;
  /** The code the referral call failed with, if it failed. */
  referralFailure?: string | null;
}

export function inviteAccess({ memberType, referralEnabled, referralFailure = null }: InviteAccessInput): InviteAccess {
  if (!isRealMember(memberType)) return 'trial';
  if (referralEnabled === false || referralFailure === REFERRAL_OFF_CODE) return 'contact-service';
  // A refused session is handled centrally: the player is told once and sent to log in.
  if (referralFailure === SESSION_EXPIRED_CODE) return 'wait';
  if (referralFailure !== null) return 'failed';
  return 'open';
}
