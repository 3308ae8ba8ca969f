import type { AccountRecord } from '../../store/repositories/accounts.ts';
import type { LotteryPickRule } from '../../store/seed-data/catalog.ts';
import type { PrizeMode } from '../lottery.ts';

/** Stakes offered per lottery bet, in currency units. */
export const LOTTERY_STAKES = [1, 5, 10, 50, 100] as const;
export const RECENT_BETS_SHOWN = 5;
/** The form fields of a pick: `n<position>` for in-order picks, a `pick-<number>` checkbox for sets. */
export const POSITION_FIELD = /^n([1-9][0-9]?)$/;
export const SET_FIELD = /^pick-(0|[1-9][0-9]?)$/;
export const KEY_FORMAT = /^[0-9a-f]{64}$/;

export interface FrameParams {
  mui: string;
  playType: 'trad';
  gameId: string;
}

/** What the frame carries from page to page: the app's query, minus page-specific keys. */
export interface FrameContext {
  /** The frame key the first page traded the app's ticket for: the frame's only credential. */
  frame?: string;
  merchant?: string;
  css?: string;
  prize_mode?: '' | PrizeMode;
  /** The app's language (EN, TY, ...): the frame speaks it. */
  language?: string;
  /** The player's IANA time zone: draw times are shown in it. Only a valid one travels on. */
  tz?: string;
}

/** Whose frame it is: the account behind its key, as the pages need it. */
export interface FrameSession {
  account: AccountRecord;
}

export const FRAME_CONTEXT_KEYS = ['frame', 'merchant', 'css', 'prize_mode', 'language', 'tz'] as const;

export function frameQuery(context: FrameContext, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const key of FRAME_CONTEXT_KEYS) {
    const value = context[key];
    if (value) query.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query.toString();
}

export function framePath(params: FrameParams, gameId: string | number): string {
  return `/lgw/lotto/${encodeURIComponent(params.mui)}/${params.playType}/games/${gameId}`;
}

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/;

/** The IANA zone `name` as the platform spells it (`asia/manila` → `Asia/Manila`), or undefined. */
export function drawTimeZone(name: string | undefined): string | undefined {
  if (!name || !ZONE_NAME.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** `14:05:00 Asia/Manila`: the player's clock, the zone named; UTC when the app sent none. */
export function clockOf(zone: string | undefined): (ms: number) => string {
  const timeZone = zone ?? 'UTC';
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return (ms) => `${format.format(ms)} ${timeZone}`;
}

/**
 * The numbers as the form holds them: per position for in-order picks (undefined where nothing
 * usable was sent), the chosen numbers for a set.
 */
export type Selection = readonly (number | undefined)[];

type PickReading = { valid: true; numbers: string; selection: Selection } | { valid: false; selection: Selection; picked: number };

/**
 * Reads a posted ticket against the draw's rule. Fields of the other kind of pick, positions past
 * the last, numbers out of range, a repeat where numbers must differ, or a set of the wrong size
 * make it invalid; what fits the rule stays selected for the form shown again.
 */
export function readPicks(rule: LotteryPickRule, fields: Readonly<Record<string, string | undefined>>): PickReading {
  const inRange = (value: number) => value >= rule.lowest && value <= rule.highest;
  let stray = false;
  if (rule.kind === 'positions') {
    const selection: (number | undefined)[] = Array.from({ length: rule.positions }, () => undefined);
    for (const [name, value] of Object.entries(fields)) {
      const position = POSITION_FIELD.exec(name);
      const index = position ? Number(position[1]) - 1 : -1;
      if (!position || index < 0 || index >= rule.positions || value === undefined) {
        if (position || SET_FIELD.test(name)) stray = true;
        continue;
      }
      const number = Number(value);
      if (inRange(number)) selection[index] = number;
      else stray = true;
    }
    const chosen = selection.filter((number) => number !== undefined);
    const repeats = rule.distinct && new Set(chosen).size !== chosen.length;
    if (stray || repeats || chosen.length !== rule.positions) return { valid: false, selection, picked: chosen.length };
    return { valid: true, numbers: chosen.join('-'), selection };
  }
  const chosen: number[] = [];
  for (const name of Object.keys(fields)) {
    const pick = SET_FIELD.exec(name);
    if (!pick) {
      if (POSITION_FIELD.test(name)) stray = true;
      continue;
    }
    const number = Number(pick[1]);
    if (inRange(number) && !chosen.includes(number)) chosen.push(number);
    else stray = true;
  }
  chosen.sort((a, b) => a - b);
  if (stray || chosen.length < rule.picks || chosen.length > rule.picksMax)
    return { valid: false, selection: chosen, picked: chosen.length };
  return { valid: true, numbers: chosen.join('-'), selection: chosen };
}

/** The stake the form offers first: the one asked for if the balance covers it, else the largest it covers. */
export function preselectedStake(wanted: number, balanceCents: number): number | undefined {
  const affordable = LOTTERY_STAKES.filter((stake) => stake * 100 <= balanceCents);
  return affordable.includes(wanted as (typeof LOTTERY_STAKES)[number])
    ? wanted
    : (affordable.filter((stake) => stake < wanted).at(-1) ?? affordable[0]);
}
