import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useGetHotGamesQuery } from '../../../lib/lobby/lobby-api';
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

/**
 * The games on home's first screen (docs/product.md#home): a strip of hot games and, for a real
 * member, a strip of their recently played games (their favourites when they have played none
 * yet), each with a link to the whole list in the entrance.
 */
export function HomeGames({ language, launcher, onShowAll }: { language: string; launcher: Launcher; onShowAll: (code: string) => void }) {
  const member = useIsRealMember();
  const hot = useGetHotGamesQuery({ language });
  return (
    <div className="home-games" data-testid="home-games">
      {member && <OwnStrip launcher={launcher} onShowAll={onShowAll} />}
      <Strip code="HOT" games={hot.data?.list ?? []} launcher={launcher} onShowAll={onShowAll} />
    </div>
  );
}

function OwnStrip({ launcher, onShowAll }: { launcher: Launcher; onShowAll: (code: string) => void }) {
  const recent = useOwnList('RECENT');
  const favourites = useOwnList('FAVOURITES');
  const list: OwnListCode = (recent.games?.length ?? 0) > 0 || (favourites.games?.length ?? 0) === 0 ? 'RECENT' : 'FAVOURITES';
  const games = (list === 'RECENT' ? recent.games : favourites.games) ?? [];
  return <Strip code={list} games={games} launcher={launcher} onShowAll={onShowAll} />;
}

function Strip({ code, games, launcher, onShowAll }: { code: string; games: readonly Game[]; launcher: Launcher; onShowAll: (code: string) => void }) {
  const { i18n } = useLingui();
  const headingId = useId();
  if (games.length === 0) return null;
  const label = i18n._(categoryLabel(code));
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
      <div className="top-games">
        <GameGrid games={games.slice(0, STRIP_GAMES)} launcher={launcher} withFavourites label={label} eagerCount={3} />
      </div>
    </section>
  );
}
