import { useEffect, useRef, useState } from 'react';

import type { Game } from '../api/games-api';
import { GameTile } from './GameTile';
import { useFavourites } from './use-favourites';
import type { useGameLauncher } from './use-game-launcher';

export interface GameGridProps {
  games: readonly Game[];
  launcher: ReturnType<typeof useGameLauncher>;
  /** Stars on the tiles (the slots centre and game lists). */
  withFavourites?: boolean;
  /** How many tiles load their icon at once: the ones on the first screen. */
  eagerCount?: number;
  label?: string;
}

/**
 * Tiles in a grid with at most one open mask; a tap anywhere outside the open tile closes it
 * (docs/product.md#game-entrance-and-game-centre: "closed by a click elsewhere").
 */
export function GameGrid({ games, launcher, withFavourites = false, eagerCount = 6, label }: GameGridProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const favourites = useFavourites();
  const grid = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (openId === null) return;
    function closeOnOutside(event: PointerEvent) {
      const tile = grid.current?.querySelector(`[data-game-id="${openId}"]`);
      if (tile && event.target instanceof Node && tile.contains(event.target)) return;
      setOpenId(null);
    }
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [openId]);

  return (
    <ul ref={grid} className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <GameTile
          key={`${game.vendor}-${game.id}`}
          game={game}
          eager={index < eagerCount}
          open={openId === game.id}
          onOpen={(open) => setOpenId(open ? game.id : null)}
          onLaunch={(target, options) => {
            setOpenId(null);
            void launcher.launch(target, options);
          }}
          favourite={favourites.ids.has(game.id)}
          onToggleFavourite={withFavourites ? (target) => void favourites.toggle(target) : undefined}
        />
      ))}
    </ul>
  );
}
