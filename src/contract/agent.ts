/** The agent contract calls' answers (docs/gateway-protocol.md#calls; the wire contract, page.ts). */

export type ContractKind = 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';
/**
 * The contract pages' word for a contract: waiting for an answer, in force, declined, or ended.
 * `state` gives the platform's letter (docs/gateway-protocol.md#agent-centre).
 */
export type ContractStatus = 'pending' | 'accepted' | 'declined' | 'ended';

/**
 * A contract's status as the platform writes it: P pending (offered, awaiting the downline), A
 * accepted, R rejected, E edited (a change awaiting acceptance), V the upline asked to end it
 * (awaiting the downline), C cancelled (ended).
 */
export type ContractState = 'P' | 'A' | 'R' | 'E' | 'V' | 'C';
export const CONTRACT_STATES: readonly ContractState[] = ['P', 'A', 'R', 'E', 'V', 'C'];

/**
 * Each letter's word: an edited contract waits for an answer as a new one does; one whose end the
 * upline asked for is still in force until the downline agrees.
 */
export const CONTRACT_STATUS: Readonly<Record<ContractState, ContractStatus>> = {
  P: 'pending',
  E: 'pending',
  A: 'accepted',
  V: 'accepted',
  R: 'declined',
  C: 'ended',
};

/**
 * The holder's answers: accept or decline an offer (P, E); agree to end (C) or keep (A) a contract
 * whose end the upline asked for (V).
 */
export type ContractDecision = 'accept' | 'decline' | 'end' | 'keep';
export const CONTRACT_DECISIONS: readonly ContractDecision[] = ['accept', 'decline', 'end', 'keep'];

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
  state: ContractState;
  createdAt: number;
  /** When it was accepted or declined, or when it ended; null while it waits for its first answer. */
  answeredAt: number | null;
}

/**
 * `GET /wps/agent/contract/request`: each kind's question waiting for the holder, as its period
 * ('' when none); `ending` names the kinds whose question is the upline's request to end (V), the
 * others being offers (P, E). The three period fields are the platform's.
 */
export interface ContractRequests {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
  ending: ContractKind[];
}
