import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';

import { EmptyState } from '@/components/EmptyState';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PullList } from '@/components/pull-list/PullList';
import { TIMING } from '@/config/constants';
import { useGetHotGamesQuery } from '@/lib/lobby/lobby-api';
import { useOnline } from '@/lib/network/use-online';

import { type Game, useGetGameListInfiniteQuery } from '../api/games-api';
import { matchesGameName, searchTerm, withGameName } from '../model/game-search';
import type { GameListQuery } from '../model/game-tab';
import { GameGrid } from './GameGrid';
import { GameSearch } from './GameSearch';
import type { useGameLauncher } from './use-game-launcher';

interface ListProps {
  language: string;
  launcher: ReturnType<typeof useGameLauncher>;
  label: string;
}

/** Hot games, optionally of one type: a single answer, refreshed by pulling down. */
export function HotGames({ gameType, language, launcher, label }: ListProps & { gameType?: string }) {
  const hot = useGetHotGamesQuery({ language, gameType });
  if (hot.isLoading) return <Loading />;
  if (hot.isError && !hot.data) return <LoadFailure message={msg`The games could not be loaded.`} onRetry={() => void hot.refetch()} />;
  const games = hot.data?.list ?? [];
  if (games.length === 0) return <EmptyState />;
  return (
    <PullList hasMore={false} loadingMore={false} onLoadMore={() => undefined} onRefresh={() => hot.refetch()}>
      <GameGrid games={games} launcher={launcher} withFavourites label={label} />
    </PullList>
  );
}

/** The name typed into a list's search box, and the one asked of the gateway once typing pauses. */
function useGameSearch() {
  const [input, setInput] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const term = searchTerm(input);
    if (term === asked) return;
    const timer = setTimeout(() => setAsked(term), TIMING.gameSearchDebounce);
    return () => clearTimeout(timer);
  }, [input, asked]);
  return {
    input,
    asked,
    type: setInput,
    /** Search for this at once: Enter, a recent-search chip, the clear button. */
    now(value: string) {
      setInput(value);
      setAsked(searchTerm(value));
    },
  };
}

/**
 * GCSGAME_gameList pages of 25, appended as the player reaches the end (docs/product.md#game-tab),
 * under a search box that narrows them by name on the gateway
 * (docs/product.md#game-list-search).
 */
export function PagedGames({ query, language, launcher, label }: ListProps & { query: Extract<GameListQuery, { kind: 'games' }> }) {
  const { t } = useLingui();
  const search = useGameSearch();
  const online = useOnline();
  const filter = { gameType: query.gameType, vassalage: query.vassalage, gameClassify: query.gameClassify, language };
  const searching = search.asked !== '';
  // Vendor, language and name are part of the argument, so changing any starts again at page 1.
  const list = useGetGameListInfiniteQuery(withGameName(filter, search.asked));
  // Offline, a name never asked before has no answer: the plain list's loaded pages are searched instead.
  const plain = useGetGameListInfiniteQuery(filter, { skip: !searching });
  // While a new name loads the previous answer stays (busy), but a failed one never shows as this one's.
  const answer = list.currentData ?? (list.isFetching ? list.data : undefined);
  const offlineSearch = searching && !online && answer === undefined && list.isError;
  // Back online, a search that could not be asked is asked now: the box kept the name.
  // Only on the change to online, so a gateway that keeps failing is not asked in a loop.
  const { isError, refetch } = list;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && isError) void refetch();
    wasOnline.current = online;
  }, [online, isError, refetch]);
  const games = useMemo<Game[]>(() => {
    if (offlineSearch)
      return (plain.data?.pages.flatMap((page) => page.list) ?? []).filter((game) => matchesGameName(game.gameName, search.asked));
    return answer?.pages.flatMap((page) => page.list) ?? [];
  }, [answer, offlineSearch, plain.data, search.asked]);
  const asked = search.asked;

  // An earlier name's empty answer must not say that this name matches nothing.
  const waiting = list.isFetching && list.currentData === undefined && games.length === 0;

  let content: ReactNode;
  if (list.isLoading || waiting) content = <Loading />;
  else if (offlineSearch && !plain.data)
    content = (
      <EmptyState
        message={<Trans>Searching needs an internet connection. Your search is kept: try again once you are online.</Trans>}
        action={
          <button type="button" className="button" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  else if (list.isError && !offlineSearch && games.length === 0)
    content = <LoadFailure message={msg`The games could not be loaded.`} onRetry={() => void list.refetch()} />;
  else if (games.length === 0 && searching)
    content = (
      <EmptyState
        message={<Trans>No games match “{asked}”.</Trans>}
        action={
          <button type="button" className="button" onClick={() => search.now('')}>
            <Trans>Clear search</Trans>
          </button>
        }
      />
    );
  else if (games.length === 0) content = <EmptyState />;
  else
    content = (
      <PullList
        hasMore={!offlineSearch && list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        onRefresh={() => list.refetch()}
      >
        <GameGrid games={games} launcher={launcher} withFavourites label={searching ? t`${label}: games matching “${asked}”` : label} />
      </PullList>
    );

  return (
    <>
      <GameSearch value={search.input} onChange={search.type} onSearch={search.now} />
      {offlineSearch && plain.data && (
        <p className="game-search__note" role="status">
          <Trans>You are offline: these are the matches among the games already loaded.</Trans>
        </p>
      )}
      <div className="game-search__results" aria-busy={list.isFetching && !list.isFetchingNextPage}>
        {content}
      </div>
    </>
  );
}
