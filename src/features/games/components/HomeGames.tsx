import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

import { useGetHotGamesQuery } from '@/lib/lobby/lobby-api';

import type { Game } from '../api/games-api';
import type { OwnListCode } from '../model/categories';
import { categoryLabel } from './category-labels';
import { CategoryIcon } from './CategoryIcon';
import { GameGrid } from './GameGrid';
import { useIsRealMember, useOwnList } from './OwnGames';
import type { useGameLauncher } from './use-game-launcher';

type Launcher = ReturnType<typeof useGameLauncher>;

/** How many games a home strip holds: a swipe's worth beyond the first screen. */
const STRIP_GAMES = 12;

/** Tiles drawn while a strip's games load: the strip takes its full height at once, so nothing under it moves. */
const PLACEHOLDER_TILES = 4;

/**
 * The games on home's first screen (docs/product.md#home): a strip of hot games and, for a real
 * member, above it a strip of their recently played games (their favourites when they have played
 * none yet), each with a link to the whole list in the entrance.
 */
export function HomeGames({ language, launcher, onShowAll }: { language: string; launcher: Launcher; onShowAll: (code: string) => void }) {
  const member = useIsRealMember();
  const hot = useGetHotGamesQuery({ language });
  return (
    <div className="home-games" data-testid="home-games">
      {member && <OwnStrip launcher={launcher} onShowAll={onShowAll} />}
      <Strip code="HOT" games={hot.data?.list ?? []} loading={hot.isLoading} launcher={launcher} onShowAll={onShowAll} />
    </div>
  );
}

function OwnStrip({ launcher, onShowAll }: { launcher: Launcher; onShowAll: (code: string) => void }) {
  const recent = useOwnList('RECENT');
  const favourites = useOwnList('FAVOURITES');
  const list: OwnListCode = (recent.games?.length ?? 0) > 0 || (favourites.games?.length ?? 0) === 0 ? 'RECENT' : 'FAVOURITES';
  const games = (list === 'RECENT' ? recent.games : favourites.games) ?? [];
  // A member who has played nothing and starred nothing keeps the strip's heading and one line
  // saying where games will come, not a row of empty tiles: the hot games move up to the first
  // screen's middle, once, when the empty answers come.
  return (
    <Strip
      code={list}
      games={games}
      loading={recent.loading || favourites.loading}
      empty={<Trans>Games you play show up here.</Trans>}
      launcher={launcher}
      onShowAll={onShowAll}
    />
  );
}

function PlaceholderTile() {
  return (
    <li className="game-tile game-tile--placeholder" aria-hidden="true">
      <span className="game-tile__body">
        <span className="game-tile__icon" />
        <span className="game-tile__name" />
        <span className="game-tile__vendor">&nbsp;</span>
      </span>
    </li>
  );
}

interface StripProps {
  code: string;
  games: readonly Game[];
  loading: boolean;
  /** What an empty strip says; without it an empty strip is left out. */
  empty?: ReactNode;
  launcher: Launcher;
  onShowAll: (code: string) => void;
}

function Strip({ code, games, loading, empty, launcher, onShowAll }: StripProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  if (!loading && games.length === 0 && !empty) return null;
  const label = i18n._(categoryLabel(code));
  let body: ReactNode;
  if (loading) {
    body = (
      <div className="top-games home-games__pending" aria-busy>
        <ul className="game-grid">
          {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            <PlaceholderTile key={index} />
          ))}
        </ul>
      </div>
    );
  } else if (games.length === 0) {
    body = <p className="home-games__note">{empty}</p>;
  } else {
    body = (
      <div className="top-games">
        <GameGrid games={games.slice(0, STRIP_GAMES)} launcher={launcher} withFavourites label={label} eagerCount={3} />
      </div>
    );
  }
  return (
    <section className="games-section" aria-labelledby={headingId} data-testid="home-games-strip" data-list={code}>
      <div className="games-section__head">
        <h3 id={headingId} className="games-section__title">
          <CategoryIcon code={code} size={18} />
          {label}
        </h3>
        <button type="button" className="games-section__more" onClick={() => onShowAll(code)}>
          <Trans>View all</Trans>
        </button>
      </div>
      {body}
    </section>
  );
}
