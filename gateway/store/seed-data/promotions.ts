/**
 * The promotions and the deposit channels every database gets from the seed step (seed.ts): the
 * app's promotion and deposit screens are empty without them. Periods are relative to the moment
 * they are seeded, so a fresh demo always has running, ended and upcoming promotions.
 */
import type { DepositMethod } from '../../../src/contract/deposit.ts';
import type { PromotionKind } from '../../../src/contract/promotions.ts';

export interface PromotionText {
  title: string;
  subtitle: string;
  termsHtml: string;
}

export interface PromotionSeed extends PromotionText {
  code: string;
  kind: PromotionKind;
  /** Tagalog (language code TY); other languages fall back to the English text. */
  tagalog: PromotionText;
  bonusCents: number;
  /** Days from the seeding; negative = in the past. */
  startsInDays: number;
  endsInDays: number;
}

/**
 * The welcome bonus the FIRST_DEPOSIT promotion pays. The home banner and the first-login popup
 * (content.ts) state it too, from here, so the lobby never offers one amount and pays another.
 */
const WELCOME_BONUS_CENTS = 88_800;
/** The cap as the texts write it: ₱888. */
export const WELCOME_BONUS_TEXT = `₱${(WELCOME_BONUS_CENTS / 100).toLocaleString('en-US')}`;

