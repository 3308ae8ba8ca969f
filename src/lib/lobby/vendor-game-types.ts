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

interface WireLaneSorting {
  gameCategory: string;
  vendorNames?: WireVendorName[];
}

/**
 * `GCSGAME_getVassGameType` (docs/gateway-protocol.md#vendor-lanes). Every part is optional on the
 * wire: operator gateways are known to send only `sorting` + `mapping`, the reference gateway
 * adds `content`, and older answers carried `content` alone.
 */
export interface VendorGameTypes {
  content?: Record<string, Record<string, unknown[]>>;
  sorting?: WireLaneSorting[];
  mapping?: Record<string, string[]>;
}
