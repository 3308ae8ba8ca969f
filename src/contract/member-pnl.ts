/**
 * The member's own profit and loss (docs/product.md#profit-and-loss; the call is
 * docs/gateway-protocol.md#profit-and-loss). Dates are `YYYY-MM-DD` on the operator's clock
 * (GMT+8); amounts are in the currency (15.5 = ₱15.50).
 */
import type { RangeLimit } from './report-range.ts';

/**
 * How far back the report reaches (the last 90 days, today included) and how long one range may
 * be (31 days): the app refuses a range before asking, the gateway again.
 */
export const MEMBER_PNL_RANGE_LIMIT = { windowDays: 90, maxDays: 31 } as const satisfies RangeLimit;

/** One game category's figures (a day's or the range's). */
export interface MemberPnlCategory {
  /** The game's category code (RNG, LIVE, FISH, ...), as the lobby names it. */
  category: string;
  betAmount: number;
  validBet: number;
  /** Wins less stakes: positive when the member won. */
  winLoss: number;
}

/** The figures of a day or of the whole range. */
export interface MemberPnlFigures {
  betAmount: number;
  /** Settled stakes that counted: a round that gave its stake back, or a bet awaiting its draw, is not valid. */
  validBet: number;
  winLoss: number;
}

/** One day with bets. */
export interface MemberPnlDay extends MemberPnlFigures {
  date: string;
  byCategory: MemberPnlCategory[];
}

interface MemberPnlFooter extends MemberPnlFigures {
  byCategory: MemberPnlCategory[];
}

/** `GET /wps/relay/ODSFE2_MemPNL?startDate=&endDate=`. */
export interface MemberPnl {
  startDate: string;
  endDate: string;
  currencySymbol: string;
  /** One row per day that has bets, newest first. */
  list: MemberPnlDay[];
  /** The totals over the range, with each category's. */
  footer: MemberPnlFooter;
}
