/**
 * The fictional demo catalogue: categories, vendors and what each vendor offers. Names are
 * invented; vendor codes the product rules rely on (TCG_LOTTO_VN, TCG_SEA, LOTT under ELOTT, a BGS
 * vendor under RNG, DS88 cockfight, esports AV / IMES / TF: docs/product.md#states-and-transitions)
 * are kept as the platform spells them.
 */

export const CATEGORY_SEED = [
  { code: 'LOTT', name: 'Lottery', lane: 'LOTT', classify: 'LOTTO' },
  { code: 'ELOTT', name: 'E-Lottery', lane: 'ELOTT', classify: 'ELOTTO' },
  { code: 'LIVE', name: 'Live Casino', lane: 'LIVE', classify: 'LIVE' },
  { code: 'RNG', name: 'Slots', lane: 'RNG', classify: 'SLOT' },
  { code: 'FISH', name: 'Fishing', lane: 'FISH', classify: 'FISH' },
  { code: 'SPORTS', name: 'Sports', lane: 'SPORTS', classify: 'SPORT' },
  { code: 'ESPORTS', name: 'Esports', lane: 'SPORTS', classify: 'ESPORT' },
  { code: 'PVP', name: 'Card Games', lane: 'PVP', classify: 'CARD' },
  { code: 'BINGO', name: 'Bingo', lane: 'RNG', classify: 'BG' },
  { code: 'BGS', name: 'BGS', lane: 'RNG', classify: 'SLOT' },
  { code: 'COCKFIGHT', name: 'Cockfight', lane: 'SPORTS', classify: 'COCKFIGHT' },
] as const;

export type CategoryCode = (typeof CATEGORY_SEED)[number]['code'];

interface VendorOffer {
  category: CategoryCode;
  /** Fixed names (lottery draws, tables, lobbies) or a number of generated slot-style names. */
  names?: readonly string[];
  generated?: number;
}

export interface VendorSeed {
  code: string;
  displayName: string;
  accountTypeName: string;
  offers: readonly VendorOffer[];
}

/**
 * How a ticket of a lottery draw is filled in:
 * - `positions`: one number per position, read in order (3D: 3-0-7), repeats allowed unless
 *   `distinct` (a race's first three places cannot share a car);
 * - `set`: distinct numbers in any order, `picks` of them, or `picks` to `picksMax` where the
 *   player chooses how many (keno spots).
 */
export type LotteryPickRule =
  | { kind: 'positions'; positions: number; lowest: number; highest: number; distinct: boolean }
  | { kind: 'set'; picks: number; picksMax: number; lowest: number; highest: number };

const digits = (positions: number): LotteryPickRule => ({ kind: 'positions', positions, lowest: 0, highest: 9, distinct: false });
const numbersInOrder = (positions: number, highest: number, distinct = false): LotteryPickRule => ({
  kind: 'positions',
  positions,
  lowest: 1,
  highest,
  distinct,
});
const numbersOf = (picks: number, highest: number, picksMax = picks): LotteryPickRule => ({
  kind: 'set',
  picks,
  picksMax,
  lowest: 1,
  highest,
});

/**
 * The pick rule of every seeded lottery draw, by name (the names of the lottery offers below).
 * A name states the rule where it can ("6/45": six of 1-45, "3D": three digits, "11x5": five of
 * 1-11); the others follow the game they are modelled on: EZ2 two numbers of 1-31, Fast 3 three
 * dice, PK10 the first three of ten cars, the VN regional draws the last two digits, keno and
 * Happy 8 one to ten spots of 80.
 */
export const LOTTERY_PICK_RULES: Readonly<Record<string, LotteryPickRule>> = {
  'Mega 6/45': numbersOf(6, 45),
  'Power 6/55': numbersOf(6, 55),
  'Lotto 6/42': numbersOf(6, 42),
  'Super 6/49': numbersOf(6, 49),
  'Grand 6/58': numbersOf(6, 58),
  'Swertres 3D': digits(3),
  'EZ2 2D': numbersInOrder(2, 31),
  '4D Lotto': digits(4),
  'Thai Lotto': digits(6),
  'Lao Lotto': digits(4),
  'Malaysia 4D': digits(4),
  'Singapore 4D': digits(4),
  'Lucky 5D': digits(5),
  'Fast 3': numbersInOrder(3, 6),
  'PK10 Racing': numbersInOrder(3, 10, true),
  'Lucky Ball': numbersOf(5, 35),
  'Mien Bac': digits(2),
  'Mien Nam': digits(2),
  'Mien Trung': digits(2),
  'VN Keno': numbersOf(1, 80, 10),
  'VN Fast 5': digits(5),
  'Speed Lotto 1 Min': numbersOf(5, 35),
  'Keno 5 Min': numbersOf(1, 80, 10),
  'Lucky 10': numbersOf(5, 20),
  'Fast Pick 3': digits(3),
  'Turbo 11x5': numbersOf(5, 11),
  'Happy 8': numbersOf(1, 80, 10),
};

