import './games.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';
import { useGetVendorGameTypesQuery } from '@/lib/lobby/lobby-api';

import { lobbyCategories } from '../model/categories';
import { gameListQuery, parseGameListSearch } from '../model/game-tab';
import { categoryLabel } from './category-labels';
import { HotGames, PagedGames } from './GameLists';
import { useGameLauncher } from './use-game-launcher';

/** /m/gameList?gameType=…&type=hot|vassalage=… (docs/product.md#route-table, #game-tab). */
export function GameListPage() {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const target = useMemo(() => parseGameListSearch(searchParams), [searchParams]);
  const query = useMemo(() => gameListQuery(target), [target]);
  const categoryCode = target.kind === 'category' ? target.category : undefined;
  const vendor = target.kind === 'category' ? target.vendor : undefined;
  const language = useDebouncedLanguageCode();
  const structure = useGetVendorGameTypesQuery({ language });
  const categories = lobbyCategories(structure.data);
  const category = categories.find((entry) => entry.code === categoryCode);
  const launcher = useGameLauncher();
  const title = i18n._(categoryLabel(categoryCode ?? 'HOT'));

  function chooseVendor(vendor: string | undefined) {
    const next = new URLSearchParams(searchParams);
    next.delete('type');
    if (vendor) next.set('vassalage', vendor);
    else next.delete('vassalage');
    setSearchParams(next, { replace: true });
  }

  return (
    <div className="games-page">
      <div className="games-section__head">
        <h2 className="games-page__title">{title}</h2>
        {/* Every list leads to the whole catalogue in one tap. */}
        <AppLink className="games-section__more" to={PATHS.gameCenter} data-testid="all-games">
          <Trans>All games</Trans>
        </AppLink>
      </div>
      {query.kind === 'games' && !query.hideCategoryMenu && category && category.vendors.length > 1 && (
        <nav className="chip-bar" aria-label={i18n._(categoryLabel('ALL'))}>
          <button type="button" className="chip" aria-pressed={vendor === undefined} onClick={() => chooseVendor(undefined)}>
            <Trans>All</Trans>
          </button>
          {category.vendors.map((entry) => (
            <button
              key={entry.vendor}
              type="button"
              className="chip"
              aria-pressed={vendor === entry.vendor}
              onClick={() => chooseVendor(entry.vendor)}
            >
              {entry.displayName}
            </button>
          ))}
        </nav>
      )}
      {query.kind === 'hot' ? (
        <HotGames gameType={query.gameType} language={language} launcher={launcher} label={title} />
      ) : (
        <PagedGames query={query} language={language} launcher={launcher} label={title} />
      )}
      {launcher.prompt}
    </div>
  );
}
