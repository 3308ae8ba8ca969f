import type { Game } from '@/contract/games';

/** What a game tile draws above its name (docs/product.md#game-artwork). */
export type TileArt = { kind: 'icon'; src: string; large: boolean } | { kind: 'name' };

type ArtworkFields = Pick<Game, 'iconUrl' | 'telIconUrl' | 'mobileLargeIcon' | 'showIcon'>;

const usable = (url: string | null | undefined): url is string => typeof url === 'string' && url.trim() !== '';

/**
 * `showIcon` false: the name only. Otherwise the phone icon (`telIconUrl`, else `iconUrl`); on a
 * large tile the large picture (`mobileLargeIcon`) when the game has one. Only an explicit false
 * hides the icon: gateways that do not send the field keep their pictures.
 */
export function tileArt(game: ArtworkFields, largeTile: boolean): TileArt {
  if (game.showIcon === false) return { kind: 'name' };
  if (largeTile && usable(game.mobileLargeIcon)) return { kind: 'icon', src: game.mobileLargeIcon, large: true };
  return { kind: 'icon', src: usable(game.telIconUrl) ? game.telIconUrl : game.iconUrl, large: false };
}

/** The game's name as shown: its (translated) `gameName`, else the catalogue node's `nodeName`. */
export function tileName(game: Pick<Game, 'gameName' | 'nodeName'>): string {
  return game.gameName.trim() !== '' ? game.gameName : (game.nodeName ?? '');
}
