import type { AnnouncementRecord, BannerRecord, BannerText } from '../repositories/content.ts';
import { WELCOME_BONUS_TEXT } from './promotions.ts';

/** Banner groups the app shows: home carousel, news, partners and the registration page (docs/product.md#home). */
export const BANNER_SEED: readonly (Omit<BannerRecord, 'id' | 'sort'> & { tagalog: BannerText })[] = [
  // The welcome promotion's own title and cap (promotions.ts), so the banner and the card agree.
  {
    groupName: 'm_home',
    title: 'Welcome Bonus 100%',
    subtitle: `Up to ${WELCOME_BONUS_TEXT} on your first deposit`,
    linkageType: 'route',
    linkage: '/m/activity',
    tagalog: { title: 'Welcome Bonus na 100%', subtitle: `Hanggang ${WELCOME_BONUS_TEXT} sa iyong unang deposito` },
  },
  {
    groupName: 'm_home',
    title: 'Daily Rebate 1.2%',
    subtitle: 'Paid every morning, no turnover',
    linkageType: 'route',
    linkage: '/m/rewardCenter',
    tagalog: { title: 'Araw-araw na rebate 1.2%', subtitle: 'Bayad tuwing umaga, walang turnover' },
  },
  {
    groupName: 'm_home',
    title: 'VN Lotto',
    subtitle: 'A draw every five minutes',
    linkageType: 'route',
    linkage: '/m/lottery',
    tagalog: { title: 'VN Lotto', subtitle: 'May bola kada limang minuto' },
  },
  {
    groupName: 'm_home',
    title: 'Golden Reels Week',
    subtitle: 'Free spins on every new title',
    linkageType: 'route',
    linkage: '/m/slotsCenter?vassalage=GRL',
    tagalog: { title: 'Linggo ng Golden Reels', subtitle: 'Libreng spin sa bawat bagong laro' },
  },
  {
    groupName: 'm_news',
    title: 'New: Bingo Bay',
    subtitle: 'Twelve bingo rooms now open',
    linkageType: 'route',
    linkage: '/m/gameList?gameType=RNG&vassalage=BBY',
    tagalog: { title: 'Bago: Bingo Bay', subtitle: 'Labindalawang bingo room, bukas na' },
  },
  {
    groupName: 'm_news',
    title: 'Sabong Live',
    subtitle: 'Cockfight streams every evening',
    linkageType: 'route',
    linkage: '/m/gameCenter?gameCategory=SPORTS',
    tagalog: { title: 'Sabong Live', subtitle: 'Live na sabong tuwing gabi' },
  },
  {
    groupName: 'm_news',
    title: 'Install the app',
    subtitle: 'Add the lobby to your home screen',
    linkageType: 'route',
    linkage: '/m/app',
    tagalog: { title: 'I-install ang app', subtitle: 'Idagdag ang lobby sa iyong home screen' },
  },
  {
    groupName: 'm_partners',
    title: 'Aurora Live',
    subtitle: 'Official live casino partner',
    linkageType: 'route',
    linkage: '/m/gameCenter?gameCategory=LIVE',
    tagalog: { title: 'Aurora Live', subtitle: 'Opisyal na partner sa live casino' },
  },
  {
    groupName: 'm_partners',
    title: 'Nova Slots',
    subtitle: 'Official slots partner',
    linkageType: 'route',
    linkage: '/m/slotsCenter?vassalage=NVS',
    tagalog: { title: 'Nova Slots', subtitle: 'Opisyal na partner sa slots' },
  },
  {
    groupName: 'm_partners',
    title: 'Arena Sports',
    subtitle: 'Official sportsbook partner',
    linkageType: 'route',
    linkage: '/m/gameCenter?gameCategory=SPORTS',
    tagalog: { title: 'Arena Sports', subtitle: 'Opisyal na partner sa sportsbook' },
  },
  {
    groupName: 'm_partners',
    title: 'Table Kings',
    subtitle: 'Official card games partner',
    linkageType: 'route',
    linkage: '/m/gameCenter?gameCategory=PVP',
    tagalog: { title: 'Table Kings', subtitle: 'Opisyal na partner sa card games' },
  },
  // Added with the content endpoints: the registration page group and the other linkage types.
  {
    groupName: 'm_reg',
    title: 'Sign up, get ₱100',
    subtitle: 'Free credit after your first deposit',
    linkageType: 'none',
    linkage: '',
    tagalog: { title: 'Mag-sign up, kumuha ng ₱100', subtitle: 'Libreng credit pagkatapos ng unang deposito' },
  },
  // The seed fills in the game id: the first hot slot (RNG) game.
  {
    groupName: 'm_reg',
    title: 'Slot of the week',
    subtitle: 'Our most played slot this week',
    linkageType: 'game',
    linkage: '',
    tagalog: { title: 'Slot ng linggo', subtitle: 'Ang pinakanilalarong slot ngayong linggo' },
  },
  {
    groupName: 'm_reg',
    title: 'Become an affiliate',
    subtitle: 'Earn up to 45% commission',
    linkageType: 'url',
    linkage: 'https://affiliates.lobby.example/join',
    tagalog: { title: 'Maging affiliate', subtitle: 'Kumita ng hanggang 45% na komisyon' },
  },
];

