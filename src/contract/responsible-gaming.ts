/**
 * Player protection: deposit and loss limits, the session-time limit, the reality check, time-outs
 * and self-exclusion (docs/product.md#responsible-gaming; docs/gateway-protocol.md#responsible-gaming).
 * Amounts are in the currency (15.5 = ₱15.50), times epoch ms. Periods are rolling windows ending now.
 */

export type LimitKind = 'DEPOSIT' | 'LOSS';
/** 24 hours, 7 days, 30 days. */
export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';

/** A raise or a removal waiting out its cooling-off. */
export interface PendingLimit {
  /** null: the limit goes. */
  amount: number | null;
  effectiveAt: number;
}

/** One limit of one kind over one period. */
export interface MoneyLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** null: no limit. */
  amount: number | null;
  pending: PendingLimit | null;
  /** Deposited (DEPOSIT) or lost net (LOSS) in the window so far. */
  used: number;
  /** amount − used, never below 0; null when there is no limit. */
  remaining: number | null;
}

export interface PendingSessionLimit {
  minutes: number | null;
  effectiveAt: number;
}

/** The longest a session may last before the gateway ends it. */
export interface SessionTimeLimit {
  /** null: none. */
  minutes: number | null;
  pending: PendingSessionLimit | null;
}

/** Minutes between reality checks the player may choose. */
export type RealityCheckMinutes = 15 | 30 | 60;

export interface RealityCheckSetting {
  /** The player's choice; null: the operator's default. */
  chosenMinutes: RealityCheckMinutes | null;
  /** Seconds between two checks as they apply now (the choice, else the operator's default). */
  intervalSeconds: number;
}

/** Where a player finds help: the operator's list (setting `responsibleGaming`). */
export interface HelpLink {
  label: string;
  url: string;
}

/** `GET /wps/member/responsible`: every tool's state. */
export interface ResponsibleGamingState {
  limits: MoneyLimit[];
  sessionTime: SessionTimeLimit;
  realityCheck: RealityCheckSetting;
  /** Hours a raise or removal waits. */
  coolingOffHours: number;
}

/** `GET /wps/responsible/help`, for visitors too: where a player finds help. */
export interface ResponsibleHelp {
  helpLinks: HelpLink[];
}

/** `PUT /wps/member/responsible/limits`: amount null removes the limit. Answers the state. */
export interface MoneyLimitChange {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
}

/** `PUT /wps/member/responsible/session-time`. Answers the state. */
export interface SessionTimeChange {
  minutes: number | null;
}

/** `PUT /wps/member/responsible/reality-check`. Answers the state. */
export interface RealityCheckChange {
  chosenMinutes: RealityCheckMinutes | null;
}

/** `GET /wps/member/responsible/session`: what the reality check shows. */
export interface SessionSummary {
  loggedInAt: number;
  /** Won minus staked since the login; negative is a loss. */
  netResult: number;
}

export type ExclusionKind = 'TIMEOUT' | 'SELF_EXCLUSION';
/** A time-out lasts DAY, WEEK or MONTH; a self-exclusion SIX_MONTHS, ONE_YEAR or FIVE_YEARS. */
export type ExclusionPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'SIX_MONTHS' | 'ONE_YEAR' | 'FIVE_YEARS';

/** `POST /wps/member/responsible/exclusion`: the account's password confirms it; the session ends. */
export interface ExclusionRequest {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  password: string;
}

/** The answer to an exclusion, and the `value` of an `account.excluded` refusal. */
export interface ExclusionDetail {
  kind: ExclusionKind;
  until: number;
}

/** The `value` of a `limit.deposit.exceeded` refusal: the smallest remaining amount and its period. */
export interface DepositLimitDetail {
  remaining: number;
  period: LimitPeriod;
}