export const PROMOTION_SEED: readonly PromotionSeed[] = [
  {
    code: 'FIRST_DEPOSIT',
    kind: 'apply',
    title: 'Welcome Bonus 100%',
    subtitle: `Up to ${WELCOME_BONUS_TEXT} on your first deposit`,
    bonusCents: WELCOME_BONUS_CENTS,
    startsInDays: -30,
    endsInDays: 180,
    termsHtml:
      `<h3>Welcome Bonus</h3><p>New members get a <strong>100% match</strong> on their first deposit, up to <strong>${WELCOME_BONUS_TEXT}</strong>.</p>` +
      '<ul><li>Minimum deposit ₱100.</li><li>Apply once per account; our team reviews each application.</li>' +
      '<li>The bonus carries a 10× turnover on slots and fishing games before withdrawal.</li>' +
      '<li>Claim the bonus from the Rewards page once it is approved.</li></ul>',
    tagalog: {
      title: 'Welcome Bonus na 100%',
      subtitle: `Hanggang ${WELCOME_BONUS_TEXT} sa iyong unang deposito`,
      termsHtml:
        `<h3>Welcome Bonus</h3><p>Ang mga bagong miyembro ay may <strong>100% match</strong> sa kanilang unang deposito, hanggang <strong>${WELCOME_BONUS_TEXT}</strong>.</p>` +
        '<ul><li>Minimum na deposito ₱100.</li><li>Isang beses lang mag-apply kada account; sinusuri ng aming team ang bawat application.</li>' +
        '<li>May 10× turnover ang bonus sa slots at fishing games bago makapag-withdraw.</li>' +
        '<li>Kunin ang bonus sa pahinang Mga gantimpala kapag naaprubahan na.</li></ul>',
    },
  },
  {
    code: 'DAILY_CHECKIN',
    kind: 'signin',
    title: 'Check-in Bonus',
    subtitle: 'Check in to the event and get ₱20 at once',
    bonusCents: 2_000,
    startsInDays: -30,
    endsInDays: 180,
    termsHtml:
      '<h3>Check-in Bonus</h3><p>Check in to the event and <strong>₱20</strong> lands in your wallet straight away.</p>' +
      '<ul><li>One check-in per account for the whole event.</li><li>1× turnover on any game.</li></ul>',
    tagalog: {
      title: 'Bonus sa Pag-check in',
      subtitle: 'Mag-check in sa event at makuha agad ang ₱20',
      termsHtml:
        '<h3>Bonus sa Pag-check in</h3><p>Mag-check in sa event at papasok agad sa iyong wallet ang <strong>₱20</strong>.</p>' +
        '<ul><li>Isang check-in lang kada account sa buong event.</li><li>1× turnover sa kahit anong laro.</li></ul>',
    },
  },
  {
    code: 'RELOAD',
    kind: 'apply',
    title: 'Weekend Reload 20%',
    subtitle: 'Extra ₱300 for your weekend deposits',
    bonusCents: 30_000,
    startsInDays: -14,
    endsInDays: 90,
    termsHtml:
      '<h3>Weekend Reload</h3><p>Deposit from Friday to Sunday and apply for a <strong>20% reload</strong> of up to <strong>₱300</strong>.</p>' +
      '<ol><li>Deposit at least ₱500 over the weekend.</li><li>Apply here before Monday 12:00 (GMT+8).</li><li>5× turnover.</li></ol>',
    tagalog: {
      title: 'Weekend Reload 20%',
      subtitle: 'Dagdag na ₱300 sa iyong mga deposito tuwing weekend',
      termsHtml:
        '<h3>Weekend Reload</h3><p>Magdeposito mula Biyernes hanggang Linggo at mag-apply para sa <strong>20% reload</strong> na hanggang <strong>₱300</strong>.</p>' +
        '<ol><li>Magdeposito ng hindi bababa sa ₱500 sa loob ng weekend.</li><li>Mag-apply dito bago mag-Lunes 12:00 (GMT+8).</li><li>5× turnover.</li></ol>',
    },
  },
  {
    code: 'CASHBACK',
    kind: 'join',
    title: 'Slots Cashback 5%',
    subtitle: 'Weekly cashback up to ₱500',
    bonusCents: 50_000,
    startsInDays: -60,
    endsInDays: 300,
    termsHtml:
      '<h3>Slots Cashback</h3><p>Join once and get <strong>5% back</strong> on your net slot losses every Monday, up to <strong>₱500</strong>.</p>' +
      '<ul><li>Cashback is calculated by our team and issued straight to your wallet.</li><li>No turnover on cashback.</li></ul>',
    tagalog: {
      title: 'Slots Cashback 5%',
      subtitle: 'Lingguhang cashback hanggang ₱500',
      termsHtml:
        '<h3>Slots Cashback</h3><p>Sumali nang isang beses at makakuha ng <strong>5% balik</strong> sa iyong net na talo sa slots tuwing Lunes, hanggang <strong>₱500</strong>.</p>' +
        '<ul><li>Ang aming team ang nagkukuwenta ng cashback at direkta itong ipinapasok sa iyong wallet.</li><li>Walang turnover ang cashback.</li></ul>',
    },
  },
  {
    code: 'SABONG',
    kind: 'apply',
    title: 'Sabong Fiesta Bonus',
    subtitle: '₱250 for cockfight fans',
    bonusCents: 25_000,
    startsInDays: -7,
    endsInDays: 45,
    termsHtml:
      '<h3>Sabong Fiesta</h3><p>Place five cockfight bets of ₱100 or more during the fiesta and apply for a <strong>₱250</strong> bonus.</p>' +
      '<ul><li>Only settled bets count.</li><li>3× turnover on cockfight.</li></ul>',
    tagalog: {
      title: 'Sabong Fiesta Bonus',
      subtitle: '₱250 para sa mga mahilig sa sabong',
      termsHtml:
        '<h3>Sabong Fiesta</h3><p>Tumaya ng limang beses sa sabong nang tig-₱100 o higit pa habang may fiesta at mag-apply para sa <strong>₱250</strong> na bonus.</p>' +
        '<ul><li>Ang mga settled na taya lang ang binibilang.</li><li>3× turnover sa sabong.</li></ul>',
    },
  },
  {
    code: 'REFERRAL',
    kind: 'join',
    title: 'Refer a Friend',
    subtitle: '₱150 for every friend who plays',
    bonusCents: 15_000,
    startsInDays: -90,
    endsInDays: 365,
    termsHtml:
      '<h3>Refer a Friend</h3><p>Share your invitation link from <strong>Invite friends</strong>. For every friend who signs up with your code and deposits ₱300, you get <strong>₱150</strong>.</p>' +
      '<ul><li>Bonuses are issued by our team every week.</li><li>Friends must be new members with their own details.</li></ul>',
    tagalog: {
      title: 'Mag-refer ng Kaibigan',
      subtitle: '₱150 sa bawat kaibigang maglalaro',
      termsHtml:
        '<h3>Mag-refer ng Kaibigan</h3><p>Ibahagi ang iyong invitation link mula sa <strong>Mag-imbita ng kaibigan</strong>. Sa bawat kaibigang mag-sign up gamit ang iyong code at magdeposito ng ₱300, makakakuha ka ng <strong>₱150</strong>.</p>' +
        '<ul><li>Ibinibigay ng aming team ang mga bonus linggo-linggo.</li><li>Dapat ay bagong miyembro ang mga kaibigan at gamit ang sarili nilang detalye.</li></ul>',
    },
  },
  {
    code: 'PASKO_RAFFLE',
    kind: 'apply',
    title: 'Pasko Jackpot Raffle',
    subtitle: 'Christmas raffle with ₱1,000 prizes',
    bonusCents: 100_000,
    startsInDays: -75,
    endsInDays: -10,
    termsHtml:
      '<h3>Pasko Jackpot Raffle</h3><p>Every ₱1,000 of turnover earned one raffle ticket for the Christmas draw.</p>' +
      '<ul><li>The raffle has ended; winners were announced on our notice board.</li></ul>',
    tagalog: {
      title: 'Pasko Jackpot Raffle',
      subtitle: 'Raffle sa Pasko na may premyong ₱1,000',
      termsHtml:
        '<h3>Pasko Jackpot Raffle</h3><p>Bawat ₱1,000 na turnover ay may katumbas na isang raffle ticket para sa bunutan sa Pasko.</p>' +
        '<ul><li>Tapos na ang raffle; inanunsyo na ang mga nanalo sa aming notice board.</li></ul>',
    },
  },
  {
    code: 'INDEPENDENCE_DAY',
    kind: 'apply',
    title: 'Independence Day Special',
    subtitle: '₱612 bonus coming soon',
    bonusCents: 61_200,
    startsInDays: 20,
    endsInDays: 27,
    termsHtml:
      '<h3>Independence Day Special</h3><p>Celebrate with a <strong>₱612</strong> bonus for members who deposit during the event week.</p>' +
      '<ul><li>Applications open on the first day of the event.</li></ul>',
    tagalog: {
      title: 'Araw ng Kalayaan Special',
      subtitle: '₱612 na bonus, malapit na',
      termsHtml:
        '<h3>Araw ng Kalayaan Special</h3><p>Magdiwang kasama ang <strong>₱612</strong> na bonus para sa mga miyembrong magdedeposito sa linggo ng event.</p>' +
        '<ul><li>Magbubukas ang mga application sa unang araw ng event.</li></ul>',
    },
  },
];