interface LocalizedText {
  title: string;
  content: string;
}

export type AnnouncementSeed = Omit<AnnouncementRecord, 'id' | 'sort' | 'publishedAt' | 'platform'> & {
  /** Tagalog (language code TY); other languages fall back to the English title and content. */
  tagalog: LocalizedText;
};

/**
 * Id (position + 1) of the popup whose HTML is deliberately unsafe: a script element, an onerror
 * attribute, a javascript: link and inline px font sizes. The app must sanitise it and convert
 * px to rem; its tests fetch this announcement.
 */
export const UNSAFE_ANNOUNCEMENT_ID = 16;

const UNSAFE_HTML = (heading: string, body: string, claim: string, rules: string) =>
  `<h3 style="font-size: 24px; color: #f5c518">${heading}</h3>` +
  `<p style="font-size: 16px">${body}</p>` +
  '<script>alert(1)</script>' +
  `<img src="/cdn/banners/1.svg" onerror="alert(2)" alt="Reload">` +
  `<p><a href="javascript:alert(3)">${claim}</a> · <a href="/m/activity">${rules}</a></p>`;

/**
 * Announcements: B banner notices, PL player notices (the scrolling bar), PU popups, PR
 * promotions, A agent notices; execution A for members, B for visitors, F on first login
 * (docs/product.md#popup-announcements). Ids are positions + 1: append, never reorder.
 */
