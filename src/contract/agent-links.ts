/**
 * The agent centre's invitation links, the contracts an agent offers its downlines and the agent
 * announcements (docs/gateway-protocol.md#agent-centre; the wire contract, page.ts). Money is in
 * the currency's units with two decimals, as every amount on the wire.
 */
import type { Contract, ContractKind, ContractState, ContractTerms, ContractTier } from './agent.ts';
import type { AgentMenuId } from './agent-menu.ts';
import type { RebateProduct, RebateSetting } from './rebates.ts';

/** Who registers through a link: a member, or an agent (type 1, plays too). */
export type LinkAccountType = 'member' | 'agent';
export const LINK_ACCOUNT_TYPES: readonly LinkAccountType[] = ['member', 'agent'];

/** An own link code: 4-16 letters or digits, unique whatever the case. */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

/** How many live links an agent may hold. */
export const MAX_LINKS = 20;

/** One invitation link. Its address is the app's registration with the code (`?affiliateCode=`). */
export interface AffiliateLink {
  id: number;
  code: string;
  accountType: LinkAccountType;
  /** The rebates an account registered through the link is given, per product. */
  rebates: RebateSetting[];
  registrations: number;
  createdAt: number;
}

/** What the agent may preset on a product: from 0 to `max`, by `step`. */
export interface LinkRebateRange {
  productType: RebateProduct;
  max: number;
  step: number;
}

/** `GET /wps/agent/affiliateUrls`: the agent's live links, newest first, and the preset's ranges. */
export interface AffiliateLinks {
  list: AffiliateLink[];
  ranges: LinkRebateRange[];
}

/** `POST /wps/agent/affiliateUrl`: a new link; without `code` the gateway makes one. */
export interface NewAffiliateLink {
  accountType: LinkAccountType;
  code?: string;
  rebates: RebateSetting[];
}

/** One account registered through a link. */
export interface LinkRegistration {
  username: string;
  nickname: string;
  type: number;
  registeredAt: number;
  lastLoginAt: number | null;
}

/** `GET /wps/agent/registeredAffiliates?affiUrlId=`: the link and who registered through it, newest first. */
export interface LinkRegistrations {
  link: AffiliateLink;
  list: LinkRegistration[];
}

export type { ContractState } from './agent.ts';

/** One change of a contract's status; `by` is the account that made it, null for the operator. */
export interface ContractEvent {
  state: ContractState;
  by: string | null;
  at: number;
}

/** A contract the agent holds, with who offered it (null: the operator). */
export interface OwnContract extends Contract {
  offeredBy: string | null;
}

/** A contract the agent offered one of its downlines. */
export interface OfferedContract {
  id: number;
  kind: ContractKind;
  period: string;
  terms: ContractTerms;
  state: ContractState;
  downline: string;
  createdAt: number;
  answeredAt: number | null;
}

/** What the operator allows in an offer of one kind. */
export interface ContractRule {
  kind: ContractKind;
  period: string;
  basis: ContractTerms['basis'];
  reward: ContractTerms['reward'];
  minValue: number;
  maxValue: number;
  maxTiers: number;
}

/** The operator's contract rules of the demo: the period, basis and reward of each kind and its rates. */
export const CONTRACT_RULES: Readonly<Record<ContractKind, ContractRule>> = {
  DAILY_SALARY: {
    kind: 'DAILY_SALARY',
    period: 'DAILY',
    basis: 'VALID_BET',
    reward: 'AMOUNT',
    minValue: 1,
    maxValue: 20_000,
    maxTiers: 10,
  },
  DIVIDEND: { kind: 'DIVIDEND', period: 'MONTHLY', basis: 'NET_LOSS', reward: 'PERCENT', minValue: 1, maxValue: 40, maxTiers: 10 },
  HOURLY_SALARY: {
    kind: 'HOURLY_SALARY',
    period: 'HOURLY',
    basis: 'VALID_BET',
    reward: 'AMOUNT',
    minValue: 1,
    maxValue: 1_000,
    maxTiers: 10,
  },
};

/** A team member an agent may offer a contract (the platform's contract customers). */
export interface ContractDownline {
  username: string;
  nickname: string;
}

/**
 * `GET /wps/agent/contracts`: the agent's own contracts, those it offered, the rules of the kinds
 * it may offer and the team members it may offer them to.
 */
export interface AgentContracts {
  own: OwnContract[];
  offered: OfferedContract[];
  rules: ContractRule[];
  downlines: ContractDownline[];
}

/** `POST /wps/agent/contracts/offer`: a contract offered to a downline. */
export interface ContractOffer {
  downline: string;
  kind: ContractKind;
  tiers: ContractTier[];
}

/** `POST /wps/agent/contracts/end`: the upline asks to end an accepted contract it offered (A → V). */
export interface ContractEndRequest {
  id: number;
}

/** `GET /wps/agent/contracts/history?id=`: one contract's changes, oldest first. */
export interface ContractHistory {
  id: number;
  list: ContractEvent[];
}

export type TierProblem = 'tiers.empty' | 'tiers.too.many' | 'tier.not.number' | 'tier.not.increasing' | 'tier.value.out.of.range';

/** Which tier (0-based) is wrong and why; the field names the tier's field, when one is. */
export interface TierIssue {
  problem: TierProblem;
  index: number;
  field: keyof ContractTier | null;
}

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The first problem of an offer's tiers, or null: at least one and at most the rule's count; each
 * threshold and active-member count a whole number ≥ 0, each value at most two decimals within the
 * operator's minimum and maximum; and every tier strictly above the one before in threshold,
 * active members and value (docs/product.md#agent-contracts).
 */
export function tierIssue(tiers: readonly ContractTier[], rule: ContractRule): TierIssue | null {
  if (tiers.length === 0) return { problem: 'tiers.empty', index: 0, field: null };
  if (tiers.length > rule.maxTiers) return { problem: 'tiers.too.many', index: rule.maxTiers, field: null };
  for (const [index, tier] of tiers.entries()) {
    if (!Number.isInteger(tier.threshold) || tier.threshold < 0) return { problem: 'tier.not.number', index, field: 'threshold' };
    if (!Number.isInteger(tier.activeMembers) || tier.activeMembers < 0) {
      return { problem: 'tier.not.number', index, field: 'activeMembers' };
    }
    if (!Number.isFinite(tier.value) || !hasAtMostTwoDecimals(tier.value)) return { problem: 'tier.not.number', index, field: 'value' };
    if (tier.value < rule.minValue || tier.value > rule.maxValue) return { problem: 'tier.value.out.of.range', index, field: 'value' };
    const before = tiers[index - 1];
    if (!before) continue;
    for (const field of ['threshold', 'activeMembers', 'value'] as const) {
      if (tier[field] <= before[field]) return { problem: 'tier.not.increasing', index, field };
    }
  }
  return null;
}

/** One agent announcement in the player's language (English where it has none), with the agent's read flag. */
export interface AgentAnnouncement {
  id: number;
  title: string;
  /** HTML as the operator wrote it: the app sanitises it before rendering. */
  content: string;
  read: boolean;
  createdAt: number;
}

/** `GET /wps/agent/announcements?language=`: the agent announcements, newest first (the platform's `value.agent`). */
export interface AgentAnnouncements {
  agent: AgentAnnouncement[];
}

/** The agent-centre item that gates each kind of contract (docs/product.md#agent-centre). */
export const CONTRACT_MENU_ITEM = { DIVIDEND: 'DIVIDEND', DAILY_SALARY: 'DAYSAL', HOURLY_SALARY: 'HOURSAL3' } as const satisfies Record<
  ContractKind,
  AgentMenuId
>;
