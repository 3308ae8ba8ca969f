import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PASSWORD_CHANGE_BY_CHOICE, PATHS } from '@/config/paths';

export type EntryId =
  | 'messages'
  | 'promotions'
  | 'rewards'
  | 'deposit'
  | 'withdraw'
  | 'bankCards'
  | 'bettingRecord'
  | 'accountRecord'
  | 'profitAndLoss'
  | 'personalInfo'
  | 'verification'
  | 'walletTransfer'
  | 'security'
  | 'changePassword'
  | 'feedback'
  | 'language'
  | 'responsibleGaming'
  | 'agentCentre';

export type EntryGroup = 'wallet' | 'activities' | 'account';

export interface MemberEntry {
  id: EntryId;
  label: MessageDescriptor;
  group: EntryGroup;
  /** A route to open; entries without one open a dialog in place (feedback, language). */
  path?: string;
}

/**
 * What a trial (type 4) account may not use (docs/product.md#roles): refused with free_reject
 * rather than hidden, so the player learns why. Entries that make no sense without a real account
 * of one's own (password, feedback as a sender) are hidden instead.
 */
const REFUSED_FOR_TRIAL: ReadonlySet<EntryId> = new Set([
  'messages',
  'deposit',
  'withdraw',
  'bankCards',
  'bettingRecord',
  'accountRecord',
  'profitAndLoss',
  'personalInfo',
  'verification',
  'security',
  'walletTransfer',
]);
const HIDDEN_FOR_TRIAL: ReadonlySet<EntryId> = new Set(['changePassword', 'feedback']);

export const MEMBER_ENTRIES: readonly MemberEntry[] = [
  { id: 'deposit', label: msg`Deposit`, group: 'wallet', path: PATHS.voucherCenter },
  { id: 'withdraw', label: msg`Withdraw`, group: 'wallet', path: PATHS.withdraw },
  { id: 'bankCards', label: msg`Bank cards`, group: 'wallet', path: PATHS.bankCards },
  { id: 'walletTransfer', label: msg`Wallet transfer`, group: 'wallet', path: PATHS.walletTransfer },
  { id: 'bettingRecord', label: msg`Betting record`, group: 'wallet', path: PATHS.bettingRecord },
  { id: 'accountRecord', label: msg`Account record`, group: 'wallet', path: PATHS.accountRecord },
  { id: 'profitAndLoss', label: msg`Profit and loss`, group: 'wallet', path: PATHS.profitAndLoss },
  { id: 'messages', label: msg`Messages`, group: 'activities', path: PATHS.message },
  { id: 'promotions', label: msg`Promotions`, group: 'activities', path: PATHS.activity },
  { id: 'rewards', label: msg`Rewards`, group: 'activities', path: PATHS.rewardCenter },
  { id: 'personalInfo', label: msg`Personal info`, group: 'account', path: PATHS.personalInfo },
  // Opens the status page, which leads on to the form (docs/product.md#identity-verification).
  { id: 'verification', label: msg`Identity verification`, group: 'account', path: PATHS.identifyStatus },
  { id: 'security', label: msg`Security centre`, group: 'account', path: PATHS.securityCenter },
  { id: 'changePassword', label: msg`Change password`, group: 'account', path: PASSWORD_CHANGE_BY_CHOICE },
  { id: 'responsibleGaming', label: msg`Responsible gaming`, group: 'account', path: PATHS.responsibleGaming },
  { id: 'feedback', label: msg`Feedback`, group: 'account' },
  { id: 'language', label: msg`Language`, group: 'account' },
  // An agent who plays switches to the agent side here (docs/product.md#agent-login).
  { id: 'agentCentre', label: msg`Agent centre`, group: 'account', path: PATHS.agentCentre },
];

/** Entries only an agent sees. */
const AGENTS_ONLY: ReadonlySet<EntryId> = new Set(['agentCentre']);

export const ENTRY_GROUP_LABELS: Readonly<Record<EntryGroup, MessageDescriptor>> = {
  wallet: msg`Wallet`,
  activities: msg`Activities`,
  account: msg`Account`,
};

type EntryAccess = 'open' | 'refused';

export interface VisibleEntry extends MemberEntry {
  access: EntryAccess;
}

/** The entries a member sees, in order; a trial account sees fewer and some refused; an agent one more. */
export function visibleEntries(realMember: boolean, agent = false): VisibleEntry[] {
  const shown = MEMBER_ENTRIES.filter((entry) => (realMember || !HIDDEN_FOR_TRIAL.has(entry.id)) && (agent || !AGENTS_ONLY.has(entry.id)));
  return shown.map((entry) => ({
    ...entry,
    access: !realMember && REFUSED_FOR_TRIAL.has(entry.id) ? 'refused' : 'open',
  }));
}

/** The first letter, upper-cased, for the avatar; '?' when the name has none. */
export function avatarInitial(name: string): string {
  const letter = Array.from(name.trim())[0];
  return letter ? letter.toLocaleUpperCase() : '?';
}