export const ANNOUNCEMENT_SEED: readonly AnnouncementSeed[] = [
  {
    type: 'B',
    execution: 'A',
    title: 'Weekend reload bonus is live',
    content: '<p>Deposit on Saturday or Sunday and get a <b>20% reload bonus</b>.</p>',
    promotionType: null,
    tagalog: {
      title: 'Live na ang weekend reload bonus',
      content: '<p>Mag-deposito sa Sabado o Linggo at makakuha ng <b>20% reload bonus</b>.</p>',
    },
  },
  {
    type: 'B',
    execution: 'B',
    title: 'Sign up in 30 seconds',
    content: '<p>Create an account with just a username and password.</p>',
    promotionType: null,
    tagalog: { title: 'Mag-sign up sa loob ng 30 segundo', content: '<p>Gumawa ng account gamit lang ang username at password.</p>' },
  },
  {
    type: 'PL',
    execution: 'A',
    title: 'Scheduled maintenance on Sunday 02:00-04:00',
    content: '<p>Some vendors will be unavailable during the window. Balances are safe.</p>',
    promotionType: null,
    tagalog: {
      title: 'Nakatakdang maintenance sa Linggo, 02:00-04:00',
      content: '<p>Hindi magagamit ang ilang provider habang may maintenance. Ligtas ang inyong balanse.</p>',
    },
  },
  {
    type: 'PL',
    execution: 'B',
    title: 'Welcome to the lobby',
    content: '<p>Browse more than 300 games from 27 providers.</p>',
    promotionType: null,
    tagalog: { title: 'Maligayang pagdating sa lobby', content: '<p>Tuklasin ang mahigit 300 laro mula sa 27 provider.</p>' },
  },
  {
    type: 'PL',
    execution: 'F',
    title: 'Secure your account',
    content: '<p>Please change your password on first login.</p>',
    promotionType: null,
    tagalog: { title: 'Protektahan ang iyong account', content: '<p>Pakipalitan ang iyong password sa unang pag-login.</p>' },
  },
  {
    type: 'PU',
    execution: 'A',
    title: 'Deposit bonus this weekend',
    content:
      '<h3>20% extra</h3><p>On every deposit above <b>₱500</b>.</p><ul><li>Once per day</li><li>5x turnover: bet the bonus 5 times before you withdraw it</li></ul>',
    promotionType: 'RELOAD',
    tagalog: {
      title: 'Bonus sa deposito ngayong weekend',
      content:
        '<h3>Dagdag na 20%</h3><p>Sa bawat deposito na higit sa <b>₱500</b>.</p><ul><li>Isang beses kada araw</li><li>Itaya nang 5 beses ang bonus bago ito i-withdraw</li></ul>',
    },
  },
  // Sized in design px as the operator's editor writes them (750 px wide design, 100 px root).
  {
    type: 'PU',
    execution: 'B',
    title: 'Join now: 100 free spins',
    content: '<p style="font-size: 28px">Register today and receive <b>100 free spins</b> on Golden Reels.</p>',
    promotionType: null,
    tagalog: {
      title: 'Sumali na: 100 libreng spin',
      content: '<p style="font-size: 28px">Magparehistro ngayon at tumanggap ng <b>100 libreng spin</b> sa Golden Reels.</p>',
    },
  },
  {
    type: 'PU',
    execution: 'F',
    title: 'Welcome aboard!',
    content: `<p>Your first deposit is matched <b>100%</b> up to ${WELCOME_BONUS_TEXT}.</p>`,
    promotionType: 'FIRST_DEPOSIT',
    tagalog: {
      title: 'Maligayang pagsali!',
      content: `<p>Dodoblehin namin ang una mong deposito: <b>100%</b> hanggang ${WELCOME_BONUS_TEXT}.</p>`,
    },
  },
  {
    type: 'PR',
    execution: 'A',
    title: 'Weekly cashback 5%',
    content: '<p>Net losses on slots are refunded every Monday.</p>',
    promotionType: 'CASHBACK',
    tagalog: { title: 'Lingguhang cashback na 5%', content: '<p>Ibinabalik tuwing Lunes ang netong talo mo sa slots.</p>' },
  },
  {
    type: 'PR',
    execution: 'B',
    title: 'Invite friends, earn rewards',
    content: '<p>Earn a bonus for every friend who deposits.</p>',
    promotionType: 'REFERRAL',
    tagalog: { title: 'Mag-imbita ng kaibigan, kumita ng gantimpala', content: '<p>May bonus ka sa bawat kaibigang magdedeposito.</p>' },
  },
  {
    type: 'PR',
    execution: 'F',
    title: 'First deposit match',
    content: '<p>100% match bonus on your first deposit.</p>',
    promotionType: 'FIRST_DEPOSIT',
    tagalog: { title: 'Match sa unang deposito', content: '<p>100% match bonus sa iyong unang deposito.</p>' },
  },
  {
    type: 'A',
    execution: 'A',
    title: 'Agent commission report ready',
    content: '<p>Your monthly commission statement is available.</p>',
    promotionType: null,
    tagalog: { title: 'Handa na ang ulat ng komisyon', content: '<p>Makikita na ang iyong buwanang statement ng komisyon.</p>' },
  },
  // Added with the content endpoints (ids 13-17).
  {
    type: 'PL',
    execution: 'A',
    title: 'Withdrawals now paid within 15 minutes',
    content: '<p>GCash and Maya withdrawals are processed around the clock.</p>',
    promotionType: null,
    tagalog: { title: 'Withdrawal sa loob ng 15 minuto', content: '<p>Pinoproseso ang withdrawal sa GCash at Maya kahit anong oras.</p>' },
  },
  {
    type: 'PL',
    execution: 'B',
    title: 'New bingo rooms open every hour',
    content: '<p>Twelve rooms at Bingo Bay, cards from ₱5.</p>',
    promotionType: null,
    tagalog: { title: 'May bagong bingo room bawat oras', content: '<p>Labindalawang room sa Bingo Bay, may card mula ₱5.</p>' },
  },
  {
    type: 'PL',
    execution: 'A',
    title: 'Install the app for faster login',
    content: '<p>Add the lobby to your home screen from the download page.</p>',
    promotionType: null,
    tagalog: {
      title: 'I-install ang app para mas mabilis mag-login',
      content: '<p>Idagdag ang lobby sa home screen mula sa download page.</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    promotionType: 'RELOAD',
    title: 'Midweek reload: 15% extra',
    content: UNSAFE_HTML(
      '15% midweek reload',
      'Deposit ₱300 or more from Tuesday to Thursday and get <b>15% extra</b>.',
      'Claim now',
      'Promotion rules',
    ),
    tagalog: {
      title: 'Midweek reload: dagdag na 15%',
      content: UNSAFE_HTML(
        '15% midweek reload',
        'Mag-deposito ng ₱300 pataas mula Martes hanggang Huwebes at makakuha ng <b>dagdag na 15%</b>.',
        'I-claim ngayon',
        'Mga patakaran ng promo',
      ),
    },
  },
  {
    type: 'PR',
    execution: 'B',
    promotionType: 'SABONG',
    title: 'Sabong Sunday: bet insurance',
    content: '<p style="font-size: 18px">Lose your first cockfight bet on Sunday and get it back as a bonus, up to <b>₱1,000</b>.</p>',
    tagalog: {
      title: 'Sabong Sunday: insurance sa taya',
      content:
        '<p style="font-size: 18px">Kapag natalo ang una mong taya sa sabong tuwing Linggo, ibabalik namin ito bilang bonus, hanggang <b>₱1,000</b>.</p>',
    },
  },
  // Agent announcements for the agent centre (docs/product.md#agent-centre).
  {
    type: 'A',
    execution: 'A',
    title: 'New invitation links with rebate presets',
    content:
      '<p>Create your own invitation links in the Registration centre. Every player who signs up through a link joins your team with the rebates you set on it.</p>',
    promotionType: null,
    tagalog: {
      title: 'Bagong invitation link na may nakatakdang rebate',
      content:
        '<p>Gumawa ng sarili mong invitation link sa Registration centre. Ang bawat player na mag-sign up gamit ang link ay sasali sa iyong team na may rebate na itinakda mo.</p>',
    },
  },
  {
    type: 'A',
    execution: 'A',
    title: 'Daily salary paid before 10:00',
    content: "<p>Daily salaries for yesterday's team bets are now paid every morning before <b>10:00</b>.</p>",
    promotionType: null,
    tagalog: {
      title: 'Daily salary, bayad bago mag-10:00',
      content: '<p>Ang daily salary para sa taya ng team kahapon ay ibinabayad na tuwing umaga bago mag-<b>10:00</b>.</p>',
    },
  },
  {
    type: 'A',
    execution: 'A',
    title: 'Agent meeting on Friday',
    content: "<p>Join the online agent meeting this Friday at 19:00 to hear about next month's dividend tiers.</p>",
    promotionType: null,
    tagalog: {
      title: 'Pulong ng mga agent sa Biyernes',
      content:
        '<p>Sumali sa online na pulong ng mga agent ngayong Biyernes, 19:00, para malaman ang dividend tiers sa susunod na buwan.</p>',
    },
  },
];

/** First names for the winners board; shown masked ("ju***ez"). */
export const WINNER_NAMES = [
  'juanperez',
  'mariaclara',
  'joserizal',
  'andrea88',
  'kimlee',
  'bongbong',
  'lucky_ana',
  'rafael77',
  'carmela',
  'dondon',
  'jennylyn',
  'marvin21',
  'princess',
  'angelica',
  'reymart',
  'kristine',
  'vincent',
  'trisha09',
  'nicolo',
  'aileen',
  'danica',
  'paolo',
  'ricardo',
  'sheila',
] as const;

export function maskName(name: string): string {
  return name.length <= 4 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;
}
