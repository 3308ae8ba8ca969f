import type { AnnouncementRecord, BannerRecord } from '../repositories/content.ts';

/** Banner groups the app shows: home carousel, news and partners (SPEC §2 Home). */
export const BANNER_SEED: readonly Omit<BannerRecord, 'id' | 'sort'>[] = [
  { groupName: 'm_home', title: 'Welcome Bonus 100%', subtitle: 'Up to ₱5,000 on your first deposit', linkage: '/m/activity' },
  { groupName: 'm_home', title: 'Daily Rebate 1.2%', subtitle: 'Paid every morning, no turnover', linkage: '/m/rewardCenter' },
  { groupName: 'm_home', title: 'VN Lotto', subtitle: 'A draw every five minutes', linkage: '/m/lottery' },
  { groupName: 'm_home', title: 'Golden Reels Week', subtitle: 'Free spins on every new title', linkage: '/m/slotsCenter?vassalage=GRL' },
  { groupName: 'm_news', title: 'New: Bingo Bay', subtitle: 'Twelve bingo rooms now open', linkage: '/m/gameList?gameType=RNG&vassalage=BBY' },
  { groupName: 'm_news', title: 'Sabong Live', subtitle: 'Cockfight streams every evening', linkage: '/m/gameCenter?gameCategory=SPORTS' },
  { groupName: 'm_news', title: 'Install the app', subtitle: 'Add the lobby to your home screen', linkage: '/m/app' },
  { groupName: 'm_partners', title: 'Aurora Live', subtitle: 'Official live casino partner', linkage: '/m/gameCenter?gameCategory=LIVE' },
  { groupName: 'm_partners', title: 'Nova Slots', subtitle: 'Official slots partner', linkage: '/m/slotsCenter?vassalage=NVS' },
  { groupName: 'm_partners', title: 'Arena Sports', subtitle: 'Official sportsbook partner', linkage: '/m/gameCenter?gameCategory=SPORTS' },
  { groupName: 'm_partners', title: 'Table Kings', subtitle: 'Official card games partner', linkage: '/m/gameCenter?gameCategory=PVP' },
];

/**
 * Announcements: B banner notices, PL player notices, PU popups, PR promotions; execution A for
 * members, B for visitors, F on first login (SPEC §4 popup rules).
 */
export const ANNOUNCEMENT_SEED: readonly Omit<AnnouncementRecord, 'id' | 'sort' | 'publishedAt' | 'platform'>[] = [
  { type: 'B', execution: 'A', title: 'Weekend reload bonus is live', content: '<p>Deposit on Saturday or Sunday and get a <b>20% reload bonus</b>.</p>', promotionType: null },
  { type: 'B', execution: 'B', title: 'Sign up in 30 seconds', content: '<p>Create an account with just a username and password.</p>', promotionType: null },
  { type: 'PL', execution: 'A', title: 'Scheduled maintenance on Sunday 02:00-04:00', content: '<p>Some vendors will be unavailable during the window. Balances are safe.</p>', promotionType: null },
  { type: 'PL', execution: 'B', title: 'Welcome to the lobby', content: '<p>Browse more than 300 games from 27 providers.</p>', promotionType: null },
  { type: 'PL', execution: 'F', title: 'Secure your account', content: '<p>Please change your password on first login.</p>', promotionType: null },
  { type: 'PU', execution: 'A', title: 'Deposit bonus this weekend', content: '<h3>20% extra</h3><p>On every deposit above <b>₱500</b>.</p><ul><li>Once per day</li><li>5x turnover</li></ul>', promotionType: 'DEPOSIT' },
  { type: 'PU', execution: 'B', title: 'Join now: 100 free spins', content: '<p>Register today and receive <b>100 free spins</b> on Golden Reels.</p>', promotionType: null },
  { type: 'PU', execution: 'F', title: 'Welcome aboard!', content: '<p>Your first deposit is matched <b>100%</b> up to ₱5,000.</p>', promotionType: 'FIRST_DEPOSIT' },
  { type: 'PR', execution: 'A', title: 'Weekly cashback 5%', content: '<p>Net losses on slots are refunded every Monday.</p>', promotionType: 'CASHBACK' },
  { type: 'PR', execution: 'B', title: 'Invite friends, earn rewards', content: '<p>Earn a bonus for every friend who deposits.</p>', promotionType: 'REFERRAL' },
  { type: 'PR', execution: 'F', title: 'First deposit match', content: '<p>100% match bonus on your first deposit.</p>', promotionType: 'FIRST_DEPOSIT' },
  { type: 'A', execution: 'A', title: 'Agent commission report ready', content: '<p>Your monthly commission statement is available.</p>', promotionType: null },
];

/** First names for the winners board; shown masked ("ju***ez"). */
export const WINNER_NAMES = [
  'juanperez', 'mariaclara', 'joserizal', 'andrea88', 'kimlee', 'bongbong', 'lucky_ana', 'rafael77',
  'carmela', 'dondon', 'jennylyn', 'marvin21', 'princess', 'angelica', 'reymart', 'kristine',
  'vincent', 'trisha09', 'nicolo', 'aileen', 'danica', 'paolo', 'ricardo', 'sheila',
] as const;

export function maskName(name: string): string {
  return name.length <= 4 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;
}