const LIVE_TABLES = [
  'Baccarat A',
  'Baccarat B',
  'Speed Baccarat',
  'Squeeze Baccarat',
  'Roulette',
  'Sic Bo',
  'Dragon Tiger',
  'Blackjack VIP',
  'Color Game',
] as const;

export const VENDOR_SEED: readonly VendorSeed[] = [
  {
    code: 'TCG',
    displayName: 'TCG Lottery',
    accountTypeName: 'TCG',
    offers: [
      {
        category: 'LOTT',
        names: ['Mega 6/45', 'Power 6/55', 'Lotto 6/42', 'Super 6/49', 'Grand 6/58', 'Swertres 3D', 'EZ2 2D', '4D Lotto'],
      },
    ],
  },
  {
    code: 'TCG_SEA',
    displayName: 'SEA Lotto',
    accountTypeName: 'TCG',
    offers: [{ category: 'LOTT', names: ['SEA Lotto Lobby', 'Thai Lotto', 'Lao Lotto', 'Malaysia 4D', 'Singapore 4D'] }],
  },
  {
    code: 'LUCKY8',
    displayName: 'Lucky 8 Lotto',
    accountTypeName: 'LK8',
    offers: [{ category: 'LOTT', names: ['Lucky 5D', 'Fast 3', 'PK10 Racing', 'Lucky Ball'] }],
  },
  {
    code: 'TCG_LOTTO_VN',
    displayName: 'VN Lotto',
    accountTypeName: 'TCG',
    offers: [{ category: 'ELOTT', names: ['VN Lotto Lobby', 'Mien Bac', 'Mien Nam', 'Mien Trung', 'VN Keno', 'VN Fast 5'] }],
  },
  {
    code: 'LOTT',
    displayName: 'E-Lotto',
    accountTypeName: 'LOTT',
    offers: [{ category: 'ELOTT', names: ['Speed Lotto 1 Min', 'Keno 5 Min', 'Lucky 10', 'Fast Pick 3', 'Turbo 11x5', 'Happy 8'] }],
  },
  { code: 'ALV', displayName: 'Aurora Live', accountTypeName: 'ALV', offers: [{ category: 'LIVE', names: LIVE_TABLES }] },
  { code: 'RYL', displayName: 'Royale Live', accountTypeName: 'RYL', offers: [{ category: 'LIVE', names: LIVE_TABLES }] },
  { code: 'SPL', displayName: 'Sapphire Live', accountTypeName: 'SPL', offers: [{ category: 'LIVE', names: LIVE_TABLES }] },
  { code: 'DGH', displayName: 'Dragon Hall', accountTypeName: 'DGH', offers: [{ category: 'LIVE', names: LIVE_TABLES }] },
  {
    code: 'NVS',
    displayName: 'Nova Slots',
    accountTypeName: 'NVS',
    offers: [
      { category: 'RNG', generated: 60 },
      { category: 'FISH', names: ['Nova Fishing', 'Galaxy Fishing', 'Star Shark', 'Comet Catch'] },
    ],
  },
  {
    code: 'GRL',
    displayName: 'Golden Reels',
    accountTypeName: 'GRL',
    offers: [
      { category: 'RNG', generated: 60 },
      { category: 'FISH', names: ['Golden Shark', 'Royal Fishing', 'Jackpot Fishing', 'Crab King'] },
    ],
  },
  { code: 'PXS', displayName: 'Pixel Spin', accountTypeName: 'PXS', offers: [{ category: 'RNG', generated: 50 }] },
  {
    code: 'SFG',
    displayName: 'Starfruit Gaming',
    accountTypeName: 'SFG',
    offers: [
      { category: 'RNG', generated: 50 },
      { category: 'PVP', names: ['Starfruit Tongits', 'Starfruit Pusoy', 'Starfruit Lucky 9', 'Starfruit Rummy'] },
    ],
  },
  { code: 'LTG', displayName: 'Lucky Tiger', accountTypeName: 'LTG', offers: [{ category: 'RNG', generated: 50 }] },
  { code: 'BGS', displayName: 'BGS Studio', accountTypeName: 'BGS', offers: [{ category: 'BGS', generated: 20 }] },
  {
    code: 'BBY',
    displayName: 'Bingo Bay',
    accountTypeName: 'BBY',
    offers: [
      {
        category: 'BINGO',
        names: [
          'Bingo 75',
          'Bingo 90',
          'Pinoy Bingo',
          'Bingo Rush',
          'Lucky Bingo',
          'Bingo Party',
          'Space Bingo',
          'Candy Bingo',
          'Bingo Bonanza',
          'Fiesta Bingo',
          'Bingo Express',
          'Golden Bingo',
        ],
      },
    ],
  },
  {
    code: 'DPB',
    displayName: 'Deep Blue',
    accountTypeName: 'DPB',
    offers: [
      {
        category: 'FISH',
        names: [
          'Ocean Lord',
          'Fishing War',
          'Mega Fishing',
          'Dragon Fishing',
          'Deep Sea Hunter',
          'Happy Fishing',
          'Boom Fishing',
          'Kraken Bounty',
        ],
      },
    ],
  },
  {
    code: 'RFH',
    displayName: 'Reef Hunter',
    accountTypeName: 'RFH',
    offers: [
      { category: 'FISH', names: ['Reef Hunter', 'Octopus Party', 'Shark Attack', 'Mermaid Hunt', 'Coral Treasure', 'Whale Fortune'] },
    ],
  },
  {
    code: 'ASP',
    displayName: 'Arena Sports',
    accountTypeName: 'ASP',
    offers: [{ category: 'SPORTS', names: ['Arena Sportsbook', 'Arena Live Betting'] }],
  },
  {
    code: 'PBT',
    displayName: 'Prime Bet',
    accountTypeName: 'PBT',
    offers: [{ category: 'SPORTS', names: ['Prime Sportsbook', 'Prime Virtual Sports'] }],
  },
  {
    code: 'DS88',
    displayName: 'DS88 Sabong',
    accountTypeName: 'DS88',
    offers: [{ category: 'COCKFIGHT', names: ['Sabong Arena', 'Sabong Live'] }],
  },
  { code: 'AV', displayName: 'AV Esports', accountTypeName: 'AV', offers: [{ category: 'ESPORTS', names: ['AV Esports Lobby'] }] },
  {
    code: 'IMES',
    displayName: 'IM Esports',
    accountTypeName: 'IMES',
    offers: [{ category: 'ESPORTS', names: ['IM Esports Lobby'] }],
  },
  { code: 'TF', displayName: 'TF Gaming', accountTypeName: 'TF', offers: [{ category: 'ESPORTS', names: ['TF Esports Lobby'] }] },
  {
    code: 'TKG',
    displayName: 'Table Kings',
    accountTypeName: 'TKG',
    offers: [
      {
        category: 'PVP',
        names: ['Tongits', 'Pusoy', 'Pusoy Dos', "Texas Hold'em", 'Blackjack', 'Teen Patti', 'Rummy', 'Niu Niu', 'Pai Gow', 'Lucky 9'],
      },
    ],
  },
  {
    code: 'CMS',
    displayName: 'Card Masters',
    accountTypeName: 'CMS',
    offers: [
      {
        category: 'PVP',
        names: [
          '13 Cards',
          'Poker Rush',
          'Andar Bahar',
          'Baccarat Cards',
          'Dragon Tiger Cards',
          'Bull Fight',
          'Big Two',
          'Sevens',
          'Gin Rummy',
          'Omaha',
        ],
      },
    ],
  },
  {
    code: 'PSC',
    displayName: 'Pusoy Club',
    accountTypeName: 'PSC',
    offers: [
      {
        category: 'PVP',
        names: [
          'Club Pusoy',
          'Club Tongits',
          'Club Lucky 9',
          'Club Blackjack',
          'Club Poker',
          'Club Baccarat',
          'Club Sabong Cards',
          'Club Rummy',
        ],
      },
    ],
  },
];

