/** `GCSGAME_getVassGameType` (PROTOCOL.md): `content = { <CATEGORY>: { <VENDOR>: [...] } }`. */
export interface VendorGameTypes {
  content: Record<string, Record<string, unknown[]>>;
}

export interface LobbySummary {
  categories: number;
  vendors: number;
}

/** Counts categories with at least one vendor, and distinct vendors across them. */
export function summariseLobby(value: VendorGameTypes): LobbySummary {
  const vendors = new Set<string>();
  let categories = 0;
  for (const byVendor of Object.values(value.content ?? {})) {
    const names = Object.keys(byVendor ?? {});
    if (names.length > 0) categories += 1;
    for (const name of names) vendors.add(name);
  }
  return { categories, vendors: vendors.size };
}
