import { LIMITS } from '../../config/constants';
import { isAgentOnly, isRealMember } from '../session/roles';

/** Unread counters (docs/product.md#entities); the total is the sum of the ones that apply. */
export interface UnreadCounts {
  announcements: number;
  chat: number;
  inbox: number;
  total: number;
}

export interface CounterContext {
  loggedIn: boolean;
  /** Session customer type (4 = trial). */
  customerType: number | undefined;
  /** The CBS3 switch (live chat). */
  chatOn: boolean;
}

export interface ApplicableCounters {
  announcements: boolean;
  chat: boolean;
  inbox: boolean;
}

/**
 * docs/product.md#roles: counters exist only for a session; chat only while CBS3 is on; inbox only
 * for members with real accounts.
 */
export function applicableCounters({ loggedIn, customerType, chatOn }: CounterContext): ApplicableCounters {
  return {
    announcements: loggedIn,
    // Live chat is the member side's, closed to an agent-only account (docs/product.md#agent-login).
    chat: loggedIn && chatOn && !isAgentOnly(customerType),
    inbox: loggedIn && isRealMember(customerType),
  };
}

function safeCount(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The counters that apply (others read 0) and their sum. */
export function unreadCounts(raw: Partial<Record<keyof ApplicableCounters, number>>, applies: ApplicableCounters): UnreadCounts {
  const announcements = applies.announcements ? safeCount(raw.announcements) : 0;
  const chat = applies.chat ? safeCount(raw.chat) : 0;
  const inbox = applies.inbox ? safeCount(raw.inbox) : 0;
  return { announcements, chat, inbox, total: announcements + chat + inbox };
}

/** Unread player notices: those the gateway has not marked read for this member. */
export function unreadAnnouncements(items: readonly { read?: boolean }[] | undefined): number {
  return items?.filter((item) => item.read !== true).length ?? 0;
}

/** docs/product.md#screens-and-routes: the badge reads '99+' above 99, and is not shown for nothing. */
export function badgeText(count: number, cap: number = LIMITS.unreadBadgeCap): string | null {
  const value = safeCount(count);
  if (value === 0) return null;
  return value > cap ? `${cap}+` : String(value);
}
