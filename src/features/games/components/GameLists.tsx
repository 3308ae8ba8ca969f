import { useMemo } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { PullList } from '../../../components/pull-list/PullList';
import { useGetGameListInfiniteQuery, type Game } from '../api/games-api';
import type { GameListQuery } from '../model/game-tab';
import { GameGrid } from './GameGrid';
import { ListFailure } from './ListFailure';
import type { useGameLauncher } from './use-game-launcher';
import { useGetHotGamesQuery } from '../../../lib/lobby/lobby-api';

interface ListProps {
  language: string;
  launcher: ReturnType<typeof useGameLauncher>;
  label: string;
}

/** Hot games, optionally of one type: a single answer, refreshed by pulling down. */
export function HotGames({ gameType, language, launcher, label }: ListProps & { gameType?: string }) {
  const hot = useGetHotGamesQuery({ language, gameType });
  if (hot.isLoading) return <Loading />;
  if (hot.isError && !hot.data) return <ListFailure onRetry={() => void hot.refetch()} />;
  const games = hot.data?.list ?? [];
  if (games.length === 0) return <EmptyState />;
  return (
    <PullList hasMore={false} loadingMore={false} onLoadMore={() => undefined} onRefresh={() => hot.refetch()}>
      <GameGrid games={games} launcher={launcher} withFavourites label={label} />
    </PullList>
  );
}

/** GCSGAME_gameList pages of 25, appended as the player reaches the end (docs/product.md#game-tab). */
export function PagedGames({ query, language, launcher, label }: ListProps & { query: Extract<GameListQuery, { kind: 'games' }> }) {
  // Vendor and language are part of the argument, so changing either starts again at page 1.
  const list = useGetGameListInfiniteQuery({
    gameType: query.gameType,
    vassalage: query.vassalage,
    gameClassify: query.gameClassify,
    language,
  });
  const games = useMemo<Game[]>(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  if (list.isLoading) return <Loading />;
  if (list.isError && games.length === 0) return <ListFailure onRetry={() => void list.refetch()} />;
  if (games.length === 0) return <EmptyState />;
  return (
    <PullList
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      onRefresh={() => list.refetch()}
    >
      <GameGrid games={games} launcher={launcher} withFavourites label={label} />
    </PullList>
  );
}
