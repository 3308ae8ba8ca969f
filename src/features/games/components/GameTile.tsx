import { Trans, useLingui } from '@lingui/react/macro';
import { useContext } from 'react';

import { CdnImage } from '@/components/image/CdnImage';

import type { Game } from '../api/games-api';
import { tileArt, tileName } from '../model/game-artwork';
import { LargeTilesContext } from './large-tiles';
import type { LaunchOptions } from './use-game-launcher';

/** What a tap on the tile opens first (docs/product.md#game-entrance-and-game-centre). */
export type TileMask = 'sports' | 'slots' | null;

function tileMask(game: Pick<Game, 'gameType'>): TileMask {
  if (game.gameType === 'SPORTS') return 'sports';
  if (game.gameType === 'RNG') return 'slots';
  return null;
}

export interface GameTileProps {
  game: Game;
  open: boolean;
  onOpen: (open: boolean) => void;
  onLaunch: (game: Game, options?: LaunchOptions) => void;
  favourite?: boolean;
  /** Absent where favourites do not apply. */
  onToggleFavourite?: (game: Game) => void;
  eager?: boolean;
}

/** Icons are drawn at a fixed box so a list of hundreds never shifts while images arrive. */
const ICON_SIZE = 104;

/**
 * A game: SPORTS reveals Mobile and Desktop, RNG a mask with Play now and (supportPlay 0) Free
 * trial; every other game launches at once.
 */
export function GameTile({ game, open, onOpen, onLaunch, favourite = false, onToggleFavourite, eager = false }: GameTileProps) {
  const { t } = useLingui();
  const mask = tileMask(game);
  const art = tileArt(game, useContext(LargeTilesContext));
  const name = tileName(game);

  return (
    <li
      className={open ? 'game-tile game-tile--open' : 'game-tile'}
      data-testid="game-tile"
      data-game-id={game.id}
      data-tile-art={art.kind === 'name' ? 'name' : art.large ? 'large' : 'icon'}
    >
      <button
        type="button"
        className="game-tile__body"
        aria-expanded={mask ? open : undefined}
        onClick={() => (mask ? onOpen(!open) : onLaunch(game))}
      >
        {art.kind === 'icon' ? (
          <>
            <CdnImage
              src={art.src}
              // A large picture that fails to load gives way to the normal icon.
              fallbackSrc={art.large ? game.iconUrl : undefined}
              alt=""
              width={ICON_SIZE}
              height={ICON_SIZE}
              className={art.large ? 'game-tile__icon game-tile__icon--large' : 'game-tile__icon'}
              loading={eager ? 'eager' : 'lazy'}
            />
            <span className="game-tile__name">{name}</span>
          </>
        ) : (
          // showIcon false: the name takes the picture's place, so the grid stays even.
          <span className="game-tile__name game-tile__name--only">{name}</span>
        )}
        {game.displayName && <span className="game-tile__vendor">{game.displayName}</span>}
      </button>
      {game.isNew === 1 && (
        <span className="game-tile__badge">
          <Trans>New</Trans>
        </span>
      )}
      {onToggleFavourite && (
        <button
          type="button"
          className={favourite ? 'game-tile__favourite game-tile__favourite--on' : 'game-tile__favourite'}
          aria-pressed={favourite}
          aria-label={t`Favourite ${name}`}
          onClick={() => onToggleFavourite(game)}
          data-testid="favourite-toggle"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z"
              fill={favourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
      {open && mask === 'sports' && (
        <div className="game-tile__mask">
          <button type="button" className="button game-tile__action" onClick={() => onLaunch(game)}>
            <Trans>Mobile</Trans>
          </button>
          <button type="button" className="button button--quiet game-tile__action" onClick={() => onLaunch(game, { desktop: true })}>
            <Trans>Desktop</Trans>
          </button>
        </div>
      )}
      {open && mask === 'slots' && (
        <div className="game-tile__mask">
          <button type="button" className="button game-tile__action" onClick={() => onLaunch(game)}>
            <Trans>Play now</Trans>
          </button>
          {game.supportPlay === 0 && (
            <button type="button" className="button button--quiet game-tile__action" onClick={() => onLaunch(game, { freePlay: true })}>
              <Trans>Free trial</Trans>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
