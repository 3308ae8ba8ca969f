import type { ReportCategory } from '../../../src/contract/agent-reports.ts';
import { operatorDate, operatorDayStart } from '../../../src/contract/report-range.ts';
import { createPrng, type Prng } from '../../lib/prng.ts';

/**
 * The demo teams' activity for the agent centre's overview and reports (docs/product.md#agent-centre):
 * 90 days of bets, deposits, withdrawals, transfers with the upline, logins, rebates and promotions
 * for every team member, and the income their agents earn on it. Generated from a fixed seed
 * relative to `now`, so every machine gets the same figures for the same days; the daily figures
 * are the sums of the records, so every report adds up to the others.
 */

/** The days of activity seeded, today included. */
const ACTIVITY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const SEED = 40_090;

/** A team member as the seed knows it: who it is, under whom, since when, last seen when. */
export interface ActivityMember {
  id: number;
  username: string;
  type: number;
  uplineId: number;
  joinedDaysAgo: number;
  /** Null: never logged in, so never played. */
  lastLoginDaysAgo: number | null;
}

export interface ActivityGame {
  id: number;
  /** The catalogue's category (RNG, BINGO, ESPORTS, ...). */
  category: string;
}

interface DailyGamesRow {
  accountId: number;
  balanceDate: string;
  category: ReportCategory;
  betCount: number;
  betCents: number;
  validBetCents: number;
  winCents: number;
  rebateCents: number;
}

interface DailyFundsRow {
  accountId: number;
  balanceDate: string;
  loginCount: number;
  depositCount: number;
  depositCents: number;
  withdrawCount: number;
  withdrawCents: number;
  promotionCents: number;
}

interface TeamBetSeed {
  orderNum: string;
  accountId: number;
  gameId: number;
  category: ReportCategory;
  betCents: number;
  validBetCents: number;
  winCents: number;
  balanceDate: string;
  betAt: number;
}

interface TeamTransactionSeed {
  orderNum: string;
  accountId: number;
  type: 'deposit' | 'withdrawal' | 'transfer-in' | 'transfer-out';
  amountCents: number;
  balanceDate: string;
  createdAt: number;
}

interface InvitationIncomeSeed {
  agentId: number;
  sourceAccountId: number;
  level: number;
  balanceDate: string;
  validBetCents: number;
  rateBp: number;
  amountCents: number;
}

interface RebateIncomeSeed {
  agentId: number;
  category: ReportCategory;
  balanceDate: string;
  validBetCents: number;
  rateBp: number;
  amountCents: number;
}

export interface TeamActivity {
  dailyGames: DailyGamesRow[];
  dailyFunds: DailyFundsRow[];
  bets: TeamBetSeed[];
  transactions: TeamTransactionSeed[];
  invitationIncome: InvitationIncomeSeed[];
  rebateIncome: RebateIncomeSeed[];
}

/** The catalogue's categories as the reports group them. */
const REPORT_CATEGORY_OF: Readonly<Record<string, ReportCategory>> = {
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
  LIVE: 'LIVE',
  RNG: 'RNG',
  BINGO: 'RNG',
  BGS: 'RNG',
  FISH: 'FISH',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
  PVP: 'PVP',
};

/** The member's rebate per category, in hundredths of a percent. */
const MEMBER_REBATE_BP: Readonly<Record<ReportCategory, number>> = {
  LOTT: 80,
  ELOTT: 60,
  LIVE: 50,
  RNG: 70,
  FISH: 60,
  SPORTS: 50,
  PVP: 40,
};

/** What the agent keeps above its team's rebate, per category, in hundredths of a percent. */
const AGENT_REBATE_BP: Readonly<Record<ReportCategory, number>> = {
  LOTT: 20,
  ELOTT: 20,
  LIVE: 10,
  RNG: 15,
  FISH: 10,
  SPORTS: 10,
  PVP: 10,
};

/** The agent's commission on a team member's valid bets, by the member's level below it. */
function invitationRateBp(level: number): number {
  return level === 1 ? 30 : level === 2 ? 10 : 5;
}

interface Profile {
  activeChance: number;
  betsPerDay: readonly [number, number];
  /** Whole pesos. */
  stake: readonly [number, number];
  deposit: readonly [number, number];
  categories: ReportCategory[];
}

const TIERS = [
  { share: 0.6, activeChance: 0.3, betsPerDay: [2, 7], stake: [5, 100], deposit: [100, 2_000] },
  { share: 0.3, activeChance: 0.45, betsPerDay: [3, 10], stake: [20, 500], deposit: [500, 10_000] },
  { share: 0.1, activeChance: 0.6, betsPerDay: [4, 12], stake: [200, 3_000], deposit: [5_000, 80_000] },
] as const;

