import { isRealMember } from '@/lib/session/roles';
import { configuredUrl, type LinkMap } from '@/lib/system/operator-links';

/**
 * Message centre (docs/product.md#message-centre): Telegram, Facebook, Youtube (each if a link
 * exists), announcements, the inbox, live chat (only while CBS3 is on), affiliate service (if its
 * link exists) and complaints/comments (logged in only).
 */
export type CentreRowId = 'TELEGRAM' | 'FACEBOOK' | 'YOUTUBE' | 'notice' | 'inbox' | 'chat' | 'affiliate' | 'feedback';

export type CentreRow =
  | { id: 'TELEGRAM' | 'FACEBOOK' | 'YOUTUBE' | 'affiliate'; kind: 'external'; url: string }
  | { id: 'notice' | 'inbox' | 'chat' | 'feedback'; kind: 'internal' };

export interface CentreContext {
  links: LinkMap;
  /** The CBS3 switch. */
  chatOn: boolean;
  loggedIn: boolean;
}

const SOCIAL_KEYS = ['TELEGRAM', 'FACEBOOK', 'YOUTUBE'] as const;

export function centreRows({ links, chatOn, loggedIn }: CentreContext): CentreRow[] {
  const rows: CentreRow[] = [];
  for (const id of SOCIAL_KEYS) {
    const url = configuredUrl(links, id);
    if (url !== null) rows.push({ id, kind: 'external', url });
  }
  rows.push({ id: 'notice', kind: 'internal' }, { id: 'inbox', kind: 'internal' });
  if (chatOn) rows.push({ id: 'chat', kind: 'internal' });
  const affiliate = configuredUrl(links, 'AFFILIATELINK');
  if (affiliate !== null) rows.push({ id: 'affiliate', kind: 'external', url: affiliate });
  if (loggedIn) rows.push({ id: 'feedback', kind: 'internal' });
  return rows;
}

export type MemberAccess = 'open' | 'login' | 'trial';

/**
 * docs/product.md#message-centre, #roles: the inbox, live chat and feedback are for members:
 * visitors go to /m/login, trial accounts are told free_reject and stay.
 */
export function memberAccess(session: { type: number } | null): MemberAccess {
  if (session === null) return 'login';
  return isRealMember(session.type) ? 'open' : 'trial';
}
