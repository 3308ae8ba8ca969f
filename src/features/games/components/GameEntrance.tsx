import './games.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';
import { useGetVendorGameTypesQuery } from '@/lib/lobby/lobby-api';
import { configuredUrl } from '@/lib/system/operator-links';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import {
  ENTRANCE_MENU_PARAM,
  entranceMenu,
  entranceSelection,
  type GameCategory,
  isOwnListCode,
  lobbyCategories,
  showsVendorGameList,
} from '../model/categories';
import { gameListPath } from '../model/game-tab';
import { centreVendorTarget, slotsCentrePath } from '../model/launch-route';
import { categoryLabel } from './category-labels';
import { CategoryIcon } from './CategoryIcon';
import { HotGames } from './GameLists';
import { HomeGames } from './HomeGames';
import { LargeTilesContext } from './large-tiles';
import { OwnGames, useIsRealMember } from './OwnGames';
import { useGameLauncher } from './use-game-launcher';
import { VendorRow, type VendorTarget } from './VendorRow';

type Launcher = ReturnType<typeof useGameLauncher>;

export interface GameEntranceProps {
  /**
   * The home content (jackpot, winners, news, follow-us). Given on /m/home, where HOME is the
   * entrance's first panel and the one shown at first; on /m/game HOME leads to /m/home.
   */
  homePanel?: ReactNode;
}

/**
 * Game entrance (docs/product.md#game-entrance-and-game-centre): the vertical menu (HOME, SERVICE
 * when configured, HOT, a real member's Favourites and Recent, then the server's categories without
 * ELOTT) and the chosen panel beside it. HOME starts with strips of games (HomeGames).
 * One implementation for /m/home, whose content it is, and /m/game. The choice lives in the `menu`
 * query, so Back and a reload keep it.
 */
export function GameEntrance({ homePanel }: GameEntranceProps) {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useDebouncedLanguageCode();
  const structure = useGetVendorGameTypesQuery({ language });
  const settings = useGetConsolidatedSettingsQuery();
  const categories = lobbyCategories(structure.data);
  const member = useIsRealMember();
  const menu = entranceMenu(categories, member);
  // SERVICE opens the configured external link: the operator's customer service.
  const service = configuredUrl(settings.data?.links, 'SERVICE');
  const launcher = useGameLauncher();
  const onHome = homePanel !== undefined;
  const current = entranceSelection(searchParams.get(ENTRANCE_MENU_PARAM), categories, onHome, member);
  const selected = categories.find((category) => category.code === current);

  function choose(code: string) {
    const next = new URLSearchParams(searchParams);
    if (code === entranceSelection(null, categories, onHome)) next.delete(ENTRANCE_MENU_PARAM);
    else next.set(ENTRANCE_MENU_PARAM, code);
    setSearchParams(next, { replace: true });
  }

  return (
    <div className="game-entrance" data-testid="game-entrance">
      <ul className="game-entrance__menu" aria-label={i18n._(categoryLabel('ALL'))} data-testid="entrance-menu">
        {menu.map((item) => {
          const body = (
            <>
              <CategoryIcon code={item.code} size={22} />
              <span>{i18n._(categoryLabel(item.code))}</span>
            </>
          );
          if (item.code === 'HOME' && !onHome) {
            return (
              <li key={item.code}>
                <AppLink className="game-entrance__item" to={PATHS.home} data-menu-item={item.code}>
                  {body}
                </AppLink>
              </li>
            );
          }
          if (item.code === 'SERVICE') {
            if (!service) return null;
            return (
              <li key={item.code}>
                <a className="game-entrance__item" href={service} target="_blank" rel="noopener noreferrer" data-menu-item={item.code}>
                  {body}
                </a>
              </li>
            );
          }
          return (
            <li key={item.code}>
              <button
                type="button"
                className="game-entrance__item"
                aria-current={item.code === current}
                data-menu-item={item.code}
                onClick={() => choose(item.code)}
              >
                {body}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="games-page game-entrance__panel" data-testid="entrance-panel" data-menu={current}>
        <div className="games-section__head">
          <h2 className="games-page__title">{i18n._(categoryLabel(current))}</h2>
          <AppLink className="games-section__more" to={PATHS.gameCenter} data-testid="all-games">
            <Trans>All games</Trans>
          </AppLink>
        </div>
        {current === 'HOME' ? (
          <>
            <HomeGames language={language} launcher={launcher} onShowAll={choose} />
            {homePanel}
          </>
        ) : isOwnListCode(current) ? (
          <OwnGames list={current} categories={categories} launcher={launcher} />
        ) : (
          <LargeTilesContext value>
            {structure.isLoading && <Loading />}
            {structure.isError && !structure.data && (
              <LoadFailure message={msg`The games could not be loaded.`} onRetry={() => void structure.refetch()} />
            )}
            {current === 'HOT' ? (
              <HotGames language={language} launcher={launcher} label={i18n._(categoryLabel('HOT'))} />
            ) : (
              selected && <EntranceCategory category={selected} language={language} launcher={launcher} />
            )}
          </LargeTilesContext>
        )}
      </div>
      {launcher.prompt}
    </div>
  );
}

function EntranceCategory({ category, language, launcher }: { category: GameCategory; language: string; launcher: Launcher }) {
  const { i18n } = useLingui();
  const label = i18n._(categoryLabel(category.code));
  const targetOf = (vendor: GameCategory['vendors'][number]): VendorTarget => {
    const target = centreVendorTarget(category, vendor.vendor);
    return target.kind === 'path' ? { to: target.path } : { onSelect: () => void launcher.launchVendor(category, vendor) };
  };
  // Every category reaches its whole game list; slots have a centre of their own.
  const viewAll = category.code === 'RNG' ? slotsCentrePath() : gameListPath({ kind: 'category', category: category.code });
  if (category.vendors.length === 0) return <EmptyState />;
  return (
    <>
      <VendorRow category={category.code} vendors={category.vendors} targetOf={targetOf} label={label} />
      <div className="games-section__head">
        {showsVendorGameList(category.code) && (
          <h3 className="games-section__title">
            <Trans>Hot games</Trans>
          </h3>
        )}
        <AppLink className="games-section__more" to={viewAll} data-testid="entrance-view-all">
          <Trans>View all</Trans>
        </AppLink>
      </div>
      {showsVendorGameList(category.code) && <HotGames gameType={category.code} language={language} launcher={launcher} label={label} />}
    </>
  );
}
