import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { EmptyState } from '@/components/EmptyState';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { isRealMember } from '@/lib/session/roles';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { type Game, useGetRecentGamesQuery } from '../api/games-api';
import type { GameCategory, OwnListCode } from '../model/categories';
import { groupByCategory } from '../model/own-games';
import { categoryLabel } from './category-labels';
import { CategoryIcon } from './CategoryIcon';
import { GameGrid } from './GameGrid';
import { useFavourites } from './use-favourites';
import type { useGameLauncher } from './use-game-launcher';

type Launcher = ReturnType<typeof useGameLauncher>;

/** Whether the session is a real member's: only they keep favourites and a recent list. */
export function useIsRealMember(): boolean {
  const session = useAppSelector(selectSession);
  return session !== null && isRealMember(session.type);
}

/** The member's favourites or recently played games, of every category (one answer each). */
export function useOwnList(
  list: OwnListCode,
  skip = false,
): { games: readonly Game[] | undefined; loading: boolean; failed: boolean; retry: () => void } {
  const member = useIsRealMember();
  const favourites = useFavourites();
  const recent = useGetRecentGamesQuery(undefined, { skip: skip || !member || list !== 'RECENT' });
  if (list === 'FAVOURITES') return { games: favourites.list, loading: favourites.loading, failed: false, retry: () => undefined };
  return {
    games: recent.data?.list,
    loading: recent.isLoading,
    failed: recent.isError && !recent.data,
    retry: () => void recent.refetch(),
  };
}

/**
 * A member's Favourites or Recent across all categories (docs/product.md#favourites-and-recent):
 * each game under its own category's heading, in the lobby's order, so a live table is listed
 * under Live casino wherever it was starred.
 */
export function OwnGames({ list, categories, launcher }: { list: OwnListCode; categories: readonly GameCategory[]; launcher: Launcher }) {
  const { i18n } = useLingui();
  const own = useOwnList(list);
  if (own.loading) return <Loading />;
  if (own.failed) return <LoadFailure message={msg`The games could not be loaded.`} onRetry={own.retry} />;
  const games = own.games ?? [];
  if (games.length === 0) {
    return (
      <EmptyState
        message={
          list === 'FAVOURITES' ? <Trans>Tap the star on a game to keep it here.</Trans> : <Trans>Games you play show up here.</Trans>
        }
      />
    );
  }
  return (
    <div className="own-games" data-testid="own-games" data-list={list}>
      {groupByCategory(games, categories).map((group) => {
        const label = i18n._(categoryLabel(group.code));
        return (
          <section
            key={group.code}
            className="games-section"
            data-testid="own-games-category"
            data-category={group.code}
            aria-label={label}
          >
            <h3 className="games-section__title">
              <CategoryIcon code={group.code} size={18} />
              {label}
            </h3>
            <GameGrid games={group.games} launcher={launcher} withFavourites label={label} />
          </section>
        );
      })}
    </div>
  );
}
