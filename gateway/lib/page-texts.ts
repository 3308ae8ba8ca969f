import type { LotteryPickRule } from '../store/seed-data/catalog.ts';

/**
 * The words of the gateway's own pages (the lottery frame and the demo game) in the two
 * languages the app ships, EN and TY. The app opens them, so they follow the app's language,
 * which arrives as `language` in their URL; any other code reads English.
 */
export type PageLanguage = 'en' | 'ty';

export function pageLanguage(code: string | undefined): PageLanguage {
  return code?.toUpperCase() === 'TY' ? 'ty' : 'en';
}

/** `?language=<code>`, or nothing: how a page's language travels through its links, forms and redirects. */
export function languageQuery(language: string | undefined): string {
  return language ? `?${new URLSearchParams({ language }).toString()}` : '';
}

/** The `lang` attribute: Tagalog is `tl`. */
export const HTML_LANG: Record<PageLanguage, string> = { en: 'en', ty: 'tl' };

export interface LottoTexts {
  lobbyTitle(category: 'LOTT' | 'ELOTT' | undefined): string;
  chooseDraw: string;
  noLotteries: string;
  draws(interval: string): string;
  interval(seconds: number): string;
  nextDraw: string;
  balance: string;
  yourNumbers: string;
  /** The label of one position of an in-order pick: "Second digit", "Third number". */
  positionLabel(index: number, digit: boolean): string;
  /** What a ticket of this draw holds, shown under "Your numbers". */
  pickRule(rule: LotteryPickRule): string;
  /** Why the picks were refused; `picked` is how many numbers a set pick had. */
  picksRefused(rule: LotteryPickRule, picked: number): string;
  stake: string;
  placeBet: string;
  recentBets: string;
  columns: readonly [string, string, string];
  noBets: string;
  allLotteries: string;
  betPlaced: string;
  placedDetail(numbers: string, stake: string, drawAt: string): string;
  balanceBelowStake(balance: string, stake: string): string;
  stakesAboveBalance(balance: string): string;
}

const isDigitRule = (rule: LotteryPickRule) => rule.kind === 'positions' && rule.lowest === 0 && rule.highest === 9 && !rule.distinct;

const EN_ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'] as const;
const TY_ORDINALS = ['Unang', 'Ikalawang', 'Ikatlong', 'Ikaapat na', 'Ikalimang', 'Ikaanim na'] as const;

function enPickRule(rule: LotteryPickRule): string {
  if (rule.kind === 'set') {
    const count = rule.picksMax === rule.picks ? `${rule.picks}` : `${rule.picks} to ${rule.picksMax}`;
    return `Pick ${count} different numbers from ${rule.lowest} to ${rule.highest}.`;
  }
  if (isDigitRule(rule)) return `Pick ${rule.positions} digits in order, 0 to 9 each.`;
  return `Pick ${rule.positions} numbers in order, ${rule.lowest} to ${rule.highest} each${rule.distinct ? ', all different' : ''}.`;
}

function tyPickRule(rule: LotteryPickRule): string {
  if (rule.kind === 'set') {
    const count = rule.picksMax === rule.picks ? `${rule.picks}` : `${rule.picks} hanggang ${rule.picksMax}`;
    return `Pumili ng ${count} magkakaibang numero mula ${rule.lowest} hanggang ${rule.highest}.`;
  }
  if (isDigitRule(rule)) return `Pumili ng ${rule.positions} digit ayon sa pagkakasunod, 0 hanggang 9 bawat isa.`;
  return `Pumili ng ${rule.positions} numero ayon sa pagkakasunod, ${rule.lowest} hanggang ${rule.highest} bawat isa${rule.distinct ? ', magkakaiba lahat' : ''}.`;
}

