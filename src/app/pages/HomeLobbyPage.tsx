import { type ReactNode, Suspense } from 'react';

import { HomePage } from '@/features/home/HomePage';
import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';

// The entrance comes after the home content has started (its own chunk), so it never holds the
// banner's first paint back.
const GameEntrance = lazyWithMessages(() => import('@/features/games/components/GameEntrance').then((module) => module.GameEntrance));

/** Home's lobby is the game entrance, with the home content as its HOME panel (docs/product.md#home). */
function renderLobby(homePanel: ReactNode) {
  return (
    <Suspense fallback={<div className="game-entrance game-entrance--pending" aria-busy="true" />}>
      <GameEntrance homePanel={homePanel} />
    </Suspense>
  );
}

/** /m/home and its aliases. */
export function HomeLobbyPage() {
  return <HomePage renderLobby={renderLobby} />;
}
