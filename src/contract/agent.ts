/** The agent contract calls' answers (docs/gateway-protocol.md#calls; the wire contract, page.ts). */

export type ContractKind = 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';
export type ContractStatus = 'pending' | 'accepted' | 'declined';
export type ContractDecision = 'accept' | 'decline';

/** One step of a contract's pay: reached when the team's figure and its active members both reach it. */
export interface ContractTier {
  threshold: number;
  activeMembers: number;
  value: number;
}

/**
 * What the contract pays: the highest tier the team reaches over the period (its valid bets, or
 * its net loss for a dividend) pays `value`, an amount in the currency or a percentage of the figure.
 */
export interface ContractTerms {
  basis: 'VALID_BET' | 'NET_LOSS';
  reward: 'AMOUNT' | 'PERCENT';
  tiers: ContractTier[];
}

/** `GET /wps/agent/contract?kind=…`: a contract as the contract pages show it. */
export interface Contract {
  id: number;
  kind: ContractKind;
  /** What the app shows, e.g. DAILY, MONTHLY, HOURLY. */
  period: string;
  terms: ContractTerms;
  status: ContractStatus;
  createdAt: number;
  answeredAt: number | null;
}