const CATEGORY_LIST: readonly ReportCategory[] = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP'];

function profileOf(prng: Prng, member: ActivityMember): Profile {
  const roll = prng.next();
  const tier =
    member.type === 1 ? TIERS[1] : roll < TIERS[0].share ? TIERS[0] : roll < TIERS[0].share + TIERS[1].share ? TIERS[1] : TIERS[2];
  const categories: ReportCategory[] = [];
  const wanted = prng.int(2, 3);
  while (categories.length < wanted) {
    const category = prng.pick(CATEGORY_LIST);
    if (!categories.includes(category)) categories.push(category);
  }
  return { activeChance: tier.activeChance, betsPerDay: tier.betsPerDay, stake: tier.stake, deposit: tier.deposit, categories };
}

/** A stake in cents: whole pesos, in steps that look like a player's (5s, 10s, 50s). */
function stakeCents(prng: Prng, [low, high]: readonly [number, number], category: ReportCategory): number {
  const lottery = category === 'LOTT' || category === 'ELOTT';
  const pesos = lottery ? prng.int(Math.max(2, Math.round(low / 5)), Math.max(4, Math.round(high / 5))) : prng.int(low, high);
  const step = pesos >= 500 ? 50 : pesos >= 50 ? 10 : pesos >= 10 ? 5 : 1;
  return Math.max(step, Math.round(pesos / step) * step) * 100;
}

/** What a bet paid back: lotteries seldom and high, the other games about half the time. */
function winCents(prng: Prng, bet: number, category: ReportCategory): number {
  if (category === 'LOTT' || category === 'ELOTT') return prng.chance(0.12) ? Math.round(bet * (2 + prng.next() * 7.5)) : 0;
  return prng.chance(0.45) ? Math.round(bet * (1.2 + prng.next() * 1.8)) : 0;
}

function roundTo(cents: number, stepCents: number): number {
  return Math.max(stepCents, Math.round(cents / stepCents) * stepCents);
}

/** The uplines above a member within the demo, nearest first, each with its level (1 = direct). */
function uplinesOf(member: ActivityMember, byId: ReadonlyMap<number, ActivityMember>): { agentId: number; level: number }[] {
  const chain: { agentId: number; level: number }[] = [];
  let uplineId: number | undefined = member.uplineId;
  let level = 1;
  while (uplineId !== undefined && level < 64) {
    chain.push({ agentId: uplineId, level });
    uplineId = byId.get(uplineId)?.uplineId;
    level += 1;
  }
  return chain;
}

/**
 * Every team member's activity over the last ACTIVITY_DAYS days before `now` (today up to `now`),
 * and the invitation and rebate income of every agent above them.
 */
