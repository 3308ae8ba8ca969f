import type { VendorGameType, VendorGameTypes, VendorName } from '@/contract/games';

/*
 * Test answers for GCSGAME_getVassGameType, written out by hand because src may not import the
 * gateway. SEED_ANSWER is what the reference gateway's vassGameTypes() returns for its demo
 * catalogue; SORTING_ONLY_ANSWER is the shape operator gateways send (no content details).
 */

type Offer = [vendor: string, displayName: string, accountTypeName: string, categories: string[]];

const SEED_LANES: [lane: string, offers: Offer[]][] = [
  [
    'LOTT',
    [
      ['TCG', 'TCG Lottery', 'TCG', ['LOTT']],
      ['TCG_SEA', 'SEA Lotto', 'TCG', ['LOTT']],
      ['LUCKY8', 'Lucky 8 Lotto', 'LK8', ['LOTT']],
    ],
  ],
  [
    'ELOTT',
    [
      ['TCG_LOTTO_VN', 'VN Lotto', 'TCG', ['ELOTT']],
      ['LOTT', 'E-Lotto', 'LOTT', ['ELOTT']],
    ],
  ],
  [
    'LIVE',
    [
      ['ALV', 'Aurora Live', 'ALV', ['LIVE']],
      ['RYL', 'Royale Live', 'RYL', ['LIVE']],
      ['SPL', 'Sapphire Live', 'SPL', ['LIVE']],
      ['DGH', 'Dragon Hall', 'DGH', ['LIVE']],
    ],
  ],
  [
    'RNG',
    [
      ['NVS', 'Nova Slots', 'NVS', ['RNG']],
      ['GRL', 'Golden Reels', 'GRL', ['RNG']],
      ['PXS', 'Pixel Spin', 'PXS', ['RNG']],
      ['SFG', 'Starfruit Gaming', 'SFG', ['RNG']],
      ['LTG', 'Lucky Tiger', 'LTG', ['RNG']],
      ['BGS', 'BGS Studio', 'BGS', ['BGS']],
      ['BBY', 'Bingo Bay', 'BBY', ['BINGO']],
    ],
  ],
  [
    'FISH',
    [
      ['NVS', 'Nova Slots', 'NVS', ['FISH']],
      ['GRL', 'Golden Reels', 'GRL', ['FISH']],
      ['DPB', 'Deep Blue', 'DPB', ['FISH']],
      ['RFH', 'Reef Hunter', 'RFH', ['FISH']],
    ],
  ],
  [
    'SPORTS',
    [
      ['ASP', 'Arena Sports', 'ASP', ['SPORTS']],
      ['PBT', 'Prime Bet', 'PBT', ['SPORTS']],
      ['DS88', 'DS88 Sabong', 'DS88', ['COCKFIGHT']],
      ['AV', 'AV Esports', 'AV', ['ESPORTS']],
      ['IMES', 'IM Esports', 'IMES', ['ESPORTS']],
      ['TF', 'TF Gaming', 'TF', ['ESPORTS']],
    ],
  ],
  [
    'PVP',
    [
      ['SFG', 'Starfruit Gaming', 'SFG', ['PVP']],
      ['TKG', 'Table Kings', 'TKG', ['PVP']],
      ['CMS', 'Card Masters', 'CMS', ['PVP']],
      ['PSC', 'Pusoy Club', 'PSC', ['PVP']],
    ],
  ],
];

function seedAnswer(): Required<VendorGameTypes> {
  const content: Record<string, Record<string, VendorGameType[]>> = {};
  const sorting: { gameCategory: string; vendorNames: VendorName[] }[] = [];
  const mapping: Record<string, string[]> = {};
  for (const [lane, offers] of SEED_LANES) {
    content[lane] = {};
    mapping[lane] = [];
    const vendorNames: VendorName[] = [];
    for (const [vendor, displayName, accountTypeName, categories] of offers) {
      content[lane][vendor] = categories.map((gameType) => ({ gameType, accountTypeName, displayName }));
      mapping[lane].push(vendor);
      vendorNames.push({ vendor, accountTypeName, displayName, iconUrl: `/cdn/vendors/${vendor}.svg` });
    }
    sorting.push({ gameCategory: lane, vendorNames });
  }
  return { content, sorting, mapping };
}

export const SEED_ANSWER: Required<VendorGameTypes> = seedAnswer();

/** The seed's lanes as an operator gateway would send them: sorting and mapping, no content. */
export const SORTING_ONLY_ANSWER: VendorGameTypes = { sorting: SEED_ANSWER.sorting, mapping: SEED_ANSWER.mapping };
