import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useGetTeamBetsInfiniteQuery } from '../api/reports-api';
import { CATEGORY_LABELS, type ReportCategory } from '../model/report-labels';
import { REPORT_RANGE_LIMITS } from '../model/report-range';
import { ReportCategorySelect, ReportFigures, ReportList, ReportNameFilter, ReportScreen, signClass, useReportFormat } from './ReportParts';
import { useReportRange } from './ReportRangePicker';

/**
 * `/m/teamBetting` (docs/product.md#team-reports): the team's bets, newest first, at most 30 days
 * at a time within the last 90, by member and game category.
 */
export function ReportBettingPage() {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { range, picker } = useReportRange(REPORT_RANGE_LIMITS.betting);
  const [customerName, setCustomerName] = useState<string | undefined>();
  const [gameCategory, setGameCategory] = useState<ReportCategory | undefined>();
  const bets = useGetTeamBetsInfiniteQuery({ ...range, customerName, gameCategory });
  return (
    <ReportScreen
      testId="team-betting"
      picker={picker}
      filters={
        <>
          <ReportNameFilter label={t`Username`} onChange={setCustomerName} />
          <ReportCategorySelect value={gameCategory} onChange={setGameCategory} />
        </>
      }
    >
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
    </ReportScreen>
  );
}
