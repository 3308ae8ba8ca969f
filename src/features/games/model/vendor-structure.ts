import type { VendorGameTypes, VendorName as WireVendorName } from '@/contract/games';

/** A vendor as the lobby shows it; every field is filled so screens need no fallbacks. */
export interface VendorName {
  vendor: string;
  accountTypeName: string;
  displayName: string;
  /** Empty when the gateway names no icon; the tile then shows the default image. */
  iconUrl: string;
}

/** One wire lane (`gameCategory`) with its vendors, in the server's display order. */
interface LaneVendors {
  gameCategory: string;
  vendorNames: VendorName[];
}

/**
 * The `GCSGAME_getVassGameType` answer, checked and completed
 * (docs/product.md#game-vendor-structure). `sorting` and `mapping` are always present; `content`
 * only when the gateway sent it, because operator gateways may leave it out and the category rules
 * must then work without it.
 */
export interface VendorStructure {
  sorting: LaneVendors[];
  /** Lane → vendor codes. */
  mapping: Record<string, string[]>;
  /** Lane → vendor → the product categories (RNG, BINGO, BGS, ESPORTS, ...) offered there. */
  content?: Record<string, Record<string, string[]>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function uniqueStrings(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return [...new Set(values.filter(nonEmptyString).map((value) => value.trim()))];
}

interface ContentDetails {
  categories: Record<string, Record<string, string[]>>;
  /** The first names content gives a vendor, used when sorting does not name it. */
  names: Map<string, { accountTypeName?: string; displayName?: string }>;
}

function readContent(content: unknown): ContentDetails | undefined {
  if (!isRecord(content)) return undefined;
  const categories: ContentDetails['categories'] = {};
  const names: ContentDetails['names'] = new Map();
  for (const [lane, byVendor] of Object.entries(content)) {
    if (!isRecord(byVendor)) continue;
    const lanes: Record<string, string[]> = {};
    for (const [vendor, offers] of Object.entries(byVendor)) {
      if (!Array.isArray(offers)) continue;
      const entries = offers.filter(isRecord);
      lanes[vendor] = uniqueStrings(entries.map((entry) => entry.gameType));
      const named = entries.find((entry) => nonEmptyString(entry.displayName) || nonEmptyString(entry.accountTypeName));
      if (named && !names.has(vendor)) {
        names.set(vendor, {
          accountTypeName: nonEmptyString(named.accountTypeName) ? named.accountTypeName : undefined,
          displayName: nonEmptyString(named.displayName) ? named.displayName : undefined,
        });
      }
    }
    categories[lane] = lanes;
  }
  return { categories, names };
}

function vendorName(wire: Partial<WireVendorName>, code: string, content: ContentDetails | undefined): VendorName {
  const fromContent = content?.names.get(code);
  const accountTypeName = nonEmptyString(wire.accountTypeName) ? wire.accountTypeName : (fromContent?.accountTypeName ?? code);
  return {
    vendor: code,
    accountTypeName,
    displayName: nonEmptyString(wire.displayName) ? wire.displayName : (fromContent?.displayName ?? code),
    iconUrl: nonEmptyString(wire.iconUrl) ? wire.iconUrl : '',
  };
}

/**
 * Lanes in display order. `sorting` is the order the operator chose, so it leads; lanes it lacks
 * come from `mapping`, then `content`, so a partial answer still shows every vendor it names.
 */
function readSorting(answer: VendorGameTypes, mapping: Record<string, string[]>, content: ContentDetails | undefined): LaneVendors[] {
  const lanes = new Map<string, Map<string, VendorName>>();
  const add = (lane: string, code: string, wire: Partial<WireVendorName>) => {
    let vendors = lanes.get(lane);
    if (!vendors) {
      vendors = new Map();
      lanes.set(lane, vendors);
    }
    if (!vendors.has(code)) vendors.set(code, vendorName(wire, code, content));
  };

  for (const entry of Array.isArray(answer.sorting) ? answer.sorting : []) {
    if (!isRecord(entry) || !nonEmptyString(entry.gameCategory)) continue;
    const lane = entry.gameCategory.trim();
    if (!Array.isArray(entry.vendorNames)) {
      // A lane listed without its vendors: the mapping knows them.
      for (const code of mapping[lane] ?? []) add(lane, code, {});
      if (!lanes.has(lane)) lanes.set(lane, new Map());
      continue;
    }
    if (!lanes.has(lane)) lanes.set(lane, new Map());
    for (const wire of entry.vendorNames) {
      if (isRecord(wire) && nonEmptyString(wire.vendor)) add(lane, wire.vendor.trim(), wire);
    }
  }
  for (const [lane, codes] of Object.entries(mapping)) {
    if (lanes.has(lane)) continue;
    for (const code of codes) add(lane, code, {});
  }
  for (const [lane, byVendor] of Object.entries(content?.categories ?? {})) {
    if (lanes.has(lane)) continue;
    for (const code of Object.keys(byVendor)) add(lane, code, {});
  }
  return [...lanes].map(([gameCategory, vendors]) => ({ gameCategory, vendorNames: [...vendors.values()] }));
}

/** Checks a `GCSGAME_getVassGameType` answer and completes what a partial one leaves out. */
export function toVendorStructure(answer: VendorGameTypes | null | undefined): VendorStructure {
  const wire: VendorGameTypes = isRecord(answer) ? answer : {};
  const content = readContent(wire.content);
  const mapping: Record<string, string[]> = {};
  if (isRecord(wire.mapping)) {
    for (const [lane, codes] of Object.entries(wire.mapping)) mapping[lane] = uniqueStrings(codes);
  }
  const sorting = readSorting(wire, mapping, content);
  // The prize mode reads the mapping, so a gateway that sends only sorting still gets one.
  for (const lane of sorting) {
    mapping[lane.gameCategory] ??= lane.vendorNames.map((name) => name.vendor);
  }
  return content ? { sorting, mapping, content: content.categories } : { sorting, mapping };
}

/**
 * The product categories `content` says a vendor offers under a lane; undefined when the
 * gateway sent no details for it, so callers can tell "unknown" from "offers nothing".
 */
export function offeredCategories(structure: VendorStructure, lane: string, vendor: string): string[] | undefined {
  const offered = structure.content?.[lane]?.[vendor];
  return offered && offered.length > 0 ? offered : undefined;
}
