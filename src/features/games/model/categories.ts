import { COCKFIGHT_CODE, ESPORTS_CODES } from '@/config/constants';
import type { VendorGameTypes } from '@/contract/games';

import { offeredCategories, toVendorStructure, type VendorName, type VendorStructure } from './vendor-structure';

/** The product categories (docs/product.md#who-it-is-for, #entities). */
export const CATEGORY_CODES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'ESPORTS', 'BINGO', 'COCKFIGHT', 'BGS'] as const;

type KnownCategoryCode = (typeof CATEGORY_CODES)[number];

/** A known category, or a lane this app does not know yet; unknown lanes are still shown. */
export type CategoryCode = KnownCategoryCode | (string & Record<never, never>);

export interface GameCategory {
  code: CategoryCode;
  /** The wire lane the vendors were listed under, i.e. the `gameType` their games carry. */
  lane: string;
  vendors: VendorName[];
}

/** docs/product.md#category-ordering: the RNG lane's vendor with this code is the BGS category. */
export const BGS_VENDOR = 'BGS';

const isEsportsVendor = (vendor: string): boolean => (ESPORTS_CODES as readonly string[]).includes(vendor.toUpperCase());
const isCockfightVendor = (vendor: string): boolean => vendor.toUpperCase() === COCKFIGHT_CODE;

/** Categories the platform carves out of one wire lane (docs/gateway-protocol.md#vendor-lanes). */
const LANE_FAMILIES: Readonly<Record<string, readonly KnownCategoryCode[]>> = {
  SPORTS: ['SPORTS', 'ESPORTS', 'COCKFIGHT'],
  RNG: ['RNG', 'BINGO', 'BGS'],
};

/**
 * Where a carved-out category is shown: right after the first of its anchors that the server
 * listed (docs/product.md#category-ordering). ESPORTS has no sentence of its own, so it stays beside
 * the SPORTS lane it came from; the second anchors keep a category visible when the first is
 * missing. Applied in this order, so FISH is followed by BINGO then BGS.
 */
const PLACEMENTS: readonly (readonly [KnownCategoryCode, readonly string[]])[] = [
  ['ESPORTS', ['SPORTS']],
  ['BINGO', ['FISH', 'RNG']],
  ['BGS', ['FISH', 'RNG']],
  ['COCKFIGHT', ['PVP', 'SPORTS']],
];
const PLACED: ReadonlySet<string> = new Set(PLACEMENTS.map(([code]) => code));

/**
 * The categories one vendor of a lane belongs to. The codes of docs/product.md#constants (esports
 * AV, AI, IMES, TF, IA; cockfight DS88) and the BGS vendor decide by themselves, because operator
 * gateways may send no details. Otherwise `content` says what the vendor offers in the lane, so a
 * bingo-only vendor leaves the slots list and a vendor with slots and bingo appears in both. With
 * neither, the vendor stays in its lane.
 */
function categoriesOfVendor(structure: VendorStructure, lane: string, vendor: string): string[] {
  const family = LANE_FAMILIES[lane];
  if (!family) return [lane];
  if (lane === 'SPORTS' && isEsportsVendor(vendor)) return ['ESPORTS'];
  if (lane === 'SPORTS' && isCockfightVendor(vendor)) return ['COCKFIGHT'];
  if (lane === 'RNG' && vendor.toUpperCase() === BGS_VENDOR) return ['BGS'];
  const offered = (offeredCategories(structure, lane, vendor) ?? []).filter((code) => (family as readonly string[]).includes(code));
  return offered.length > 0 ? offered : [lane];
}

/** Inserts a carved-out category after its anchor and after any category already placed there. */
function insertAfter(order: string[], anchor: string, code: string): void {
  let at = order.indexOf(anchor) + 1;
  while (at < order.length && PLACED.has(order[at]!)) at += 1;
  order.splice(at, 0, code);
}

/**
 * The lobby's categories in display order (docs/product.md#category-ordering): the server's lanes
 * in its order with ESPORTS and COCKFIGHT split out of SPORTS, BINGO and BGS out of RNG, each placed
 * by its rule; categories left without vendors are dropped, unknown lanes kept where they were.
 */
export function orderedCategories(structure: VendorStructure): GameCategory[] {
  const buckets = new Map<string, { lane: string; vendors: Map<string, VendorName> }>();
  // Lanes the server listed that are not carved-out categories: the anchors for placement.
  const base: string[] = [];
  // For a carved-out category the server sent as its own lane: the lane that followed it.
  const serverNext = new Map<string, number>();

  for (const { gameCategory: lane, vendorNames } of structure.sorting) {
    if (PLACED.has(lane)) {
      if (!serverNext.has(lane)) serverNext.set(lane, base.length);
    } else if (!base.includes(lane)) {
      base.push(lane);
    }
    for (const name of vendorNames) {
      for (const code of categoriesOfVendor(structure, lane, name.vendor)) {
        let bucket = buckets.get(code);
        if (!bucket) {
          bucket = { lane, vendors: new Map() };
          buckets.set(code, bucket);
        }
        if (!bucket.vendors.has(name.vendor)) bucket.vendors.set(name.vendor, name);
      }
    }
  }

  const order = [...base];
  const unanchored: string[] = [];
  for (const [code, anchors] of PLACEMENTS) {
    if (!buckets.has(code)) continue;
    const anchor = anchors.find((candidate) => base.includes(candidate));
    if (anchor === undefined) unanchored.push(code);
    else insertAfter(order, anchor, code);
  }
  // Only a category the server sent as a lane of its own can lack an anchor: it keeps the
  // server's position, placed last so that it never splits an anchor from its categories.
  for (const code of unanchored) {
    const next = base[serverNext.get(code) ?? base.length];
    const at = next === undefined ? -1 : order.indexOf(next);
    if (at === -1) order.push(code);
    else order.splice(at, 0, code);
  }

  return order.flatMap((code) => {
    const bucket = buckets.get(code);
    if (!bucket || bucket.vendors.size === 0) return [];
    return [{ code, lane: bucket.lane, vendors: [...bucket.vendors.values()] }];
  });
}