export interface DepositChannelSeed {
  code: string;
  name: string;
  /** The demo's tile category; `method` says how the money is taken. */
  kind: 'bank' | 'ewallet' | 'card' | 'qr';
  method: DepositMethod;
  /** Operator-clock hours (GMT+8), or none for all day. */
  hours?: { open: string; close: string };
  /** What the member pays to: a bank account (manual transfer) or a wallet address. */
  details?: DepositChannelDetails;
  minCents: number;
  maxCents: number;
  presetCents: readonly number[];
  instructions: string;
  /** Tagalog (language code TY); brand names stay as they are, so `name` is only set when it reads differently. */
  tagalog: { name?: string; instructions: string };
}

interface DepositChannelDetails {
  bankName?: string;
  accountName?: string;
  accountNo?: string;
  network?: string;
  address?: string;
}

export const DEPOSIT_CHANNEL_SEED: readonly DepositChannelSeed[] = [
  {
    code: 'GCASH',
    name: 'GCash',
    kind: 'ewallet',
    method: 'launchUrl',
    minCents: 10_000,
    maxCents: 5_000_000,
    presetCents: [10_000, 30_000, 50_000, 100_000, 300_000, 500_000],
    instructions: 'Pay from your GCash app; the amount is credited once the payment is confirmed.',
    tagalog: { instructions: 'Magbayad gamit ang iyong GCash app; papasok ang halaga kapag nakumpirma na ang bayad.' },
  },
  {
    code: 'MAYA',
    name: 'Maya',
    kind: 'ewallet',
    method: 'launchUrl',
    minCents: 10_000,
    maxCents: 5_000_000,
    presetCents: [10_000, 30_000, 50_000, 100_000, 300_000, 500_000],
    instructions: 'Pay from your Maya wallet; the amount is credited once the payment is confirmed.',
    tagalog: { instructions: 'Magbayad mula sa iyong Maya wallet; papasok ang halaga kapag nakumpirma na ang bayad.' },
  },
  {
    code: 'QRPH',
    name: 'QR Ph',
    kind: 'qr',
    method: 'qrImage',
    minCents: 5_000,
    maxCents: 2_000_000,
    presetCents: [5_000, 10_000, 20_000, 50_000, 100_000, 200_000],
    instructions: 'Scan the QR Ph code with any bank or e-wallet app.',
    tagalog: { instructions: 'I-scan ang QR Ph code gamit ang kahit anong bank o e-wallet app.' },
  },
  {
    code: 'BANK',
    name: 'Bank transfer (InstaPay)',
    kind: 'bank',
    method: 'manualTransfer',
    details: { bankName: 'BDO Unibank', accountName: 'Lobby Gaming Corp.', accountNo: '0012 3456 7890' },
    minCents: 50_000,
    maxCents: 10_000_000,
    presetCents: [50_000, 100_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
    instructions:
      'Transfer through InstaPay to the account shown after you confirm, with the reference in the remarks, then upload the receipt.',
    tagalog: {
      instructions:
        'Mag-transfer gamit ang InstaPay sa account na ipapakita pagkatapos mong kumpirmahin, ilagay ang reference sa remarks, at i-upload ang resibo.',
    },
  },
  {
    code: 'CARD',
    name: 'Visa / Mastercard',
    kind: 'card',
    method: 'launchUrl',
    hours: { open: '08:00', close: '22:00' },
    minCents: 50_000,
    maxCents: 3_000_000,
    presetCents: [50_000, 100_000, 200_000, 500_000, 1_000_000],
    instructions: 'Pay with a Philippine-issued debit or credit card.',
    tagalog: { instructions: 'Magbayad gamit ang debit o credit card na inisyu sa Pilipinas.' },
  },
  {
    code: 'USDT',
    name: 'USDT (TRC20)',
    kind: 'ewallet',
    method: 'virtualWallet',
    details: { network: 'TRC20', address: 'TQ7d5kGxT4pJY2bW9nqD1HvZr8cLmE3sXa' },
    minCents: 50_000,
    maxCents: 10_000_000,
    presetCents: [50_000, 100_000, 500_000, 1_000_000],
    instructions: 'Send USDT on the TRC20 network to the address shown; the amount is credited once the transfer is confirmed.',
    tagalog: {
      instructions: 'Magpadala ng USDT sa TRC20 network sa address na ipapakita; papasok ang halaga kapag nakumpirma na ang transfer.',
    },
  },
];

export interface DepositBonusSeed {
  code: string;
  /** The reward-centre promotion whose title it shows, while that promotion runs. */
  promotionCode?: string;
  title: string;
  titleTy: string;
  percent: number;
  capCents: number;
  minDepositCents: number;
  firstDepositOnly?: boolean;
  /** Not listed: applies only to an order that names its code (a promo code). */
  codeOnly?: boolean;
  oncePerMember?: boolean;
}

/** Deposit bonuses a member picks on the deposit page (docs/product.md#deposit). */
export const DEPOSIT_BONUS_SEED: readonly DepositBonusSeed[] = [
  {
    code: 'FIRST100',
    promotionCode: 'FIRST_DEPOSIT',
    title: 'Welcome Bonus 100%',
    titleTy: 'Welcome Bonus na 100%',
    percent: 100,
    capCents: WELCOME_BONUS_CENTS,
    minDepositCents: 10_000,
    firstDepositOnly: true,
  },
  {
    code: 'RELOAD20',
    promotionCode: 'RELOAD',
    title: 'Weekend Reload 20%',
    titleTy: 'Weekend Reload 20%',
    percent: 20,
    capCents: 30_000,
    minDepositCents: 50_000,
  },
  {
    code: 'LUCKY10',
    title: 'Promo code: 10% extra',
    titleTy: 'Promo code: dagdag na 10%',
    percent: 10,
    capCents: 20_000,
    minDepositCents: 20_000,
    codeOnly: true,
    oncePerMember: true,
  },
];
