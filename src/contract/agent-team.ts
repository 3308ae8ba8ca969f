/**
 * The agent centre's team calls (docs/gateway-protocol.md#agent-centre; the wire contract,
 * page.ts): the downline list, one downline's details, creating a downline and editing its
 * rebates. Money is in the currency's units with two decimals; times are epoch ms.
 */
import type { RebateProduct, RebateSetting } from './rebates.ts';

/** A downline as the team list shows it: an agent may have downlines of its own. */
export type DownlineKind = 'member' | 'agent';

/** The team list's sort columns and directions, sent as `sortColumn=<column>:<direction>`. */
export const TEAM_SORT_COLUMNS = ['joined', 'lastLogin', 'balance'] as const;
export type TeamSortColumn = (typeof TEAM_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** One row of `GET /wps/relay/ODSFE2_getSubordinatev2`. */
export interface TeamRow {
  username: string;
  nickname: string;
  kind: DownlineKind;
  balance: number;
  joinedAt: number;
  /** Null: never logged in. */
  lastLoginAt: number | null;
  /** How many accounts signed up directly under this one. */
  directCount: number;
}

/**
 * One page of a team: the agent's direct downlines, or (with `parentName`) those of one downline
 * of its team. `path` runs from the agent down to the listed team's owner (the breadcrumb).
 */
export interface TeamPage {
  list: TeamRow[];
  total: number;
  totalPages: number;
  path: string[];
}

/**
 * How a downline's account was opened, where known: by its upline in the agent centre (`AGENT`),
 * else the registration's own method.
 */
export type DownlineRegistration = 'AGENT' | 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/** `GET /wps/agent/downline?username=`: one downline of the agent's team. */
export interface DownlineDetails extends TeamRow {
  registration: DownlineRegistration | null;
  rebates: RebateSetting[];
  /** From the agent down to this downline, both included. */
  path: string[];
}

/**
 * One product's rebate room (`GET /wps/agent/rebates`): the operator's limit, what the agent holds,
 * what the downline holds now (0 for a new one) and the range the agent may give it, `min` (its
 * current: a rebate is never lowered) to `max` (`maxDownlineRebate`), in steps of `rebateInterval`.
 */
export interface RebateRange {
  productType: RebateProduct;
  highestRebate: number;
  rebateInterval: number;
  own: number;
  current: number;
  min: number;
  max: number;
}

export interface RebateRanges {
  /** The downline whose rebates these are; null for a new downline. */
  username: string | null;
  products: RebateRange[];
}

/** One product's rebate in a create or update call (the platform's `type` + `rebateValue`). */
export interface RebateConfig {
  type: RebateProduct;
  rebateValue: number;
}

/** `PUT /wps/agent/updateDownlineRebates`: only the changed products need be sent. */
export interface UpdateDownlineRebates {
  customerName: string;
  configs: RebateConfig[];
}

/**
 * `POST /wps/agent/downline`, sent encrypted: `type` 0 = member, 1 = agent (plays too);
 * `requestId` (a UUID the app draws once per form) makes a repeat answer the same account.
 */
export interface CreateDownlinePayload {
  username: string;
  password: string;
  type: 0 | 1;
  rebateSettingConfigs: RebateConfig[];
  requestId: string;
}

export interface CreatedDownline {
  username: string;
  kind: DownlineKind;
  rebates: RebateSetting[];
}

/** Where a refused rebate went wrong: the product and its allowed range (the refusal's `value`). */
export interface RebateRefusal {
  productType: RebateProduct;
  min: number;
  max: number;
}
