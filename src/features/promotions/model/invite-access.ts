import { SESSION_EXPIRED_CODE } from '../../../lib/gateway/gateway-error';
import { isRealMember } from '../../../lib/member/member-api';

/**
 * What /m/inviteFriends shows (docs/product.md#roles: "Invite friends needs login and REFERRAL
 * promotion enabled"): `wait` until it can tell; `login` sends a visitor to log in (and back here);
 * `trial` refuses a trial account (free_reject); `contact-service` is for a member whose REFERRAL
 * promotion is off; `failed` is any other failure, which a retry may mend; `open` shows the code.
 */
export type InviteAccess = 'wait' | 'login' | 'trial' | 'contact-service' | 'failed' | 'open';

/** The gateway's answer to the referral call while the REFERRAL promotion is off. */
const REFERRAL_OFF_CODE = 'function.not.available';

export interface InviteAccessInput {
  /** The stored session has been read back (until then no session means "not known yet"). */
  sessionReady: boolean;
  /** The session's customer type; null for a visitor. */
  memberType: number | null;
  /** The operator's REFERRAL switch; undefined while the settings are not known. */
  referralEnabled: boolean | undefined;
  /** The code the referral call failed with, if it failed. */
  referralFailure?: string | null;
}

export function inviteAccess({ sessionReady, memberType, referralEnabled, referralFailure = null }: InviteAccessInput): InviteAccess {
  if (!sessionReady) return 'wait';
  if (memberType === null) return 'login';
  if (!isRealMember(memberType)) return 'trial';
  if (referralEnabled === false || referralFailure === REFERRAL_OFF_CODE) return 'contact-service';
  // A refused session is handled centrally: the player is told once and sent to log in.
  if (referralFailure === SESSION_EXPIRED_CODE) return 'wait';
  if (referralFailure !== null) return 'failed';
  return 'open';
}
