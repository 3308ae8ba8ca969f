/** One product category a vendor offers under a lane (`content.<lane>.<vendor>[]`). */
export interface VendorGameType {
  gameType: string;
  accountTypeName?: string;
  displayName?: string;
}

/** A vendor as the `sorting` list names it. */
export interface WireVendorName {
  vendor: string;
  accountTypeName?: string;
  displayName?: string;
  iconUrl?: string;
}

export interface WireLaneSorting {
  gameCategory: string;
  vendorNames?: WireVendorName[];
}

/**
 * `GCSGAME_getVassGameType` (PROTOCOL.md "Games and lottery"). Every part is optional on the
 * wire: operator gateways are known to send only `sorting` + `mapping`, the reference gateway
 * adds `content`, and older answers carried `content` alone.
 */
export interface VendorGameTypes {
  content?: Record<string, Record<string, unknown[]>>;
  sorting?: WireLaneSorting[];
  mapping?: Record<string, string[]>;
}

export interface LobbySummary {
  categories: number;
  vendors: number;
}

/** Lane → vendor codes from whichever part the answer carries, richest first. */
function vendorsByLane(value: VendorGameTypes): [string, string[]][] {
  if (value.content && Object.keys(value.content).length > 0) {
    return Object.entries(value.content).map(([lane, byVendor]) => [lane, Object.keys(byVendor ?? {})]);
  }
  if (Array.isArray(value.sorting) && value.sorting.length > 0) {
    return value.sorting.map((lane) => [lane.gameCategory, (lane.vendorNames ?? []).map((name) => name.vendor)]);
  }
  return Object.entries(value.mapping ?? {}).map(([lane, vendors]) => [lane, Array.isArray(vendors) ? vendors : []]);
}

/** Counts categories with at least one vendor, and distinct vendors across them. */
export function summariseLobby(value: VendorGameTypes): LobbySummary {
  const vendors = new Set<string>();
  let categories = 0;
  for (const [, names] of vendorsByLane(value)) {
    if (names.length > 0) categories += 1;
    for (const name of names) vendors.add(name);
  }
  return { categories, vendors: vendors.size };
}
