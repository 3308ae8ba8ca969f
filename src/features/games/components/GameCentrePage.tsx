import './games.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { JackpotCounter } from '@/components/jackpot/JackpotCounter';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { onTabListKeyDown, tabIndexOf } from '@/components/tabs/tab-keys';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';
import { useGetVendorGameTypesQuery } from '@/lib/lobby/lobby-api';
import { useGetHotGamesQuery } from '@/lib/lobby/lobby-api';

import { useGetGamePreviewQuery } from '../api/games-api';
import { ALL_TAB, centreTabs, type GameCategory, isOwnListCode, lobbyCategories } from '../model/categories';
import { gameListPath, gameListQuery, initialTab } from '../model/game-tab';
import { centreVendorTarget, slotsCentrePath } from '../model/launch-route';
import { categoryLabel } from './category-labels';
import { CategoryIcon } from './CategoryIcon';
import { GameGrid } from './GameGrid';
import { OwnGames, useIsRealMember } from './OwnGames';
import { useGameLauncher } from './use-game-launcher';
import { VendorRow, type VendorTarget } from './VendorRow';

type Launcher = ReturnType<typeof useGameLauncher>;

/** /m/gameCenter?gameCategory=… (docs/product.md#game-entrance-and-game-centre). */
export function GameCentrePage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useDebouncedLanguageCode();
  const structure = useGetVendorGameTypesQuery({ language });
  const categories = lobbyCategories(structure.data);
  const member = useIsRealMember();
  const tabs = centreTabs(categories, member);
  const tab = initialTab(searchParams.get('gameCategory'), tabs);
  const launcher = useGameLauncher();
  const tabList = useRef<HTMLElement>(null);

  // A tab chosen by the link's gameCategory may sit past the screen's edge: bring it into view. The
  // first tab is in view already, and a scroll would force a layout before the first paint.
  const tabMayBeHidden = tab !== tabs[0];
  useEffect(() => {
    if (tabMayBeHidden) tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [tab, tabs.length, tabMayBeHidden]);

  function chooseTab(code: string) {
    // docs/product.md#game-entrance-and-game-centre: tapping RNG goes to the slots centre rather
    // than a tab.
    if (code === 'RNG') {
      void navigate(slotsCentrePath());
      return;
    }
    setSearchParams(code === ALL_TAB ? {} : { gameCategory: code }, { replace: true });
  }

  const shown = tab === ALL_TAB ? categories : categories.filter((category) => category.code === tab);
  const ownList = isOwnListCode(tab) ? tab : null;

  return (
    <div className="games-page">
      {/* Arrows move between the tabs without choosing (manual activation): choosing loads a list, and RNG leaves for the slots centre. */}
      <nav
        ref={tabList}
        className="games-tabs chip-bar"
        role="tablist"
        aria-label={i18n._(categoryLabel('ALL'))}
        onKeyDown={(event) => onTabListKeyDown(event, 'manual')}
      >
        {tabs.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            className="chip"
            aria-selected={code === tab}
            tabIndex={tabIndexOf(code === tab)}
            onClick={() => chooseTab(code)}
          >
            <CategoryIcon code={code} size={18} />
            {i18n._(categoryLabel(code))}
          </button>
        ))}
      </nav>
      {ownList ? (
        <OwnGames list={ownList} categories={categories} launcher={launcher} />
      ) : (
        <>
          <JackpotCounter />
          <TopGames language={language} launcher={launcher} />
        </>
      )}
      {structure.isLoading && <Loading />}
      {structure.isError && !structure.data && (
        <LoadFailure message={msg`The games could not be loaded.`} onRetry={() => void structure.refetch()} />
      )}
      {!ownList && structure.data && shown.length === 0 && <EmptyState />}
      {shown.map((category) => (
        <CategorySection key={category.code} category={category} withGames={tab !== ALL_TAB} language={language} launcher={launcher} />
      ))}
      {launcher.prompt}
    </div>
  );
}

/**
 * docs/product.md#game-entrance-and-game-centre: a strip titled TOP GAME of hot games, nothing at
 * all when there are none.
 */
function TopGames({ language, launcher }: { language: string; launcher: Launcher }) {
  const hot = useGetHotGamesQuery({ language });
  const games = hot.data?.list ?? [];
  if (games.length === 0) return null;
  return (
    <section className="games-section" aria-labelledby="top-games-title">
      <h2 id="top-games-title" className="games-section__title">
        <CategoryIcon code="HOT" size={20} />
        <Trans>TOP GAME</Trans>
      </h2>
      <div className="top-games">
        <GameGrid games={games.slice(0, 12)} launcher={launcher} eagerCount={4} />
      </div>
    </section>
  );
}

interface SectionProps {
  category: GameCategory;
  withGames: boolean;
  language: string;
  launcher: Launcher;
}

function CategorySection({ category, withGames, language, launcher }: SectionProps) {
  const { i18n } = useLingui();
  const label = i18n._(categoryLabel(category.code));
  const viewAll = category.code === 'RNG' ? slotsCentrePath() : gameListPath({ kind: 'category', category: category.code });
  const targetOf = (vendor: GameCategory['vendors'][number]): VendorTarget => {
    const target = centreVendorTarget(category, vendor.vendor);
    return target.kind === 'path' ? { to: target.path } : { onSelect: () => void launcher.launchVendor(category, vendor) };
  };
  const headingId = `category-${category.code}`;
  return (
    <section className="games-section" aria-labelledby={headingId} data-testid="category-section" data-category={category.code}>
      <div className="games-section__head">
        <h2 id={headingId} className="games-section__title">
          <CategoryIcon code={category.code} size={20} />
          {label}
        </h2>
        <AppLink className="games-section__more" to={viewAll}>
          <Trans>View all</Trans>
        </AppLink>
      </div>
      <VendorRow category={category.code} vendors={category.vendors} targetOf={targetOf} label={label} />
      {withGames && <CategoryGames category={category} language={language} launcher={launcher} label={label} />}
    </section>
  );
}

/** docs/product.md#game-entrance-and-game-centre: per-category lists of 12, with the view-all link above. */
function CategoryGames({
  category,
  language,
  launcher,
  label,
}: {
  category: GameCategory;
  language: string;
  launcher: Launcher;
  label: string;
}) {
  const query = gameListQuery({ kind: 'category', category: category.code });
  const preview = useGetGamePreviewQuery(
    query.kind === 'games'
      ? { gameType: query.gameType, vassalage: query.vassalage, gameClassify: query.gameClassify, language }
      : { language },
  );
  if (preview.isLoading) return <Loading />;
  if (preview.isError && !preview.data)
    return <LoadFailure message={msg`The games could not be loaded.`} onRetry={() => void preview.refetch()} />;
  const games = preview.data?.list ?? [];
  if (games.length === 0) return <EmptyState />;
  return <GameGrid games={games} launcher={launcher} withFavourites label={label} />;
}
