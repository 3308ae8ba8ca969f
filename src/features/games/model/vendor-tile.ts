import type { CategoryCode } from './categories';

/**
 * docs/product.md#game-entrance-and-game-centre: vendor tiles are 280 units wide; these categories'
 * artwork is wider.
 */
const VENDOR_TILE_WIDTH = 280;
const WIDE_VENDOR_TILE_WIDTH = 420;

const WIDE_TILE_CATEGORIES: ReadonlySet<string> = new Set(['FISH', 'PVP', 'ELOTT']);

export function vendorTileWidth(code: CategoryCode): number {
  return WIDE_TILE_CATEGORIES.has(code) ? WIDE_VENDOR_TILE_WIDTH : VENDOR_TILE_WIDTH;
}
