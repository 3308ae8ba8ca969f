import './games.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';
import { useGetVendorGameTypesQuery } from '@/lib/lobby/lobby-api';
import { isRealMember } from '@/lib/session/roles';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { useGetRecentGamesQuery } from '../api/games-api';
import { lobbyCategories } from '../model/categories';
import { gameListQuery } from '../model/game-tab';
import { gamesOfCategory } from '../model/own-games';
import { categoryLabel } from './category-labels';
import { GameGrid } from './GameGrid';
import { PagedGames } from './GameLists';
import { useFavourites } from './use-favourites';
import { useGameLauncher } from './use-game-launcher';

/** The member's own lists, shown beside the vendors. */
const OWN_LISTS = { favourites: 'favourites', recent: 'recent' } as const;
type OwnList = (typeof OWN_LISTS)[keyof typeof OWN_LISTS];

/**
 * /m/slotsCenter?vassalage=… (docs/product.md#game-entrance-and-game-centre): RNG vendors and their
 * games, favourite-aware.
 */
export function SlotsCentrePage() {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useDebouncedLanguageCode();
  const session = useAppSelector(selectSession);
  const member = session !== null && isRealMember(session.type);
  const structure = useGetVendorGameTypesQuery({ language });
  const vendors = useMemo(
    () => lobbyCategories(structure.data).find((category) => category.code === 'RNG')?.vendors ?? [],
    [structure.data],
  );
  const launcher = useGameLauncher();
  const listParam = searchParams.get('list');
  const ownList: OwnList | null = member && (listParam === OWN_LISTS.favourites || listParam === OWN_LISTS.recent) ? listParam : null;
  const wanted = searchParams.get('vassalage');
  const vendor = vendors.find((entry) => entry.vendor === wanted)?.vendor ?? vendors[0]?.vendor;
  const label = i18n._(categoryLabel('RNG'));

  function choose(next: { vassalage?: string; list?: OwnList }) {
    const params = new URLSearchParams();
    if (next.vassalage) params.set('vassalage', next.vassalage);
    if (next.list) params.set('list', next.list);
    setSearchParams(params, { replace: true });
  }

  if (structure.isLoading) return <Loading />;
  const query = vendor ? gameListQuery({ kind: 'category', category: 'RNG', vendor }) : null;

  return (
    <div className="games-page">
      <nav className="chip-bar" aria-label={label}>
        {member && (
          <>
            <button type="button" className="chip" aria-pressed={ownList === 'favourites'} onClick={() => choose({ list: 'favourites' })}>
              <Trans>Favourites</Trans>
            </button>
            <button type="button" className="chip" aria-pressed={ownList === 'recent'} onClick={() => choose({ list: 'recent' })}>
              <Trans>Recent</Trans>
            </button>
          </>
        )}
        {vendors.map((entry) => (
          <button
            key={entry.vendor}
            type="button"
            className="chip"
            aria-pressed={ownList === null && entry.vendor === vendor}
            onClick={() => choose({ vassalage: entry.vendor })}
          >
            {entry.displayName}
          </button>
        ))}
      </nav>
      {ownList === 'favourites' && <FavouriteGames launcher={launcher} />}
      {ownList === 'recent' && <RecentGames launcher={launcher} />}
      {ownList === null &&
        (query?.kind === 'games' ? <PagedGames query={query} language={language} launcher={launcher} label={label} /> : <EmptyState />)}
      {launcher.prompt}
    </div>
  );
}

function FavouriteGames({ launcher }: { launcher: ReturnType<typeof useGameLauncher> }) {
  const { i18n } = useLingui();
  const favourites = useFavourites();
  if (favourites.loading) return <Loading />;
  // Slots only: a favourite of another category is listed under its own (docs/product.md#favourites-and-recent).
  const games = gamesOfCategory(favourites.list ?? [], 'RNG');
  if (games.length === 0) return <EmptyState message={<Trans>Tap the star on a game to keep it here.</Trans>} />;
  return <GameGrid games={games} launcher={launcher} withFavourites label={i18n._(categoryLabel('RNG'))} />;
}

function RecentGames({ launcher }: { launcher: ReturnType<typeof useGameLauncher> }) {
  const recent = useGetRecentGamesQuery();
  if (recent.isLoading) return <Loading />;
  const games = gamesOfCategory(recent.data?.list ?? [], 'RNG');
  if (games.length === 0) return <EmptyState message={<Trans>Games you play show up here.</Trans>} />;
  return <GameGrid games={games} launcher={launcher} withFavourites />;
}