export const LOTTO_TEXTS: Record<PageLanguage, LottoTexts> = {
  en: {
    lobbyTitle: (category) => (category === 'ELOTT' ? 'E-lottery' : category === 'LOTT' ? 'Lottery' : 'Lotteries'),
    chooseDraw: 'Choose a draw to place a bet.',
    noLotteries: 'No lotteries are open right now.',
    draws: (interval) => `Draws ${interval}.`,
    interval: (seconds) => {
      if (seconds % 86_400 === 0) return seconds === 86_400 ? 'every day' : `every ${seconds / 86_400} days`;
      if (seconds % 3600 === 0) return seconds === 3600 ? 'every hour' : `every ${seconds / 3600} hours`;
      if (seconds % 60 === 0) return seconds === 60 ? 'every minute' : `every ${seconds / 60} minutes`;
      return `every ${seconds} seconds`;
    },
    nextDraw: 'Next draw',
    balance: 'Balance',
    yourNumbers: 'Your numbers',
    positionLabel: (index, digit) => `${EN_ORDINALS[index] ?? `#${index + 1}`} ${digit ? 'digit' : 'number'}`,
    pickRule: enPickRule,
    picksRefused: (rule, picked) => {
      if (rule.kind === 'positions') return `These numbers do not fit this game. ${enPickRule(rule)}`;
      const count = rule.picksMax === rule.picks ? `exactly ${rule.picks}` : `${rule.picks} to ${rule.picksMax}`;
      return `Pick ${count} numbers from ${rule.lowest} to ${rule.highest}; you picked ${picked}.`;
    },
    stake: 'Stake',
    placeBet: 'Place bet',
    recentBets: 'Your recent bets',
    columns: ['Numbers', 'Stake', 'Draw'],
    noBets: 'No bets on this lottery yet.',
    allLotteries: 'All lotteries',
    betPlaced: 'Bet placed.',
    placedDetail: (numbers, stake, drawAt) => `Numbers ${numbers}, stake ${stake}, draw at ${drawAt}.`,
    balanceBelowStake: (balance, stake) => `Your balance ${balance} is below the ${stake} stake.`,
    stakesAboveBalance: (balance) => `Stakes above your balance (${balance}) cannot be chosen.`,
  },
  ty: {
    lobbyTitle: (category) => (category === 'ELOTT' ? 'E-Loterya' : category === 'LOTT' ? 'Loterya' : 'Mga loterya'),
    chooseDraw: 'Pumili ng draw para tumaya.',
    noLotteries: 'Walang bukas na loterya sa ngayon.',
    draws: (interval) => `May bola ${interval}.`,
    interval: (seconds) => {
      if (seconds % 86_400 === 0) return seconds === 86_400 ? 'araw-araw' : `tuwing ${seconds / 86_400} araw`;
      if (seconds % 3600 === 0) return seconds === 3600 ? 'bawat oras' : `tuwing ${seconds / 3600} oras`;
      if (seconds % 60 === 0) return seconds === 60 ? 'bawat minuto' : `tuwing ${seconds / 60} minuto`;
      return `tuwing ${seconds} segundo`;
    },
    nextDraw: 'Susunod na bola',
    balance: 'Balanse',
    yourNumbers: 'Iyong mga numero',
    positionLabel: (index, digit) => `${TY_ORDINALS[index] ?? `Ika-${index + 1} na`} ${digit ? 'digit' : 'numero'}`,
    pickRule: tyPickRule,
    picksRefused: (rule, picked) => {
      if (rule.kind === 'positions') return `Hindi tugma ang mga numero sa larong ito. ${tyPickRule(rule)}`;
      const count = rule.picksMax === rule.picks ? `eksaktong ${rule.picks}` : `${rule.picks} hanggang ${rule.picksMax}`;
      return `Pumili ng ${count} numero mula ${rule.lowest} hanggang ${rule.highest}; ${picked} ang napili mo.`;
    },
    stake: 'Taya',
    placeBet: 'Tumaya',
    recentBets: 'Iyong mga huling taya',
    columns: ['Mga numero', 'Taya', 'Bola'],
    noBets: 'Wala ka pang taya sa loteryang ito.',
    allLotteries: 'Lahat ng loterya',
    betPlaced: 'Naitala ang taya.',
    placedDetail: (numbers, stake, drawAt) => `Mga numero ${numbers}, taya ${stake}, bola sa ${drawAt}.`,
    balanceBelowStake: (balance, stake) => `Ang balanse mong ${balance} ay mas mababa sa tayang ${stake}.`,
    stakesAboveBalance: (balance) => `Hindi mapipili ang mga tayang higit sa iyong balanse (${balance}).`,
  },
};

export interface PlayTexts {
  balance(freePlay: boolean): string;
  betPerSpin: string;
  spin: string;
  backToLobby: string;
  lastRound(bet: string, win: string | null, multiplier: string): string;
  insufficient(bet: string, freePlay: boolean): string;
  /** Spins are played by the page's script; without it the page says why Spin does nothing. */
  scriptNeeded: string;
  spinFailed: string;
  ticketGone: string;
}

export const PLAY_TEXTS: Record<PageLanguage, PlayTexts> = {
  en: {
    balance: (freePlay) => (freePlay ? 'Fun balance (free trial)' : 'Balance'),
    betPerSpin: 'Bet per spin',
    spin: 'Spin',
    backToLobby: 'Back to lobby',
    lastRound: (bet, win, multiplier) =>
      `Last round: bet ${bet}, ${win === null ? 'no win this time' : `won ${win} (${multiplier}× the bet)`}.`,
    insufficient: (bet, freePlay) =>
      `Insufficient balance for a bet of ${bet}. Choose a smaller bet${freePlay ? '' : ' or make a deposit'}.`,
    scriptNeeded: 'Turn on JavaScript in your browser to spin.',
    spinFailed: 'The spin did not go through. Check your connection and try again.',
    ticketGone: 'This game session has ended. Go back to the lobby and open the game again.',
  },
  ty: {
    balance: (freePlay) => (freePlay ? 'Pang-laro na balanse (libreng pagsubok)' : 'Balanse'),
    betPerSpin: 'Taya bawat ikot',
    spin: 'Iikot',
    backToLobby: 'Bumalik sa lobby',
    lastRound: (bet, win, multiplier) =>
      `Huling ikot: taya ${bet}, ${win === null ? 'walang panalo ngayon' : `nanalo ng ${win} (${multiplier}× ng taya)`}.`,
    insufficient: (bet, freePlay) =>
      `Kulang ang balanse para sa tayang ${bet}. Pumili ng mas maliit na taya${freePlay ? '' : ' o magdeposito'}.`,
    scriptNeeded: 'Buksan ang JavaScript sa iyong browser para makapag-ikot.',
    spinFailed: 'Hindi natuloy ang ikot. Suriin ang iyong koneksyon at subukang muli.',
    ticketGone: 'Tapos na ang session ng larong ito. Bumalik sa lobby at buksan muli ang laro.',
  },
};