export function teamActivity(members: readonly ActivityMember[], games: readonly ActivityGame[], now: number): TeamActivity {
  const prng = createPrng(SEED);
  const gamesOf = new Map<ReportCategory, number[]>();
  for (const game of games) {
    const category = REPORT_CATEGORY_OF[game.category];
    if (!category) continue;
    const list = gamesOf.get(category) ?? [];
    list.push(game.id);
    gamesOf.set(category, list);
  }
  const byId = new Map(members.map((member) => [member.id, member]));
  const activity: TeamActivity = { dailyGames: [], dailyFunds: [], bets: [], transactions: [], invitationIncome: [], rebateIncome: [] };
  const rebateIncome = new Map<string, RebateIncomeSeed>();
  let sequence = 0;
  const orderNum = (prefix: string, date: string) => {
    sequence += 1;
    return `${prefix}${date.replaceAll('-', '').slice(2)}${String(sequence).padStart(6, '0')}`;
  };

  for (const member of members) {
    const profile = profileOf(prng, member);
    const uplines = uplinesOf(member, byId);
    const playable = profile.categories.filter((category) => gamesOf.has(category));
    if (member.lastLoginDaysAgo === null || playable.length === 0) continue;
    const lastSeen = member.lastLoginDaysAgo;
    for (let daysAgo = Math.min(ACTIVITY_DAYS, member.joinedDaysAgo) - 1; daysAgo >= lastSeen; daysAgo -= 1) {
      if (daysAgo !== lastSeen && !prng.chance(profile.activeChance)) continue;
      const date = operatorDate(now - daysAgo * DAY_MS);
      const dayStart = operatorDayStart(date);
      const dayLength = Math.max(1, Math.min(dayStart + DAY_MS, now) - dayStart);
      const at = () => dayStart + Math.floor(prng.next() * dayLength);
      const funds: DailyFundsRow = {
        accountId: member.id,
        balanceDate: date,
        loginCount: prng.int(1, 3),
        depositCount: 0,
        depositCents: 0,
        withdrawCount: 0,
        withdrawCents: 0,
        promotionCents: 0,
      };
      const transaction = (type: TeamTransactionSeed['type'], amountCents: number) => {
        const prefix = type === 'deposit' ? 'DP' : type === 'withdrawal' ? 'WD' : type === 'transfer-in' ? 'TI' : 'TO';
        activity.transactions.push({
          orderNum: orderNum(prefix, date),
          accountId: member.id,
          type,
          amountCents,
          balanceDate: date,
          createdAt: at(),
        });
      };
      if (prng.chance(0.35)) {
        const deposits = prng.chance(0.15) ? 2 : 1;
        for (let index = 0; index < deposits; index += 1) {
          const amount = roundTo(prng.int(profile.deposit[0], profile.deposit[1]) * 100, 10_000);
          transaction('deposit', amount);
          funds.depositCount += 1;
          funds.depositCents += amount;
        }
      }
      // Withdrawals are rarer and smaller than deposits: the team loses more than it wins back.
      if (prng.chance(0.1)) {
        const amount = roundTo(prng.int(profile.deposit[0], profile.deposit[1]) * 40, 10_000);
        transaction('withdrawal', amount);
        funds.withdrawCount += 1;
        funds.withdrawCents += amount;
      }
      if (prng.chance(0.04)) transaction('transfer-in', roundTo(prng.int(500, 5_000) * 100, 10_000));
      if (prng.chance(0.02)) transaction('transfer-out', roundTo(prng.int(200, 3_000) * 100, 10_000));
      if (prng.chance(0.06)) funds.promotionCents = roundTo(prng.int(50, 800) * 100, 1_000);
      activity.dailyFunds.push(funds);

      const day = new Map<ReportCategory, DailyGamesRow>();
      const bets = prng.int(profile.betsPerDay[0], profile.betsPerDay[1]);
      for (let index = 0; index < bets; index += 1) {
        const category = prng.chance(0.7) ? (playable[0] as ReportCategory) : prng.pick(playable);
        const bet = stakeCents(prng, profile.stake, category);
        const partlyValid = (category === 'LIVE' || category === 'SPORTS') && prng.chance(0.1);
        const valid = partlyValid ? Math.round(bet / 2) : bet;
        const win = winCents(prng, bet, category);
        activity.bets.push({
          orderNum: orderNum('TB', date),
          accountId: member.id,
          gameId: prng.pick(gamesOf.get(category) ?? []),
          category,
          betCents: bet,
          validBetCents: valid,
          winCents: win,
          balanceDate: date,
          betAt: at(),
        });
        const row = day.get(category) ?? {
          accountId: member.id,
          balanceDate: date,
          category,
          betCount: 0,
          betCents: 0,
          validBetCents: 0,
          winCents: 0,
          rebateCents: 0,
        };
        row.betCount += 1;
        row.betCents += bet;
        row.validBetCents += valid;
        row.winCents += win;
        day.set(category, row);
      }
      let dayValid = 0;
      for (const row of day.values()) {
        row.rebateCents = Math.round((row.validBetCents * MEMBER_REBATE_BP[row.category]) / 10_000);
        activity.dailyGames.push(row);
        dayValid += row.validBetCents;
        for (const { agentId } of uplines) {
          const key = `${agentId}|${date}|${row.category}`;
          const income = rebateIncome.get(key) ?? {
            agentId,
            category: row.category,
            balanceDate: date,
            validBetCents: 0,
            rateBp: AGENT_REBATE_BP[row.category],
            amountCents: 0,
          };
          income.validBetCents += row.validBetCents;
          rebateIncome.set(key, income);
        }
      }
      for (const { agentId, level } of uplines) {
        const rateBp = invitationRateBp(level);
        activity.invitationIncome.push({
          agentId,
          sourceAccountId: member.id,
          level,
          balanceDate: date,
          validBetCents: dayValid,
          rateBp,
          amountCents: Math.round((dayValid * rateBp) / 10_000),
        });
      }
    }
  }
  for (const income of rebateIncome.values()) {
    income.amountCents = Math.round((income.validBetCents * income.rateBp) / 10_000);
    activity.rebateIncome.push(income);
  }
  return activity;
}
