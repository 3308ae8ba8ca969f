import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useGetTeamBetsInfiniteQuery } from '../api/reports-api';
import { CATEGORY_LABELS, REPORT_CATEGORIES, type ReportCategory } from '../model/report-labels';
import { operatorToday, periodRange, REPORT_RANGE_LIMITS } from '../model/report-range';
import { ReportFigures, ReportList, ReportNameFilter, ReportSelect, signClass, useReportFormat } from './ReportParts';
import { ReportRangePicker } from './ReportRangePicker';

/**
 * `/m/teamBetting` (docs/product.md#team-reports): the team's bets, newest first, at most 30 days
 * at a time within the last 90, by member and game category.
 */
export function ReportBettingPage() {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const [today] = useState(() => operatorToday());
  const [range, setRange] = useState(() => periodRange('week', today));
  const [customerName, setCustomerName] = useState<string | undefined>();
  const [gameCategory, setGameCategory] = useState<ReportCategory | undefined>();
  const bets = useGetTeamBetsInfiniteQuery({ ...range, customerName, gameCategory });
  return (
    <div className="report-page" data-testid="team-betting">
      <ReportRangePicker limit={REPORT_RANGE_LIMITS.betting} today={today} onChange={setRange} />
      <div className="report-filters">
        <ReportNameFilter label={t`Username`} onChange={setCustomerName} />
        <ReportSelect
          label={t`Game`}
          options={REPORT_CATEGORIES}
          labels={CATEGORY_LABELS}
          value={gameCategory}
          onChange={setGameCategory}
        />
      </div>
      <ReportList
        query={bets}
        failure={msg`The team's bets could not be loaded.`}
        testId="team-bets"
        rowKey={(row) => row.id}
        totals={(footer, total) => (
          <ReportFigures
            className="report-tiles"
            testId="bets-totals"
            figures={[
              { key: 'count', label: t`Bets placed`, value: format.count(total) },
              { key: 'bets', label: t`Bets`, value: format.money(footer.betAmount) },
              { key: 'valid-bets', label: t`Valid bets`, value: format.money(footer.validBet) },
              { key: 'pnl', label: t`Profit and loss`, value: format.money(footer.pnl), className: signClass(footer.pnl) },
            ]}
          />
        )}
        renderRow={(row) => (
          <>
            <div className="report-row__head">
              <span className="report-row__title">{row.customerName}</span>
              <span className={`report-amount ${signClass(row.pnl)}`}>{format.money(row.pnl)}</span>
            </div>
            <span className="report-row__meta">
              {i18n._(CATEGORY_LABELS[row.gameCategory])} · {row.gameName} · {row.vendorName}
            </span>
            <span className="report-row__meta">
              {format.time(row.betTime)} · {row.orderNum}
            </span>
            <ReportFigures
              className="report-row__figures"
              figures={[
                { key: 'bet', label: t`Bet`, value: format.money(row.betAmount) },
                { key: 'valid-bet', label: t`Valid bet`, value: format.money(row.validBet) },
                { key: 'win', label: t`Win`, value: format.money(row.winAmount) },
              ]}
            />
          </>
        )}
      />
    </div>
  );
}
