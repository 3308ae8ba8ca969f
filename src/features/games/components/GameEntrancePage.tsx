import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { PATHS } from '../../../config/paths';
import { useDebouncedLanguageCode } from '../../../lib/i18n/use-language';
import { useGetVendorGameTypesQuery } from '../../../lib/lobby/lobby-api';
import { configuredUrl } from '../../../lib/system/operator-links';
import { useGetConsolidatedSettingsQuery } from '../../../lib/system/system-api';
import { entranceMenu, orderedCategories, showsVendorGameList, type GameCategory } from '../model/categories';
import { centreVendorTarget } from '../model/launch-route';
import { toVendorStructure } from '../model/vendor-structure';
import { categoryLabel } from './category-labels';
import { CategoryIcon } from './CategoryIcon';
import { HotGames } from './GameLists';
import { ListFailure } from './ListFailure';
import { useGameLauncher } from './use-game-launcher';
import { VendorRow, type VendorTarget } from './VendorRow';
import './games.css';

const HOT = 'HOT';

/** /m/game (SPEC §2 game entrance): a vertical menu and the chosen list beside it. */
export function GameEntrancePage() {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useDebouncedLanguageCode();
  const structure = useGetVendorGameTypesQuery({ language });
  const settings = useGetConsolidatedSettingsQuery();
  const categories = useMemo(() => orderedCategories(toVendorStructure(structure.data)), [structure.data]);
  const menu = entranceMenu(categories);
  // SPEC §2 "SERVICE opens the configured external link": live customer service.
  const service = configuredUrl(settings.data?.links, 'LIVE');
  const launcher = useGameLauncher();
  const wanted = searchParams.get('menu')?.toUpperCase() ?? HOT;
  const selected = categories.find((category) => category.code === wanted && category.code !== 'ELOTT');
  const current = selected ? selected.code : HOT;

  return (
    <div className="game-entrance">
      <ul className="game-entrance__menu" aria-label={i18n._(categoryLabel('ALL'))}>
        {menu.map((item) => {
          const label = i18n._(categoryLabel(item.code));
          const body = (
            <>
              <CategoryIcon code={item.code} size={22} />
              <span>{label}</span>
            </>
          );
          if (item.code === 'HOME') {
            return (
              <li key={item.code}>
                <Link className="game-entrance__item" to={PATHS.home}>
                  {body}
                </Link>
              </li>
            );
          }
          if (item.code === 'SERVICE') {
            if (!service) return null;
            return (
              <li key={item.code}>
                <a className="game-entrance__item" href={service} target="_blank" rel="noopener noreferrer">
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
                onClick={() => setSearchParams(item.code === HOT ? {} : { menu: item.code }, { replace: true })}
              >
                {body}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="games-page" data-testid="entrance-panel" data-menu={current}>
        <h2 className="games-page__title">{i18n._(categoryLabel(current))}</h2>
        {structure.isLoading && <Loading />}
        {structure.isError && !structure.data && <ListFailure onRetry={() => void structure.refetch()} />}
        {current === HOT ? (
          <HotGames language={language} launcher={launcher} label={i18n._(categoryLabel(HOT))} />
        ) : (
          selected && <EntranceCategory category={selected} language={language} launcher={launcher} />
        )}
      </div>
      {launcher.prompt}
    </div>
  );
}

function EntranceCategory({ category, language, launcher }: { category: GameCategory; language: string; launcher: ReturnType<typeof useGameLauncher> }) {
  const { i18n } = useLingui();
  const label = i18n._(categoryLabel(category.code));
  const targetOf = (vendor: GameCategory['vendors'][number]): VendorTarget => {
    const target = centreVendorTarget(category, vendor.vendor);
    return target.kind === 'path' ? { to: target.path } : { onSelect: () => void launcher.launchVendor(category, vendor) };
  };
  if (category.vendors.length === 0) return <EmptyState />;
  return (
    <>
      <VendorRow category={category.code} vendors={category.vendors} targetOf={targetOf} label={label} />
      {showsVendorGameList(category.code) && (
        <>
          <h3 className="games-section__title">
            <Trans>Hot games</Trans>
          </h3>
          <HotGames gameType={category.code} language={language} launcher={launcher} label={label} />
        </>
      )}
    </>
  );
}