/** Word lists for generated slot titles ("Golden Dragon", "Jade Bonanza", ...). */
export const SLOT_ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mega',
  'Fortune',
  'Dragon',
  'Wild',
  'Royal',
  'Jade',
  'Mystic',
  'Crystal',
  'Blazing',
  'Sweet',
  'Super',
  'Cosmic',
  'Ancient',
  'Neon',
  'Thunder',
  'Frozen',
  'Lotus',
  'Pirate',
  'Samurai',
  'Aztec',
  'Panda',
  'Phoenix',
  'Emerald',
] as const;

export const SLOT_NOUNS = [
  'Treasure',
  'Fortune',
  'Riches',
  'Gems',
  'Spins',
  'Empire',
  'Bonanza',
  'Kingdom',
  'Jackpot',
  'Quest',
  'Legend',
  'Garden',
  'Temple',
  'Fiesta',
  'Carnival',
  'Nights',
  'Reels',
  'Wilds',
  'Gold',
  'Party',
] as const;

/** Lottery draw codes the lottery launcher sends (`lottoGameCode`); lobby nodes have none. */
export function lottoGameCode(name: string): string {
  if (/lobby/i.test(name)) return '';
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Live tables are known by their names: the demo shows them as name-only tiles. */
const NAME_ONLY_CATEGORIES: ReadonlySet<string> = new Set<CategoryCode>(['LIVE']);

/**
 * A seeded game's artwork (docs/product.md#game-artwork): a hot game whose icon shows has a large
 * picture for the entrance's large tiles; live tables show their name only.
 */
export function gameArtwork(game: { category: string; isHot: 0 | 1 }): { largeIcon: 0 | 1; showIcon: 0 | 1 } {
  const showIcon = NAME_ONLY_CATEGORIES.has(game.category) ? 0 : 1;
  return { showIcon, largeIcon: showIcon === 1 && game.isHot === 1 ? 1 : 0 };
}
