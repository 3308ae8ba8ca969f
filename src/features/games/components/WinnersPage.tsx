import './games.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { CdnImage } from '@/components/image/CdnImage';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PullList } from '@/components/pull-list/PullList';
import { onTabListKeyDown, tabIndexOf } from '@/components/tabs/tab-keys';
import { boardCurrencySymbol, visibleWinners } from '@/lib/content/winners';
import { useGetWinnersQuery } from '@/lib/content/winners-api';
import { dataAge, formatDataAge, showsAge } from '@/lib/format/data-age';
import { formatDecimal } from '@/lib/format/decimal';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';
import { useGetVendorGameTypesQuery } from '@/lib/lobby/lobby-api';
import { useOnline } from '@/lib/network/use-online';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { ALL_TAB, lobbyCategories } from '../model/categories';
import { WINNERS_CATEGORY_PARAM, winnersCategory } from '../model/winners-filter';
import { categoryLabel } from './category-labels';
import { CategoryIcon } from './CategoryIcon';

const noMorePages = () => undefined;

/**
 * /m/winners (docs/product.md#latest-winners): the whole winner board behind home's ticker, highest
 * win first, one category at a time. The category is in the address, so Back and a shared link
 * keep it.
 */
export function WinnersPage() {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useDebouncedLanguageCode();
  const structure = useGetVendorGameTypesQuery({ language });
  const tabs = [ALL_TAB, ...lobbyCategories(structure.data).map((category) => category.code)];
  const category = winnersCategory(searchParams.get(WINNERS_CATEGORY_PARAM), structure.data ? tabs : null);
  // Every category's board is the ticker's own query: the page opens on the answer home has.
  const winners = useGetWinnersQuery(category === ALL_TAB ? { language } : { language, category });
  const settings = useGetConsolidatedSettingsQuery();
  const rows = useMemo(() => visibleWinners(winners.data?.list), [winners.data]);
  const symbol = boardCurrencySymbol(winners.data?.list) ?? settings.data?.currency.symbol ?? '';
  const locale = intlLocale(i18n);

  function choose(code: string) {
    setSearchParams(code === ALL_TAB ? {} : { [WINNERS_CATEGORY_PARAM]: code }, { replace: true });
  }

  return (
    <div className="games-page winners-page">
      <nav
        className="games-tabs chip-bar"
        role="tablist"
        aria-label={i18n._(msg`Game category`)}
        onKeyDown={(event) => onTabListKeyDown(event, 'manual')}
      >
        {tabs.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            className="chip"
            aria-selected={code === category}
            aria-controls="winners-board"
            data-category={code}
            tabIndex={tabIndexOf(code === category)}
            onClick={() => choose(code)}
          >
            <CategoryIcon code={code} size={18} />
            {i18n._(categoryLabel(code))}
          </button>
        ))}
      </nav>
      <div id="winners-board" role="tabpanel" aria-busy={winners.isFetching || undefined}>
        <BoardAge asOf={winners.data?.asOf} />
        {winners.isLoading && <Loading />}
        {winners.isError && !winners.data && (
          <LoadFailure message={msg`The winners could not be loaded.`} onRetry={() => void winners.refetch()} />
        )}
        {winners.data && rows.length === 0 && <EmptyState message={<Trans>No winners in this category yet.</Trans>} />}
        {rows.length > 0 && (
          <PullList hasMore={false} loadingMore={false} onLoadMore={noMorePages} onRefresh={() => winners.refetch()}>
            <ol className="winners-list" data-testid="winners-list">
              {rows.map((row, index) => (
                <li key={index} className="winners-list__row" data-testid="winner-row">
                  <span className="winners-list__rank" aria-hidden="true">
                    {index + 1}
                  </span>
                  <CdnImage src={row.iconUrl} alt="" width={40} height={40} className="winners-list__icon" />
                  <span className="winners-list__text">
                    <span className="winners-list__name">{row.customerName}</span>
                    <span className="winners-list__game">{row.gameName}</span>
                  </span>
                  <span className="winners-list__amount">
                    {symbol}
                    {formatDecimal(row.winAmount, locale, 2)}
                  </span>
                </li>
              ))}
            </ol>
          </PullList>
        )}
      </div>
    </div>
  );
}

/** "Saved 5 minutes ago": offline the board is the last one seen; online only once it is over a minute old. */
function BoardAge({ asOf }: { asOf: number | null | undefined }) {
  const online = useOnline();
  // Drawn afresh (its clock read again) when the answer or the connection changes.
  return <AgeLine key={`${asOf ?? ''}:${online}`} asOf={asOf} online={online} />;
}

function AgeLine({ asOf, online }: { asOf: number | null | undefined; online: boolean }) {
  const { i18n, t } = useLingui();
  const [now] = useState(Date.now);
  if (!showsAge(asOf, now, online)) return null;
  const age = formatDataAge(dataAge(asOf, now), intlLocale(i18n));
  return (
    <p className="winners-page__age" role="status" data-testid="winners-age">
      {online ? t`Saved ${age}` : t`Offline. Saved ${age}, shown read-only.`}
    </p>
  );
}