/** Each answer's categories, derived once: the answer object is the store's and never changes. */
const categoriesByAnswer = new WeakMap<object, readonly GameCategory[]>();
const NO_CATEGORIES: readonly GameCategory[] = [];

/**
 * The lobby's categories for one `GCSGAME_getVassGameType` answer, computed once per answer and
 * shared by every screen that shows them. A screen's own memo is lost whenever React throws away
 * a render that has not reached the screen yet (a page mounting while answers keep arriving is
 * rendered again from the start), and each new screen would derive the same list again.
 */
export function lobbyCategories(answer: VendorGameTypes | null | undefined): readonly GameCategory[] {
  if (typeof answer !== 'object' || answer === null) return NO_CATEGORIES;
  let categories = categoriesByAnswer.get(answer);
  if (!categories) {
    categories = orderedCategories(toVendorStructure(answer));
    categoriesByAnswer.set(answer, categories);
  }
  return categories;
}

/**
 * A real member's own lists, across all categories (docs/product.md#favourites-and-recent): an
 * entrance menu item and a game-centre tab each.
 */
const OWN_LIST_CODES = ['FAVOURITES', 'RECENT'] as const;
export type OwnListCode = (typeof OWN_LIST_CODES)[number];

export function isOwnListCode(code: string | null | undefined): code is OwnListCode {
  return (OWN_LIST_CODES as readonly string[]).includes(code ?? '');
}

/** Fixed entries at the top of the game entrance menu (docs/product.md#game-entrance-and-game-centre). */
type EntranceFixedCode = 'HOME' | 'SERVICE' | 'HOT' | OwnListCode;

export type EntranceItem = { kind: 'fixed'; code: EntranceFixedCode } | { kind: 'category'; code: CategoryCode; category: GameCategory };

const ENTRANCE_FIXED: readonly EntranceFixedCode[] = ['HOME', 'SERVICE', 'HOT'];

/**
 * Entrance (docs/product.md#game-entrance-and-game-centre): HOME, SERVICE, HOT, for a real member
 * FAVOURITES and RECENT, then the server's categories without ELOTT.
 */
export function entranceMenu(categories: readonly GameCategory[], member = false): EntranceItem[] {
  return [
    ...ENTRANCE_FIXED.map((code): EntranceItem => ({ kind: 'fixed', code })),
    ...(member ? OWN_LIST_CODES.map((code): EntranceItem => ({ kind: 'fixed', code })) : []),
    ...categories
      .filter((category) => category.code !== 'ELOTT')
      .map((category): EntranceItem => ({ kind: 'category', code: category.code, category })),
  ];
}

const VENDOR_GAME_LIST_CATEGORIES: ReadonlySet<string> = new Set(['FISH', 'LIVE', 'RNG', 'PVP', 'BGS', 'BINGO']);

/**
 * Entrance (docs/product.md#game-entrance-and-game-centre): these categories show a vendor game
 * list with that type's hot games; the others show the third-party vendor list.
 */
export function showsVendorGameList(code: CategoryCode): boolean {
  return VENDOR_GAME_LIST_CATEGORIES.has(code);
}

/** The game centre's first tab, showing every category. */
export const ALL_TAB = 'ALL';

/**
 * Game centre (docs/product.md#game-entrance-and-game-centre): All, for a real member Favourites
 * and Recent, then one tab per category, from the vendor sorting list.
 */
export function centreTabs(categories: readonly GameCategory[], member = false): CategoryCode[] {
  return [ALL_TAB, ...(member ? OWN_LIST_CODES : []), ...categories.map((category) => category.code)];
}

/** The query parameter that holds the entrance's chosen menu item. */
export const ENTRANCE_MENU_PARAM = 'menu';

/**
 * The entrance panel to show for a `menu` query value: a category the menu lists (any case), HOT,
 * FAVOURITES or RECENT for a real member, or HOME where the entrance is home's content. Anything
 * else, or nothing, falls back to the first panel: HOME on home, HOT on /m/game (where HOME is a
 * link away).
 */
export function entranceSelection(wanted: string | null, categories: readonly GameCategory[], onHome: boolean, member = false): string {
  const fallback = onHome ? 'HOME' : 'HOT';
  const code = wanted?.toUpperCase();
  if (code === 'HOT' || (code === 'HOME' && onHome)) return code;
  if (member && isOwnListCode(code)) return code;
  if (code && code !== 'ELOTT' && categories.some((category) => category.code === code)) return code;
  return fallback;
}
