import { PATHS } from '@/config/paths';

/**
 * Where a banner leads (docs/product.md#home: "clickable images"). The gateway's linkage is
 * `{type: route|url|game|none, target}`; anything unknown or unusable is not clickable.
 */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

export interface BannerLinkage {
  type?: string | null;
  target?: string | null;
}

/** A game's lane, looked up from the hot games list by id (banners name a game, not its lane). */
export type GameTypeOf = (gameId: string) => string | undefined;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function bannerTarget(linkage: BannerLinkage | null | undefined, gameTypeOf: GameTypeOf = () => undefined): BannerTarget {
  const type = typeof linkage?.type === 'string' ? linkage.type.trim().toLowerCase() : '';
  const target = typeof linkage?.target === 'string' ? linkage.target.trim() : '';
  if (target === '') return { kind: 'none' };
  switch (type) {
    case 'route':
      // Only paths inside the app: `//host` is another site and `/wps` is not a page.
      return target.startsWith('/m/') && !target.startsWith('//') ? { kind: 'route', to: target } : { kind: 'none' };
    case 'url':
      return isHttpUrl(target) ? { kind: 'external', href: target } : { kind: 'none' };
    case 'game': {
      // Game launch lands later; until then the banner opens the hot list of the game's lane.
      const params = new URLSearchParams({ gameType: gameTypeOf(target) ?? 'RNG', type: 'hot' });
      return { kind: 'route', to: `${PATHS.gameList}?${params.toString()}` };
    }
    default:
      return { kind: 'none' };
  }
}
