import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';

import { useGetTeamPnlQuery } from '../api/reports-api';
import { CATEGORY_LABELS } from '../model/report-labels';
import { REPORT_RANGE_LIMITS } from '../model/report-range';
import { reportFailure, ReportFigures, ReportNameFilter, ReportScreen, signClass, useReportFormat } from './ReportParts';
import { useReportRange } from './ReportRangePicker';

/**
 * `/m/agent/team/pnl` (docs/product.md#team-reports): the team's (or one downline's, with its
 * own team) profit and loss per game category over a period of the last 90 days.
 */
export function ReportPnlPage() {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { range, picker } = useReportRange(REPORT_RANGE_LIMITS.pnl);
  const [subordinateName, setSubordinateName] = useState<string | undefined>();
  const pnl = useGetTeamPnlQuery({ ...range, subordinateName });
  const data = pnl.currentData;
  const downline = data?.subordinateName;
  return (
    <ReportScreen
      testId="team-pnl"
      picker={picker}
      filters={<ReportNameFilter label={t`Downline username`} onChange={setSubordinateName} />}
    >
      {!data ? (
        pnl.isFetching ? (
          <Loading />
        ) : (
          <LoadFailure
            message={reportFailure(pnl.error, msg`The profit and loss could not be loaded.`)}
            onRetry={() => void pnl.refetch()}
          />
        )
      ) : (
        <>
          {downline && (
            <p className="report-note">
              <Trans>Figures of {downline} and their own team.</Trans>
            </p>
          )}
          <ReportFigures
            className="report-tiles"
            testId="pnl-totals"
            figures={[
              { key: 'bets', label: t`Bets`, value: format.money(data.footer.totalBet) },
              { key: 'valid-bets', label: t`Valid bets`, value: format.money(data.footer.validBet) },
              { key: 'wins', label: t`Wins`, value: format.money(data.footer.totalWin) },
              { key: 'rebates', label: t`Rebates`, value: format.money(data.footer.rebate) },
              { key: 'promotions', label: t`Promotions`, value: format.money(data.footer.promotion) },
              { key: 'pnl', label: t`Profit and loss`, value: format.money(data.footer.pnl), className: signClass(data.footer.pnl) },
            ]}
          />
          <ul className="report-list" data-testid="pnl-categories">
            {data.list.map((row) => (
              <li key={row.gameCategory} className="report-row" data-testid="pnl-category">
                <div className="report-row__head">
                  <span className="report-row__title">{i18n._(CATEGORY_LABELS[row.gameCategory])}</span>
                  <span className={`report-amount ${signClass(row.pnl)}`}>{format.money(row.pnl)}</span>
                </div>
                <ReportFigures
                  className="report-row__figures"
                  figures={[
                    { key: 'count', label: t`Bets placed`, value: format.count(row.betCount) },
                    { key: 'bets', label: t`Bets`, value: format.money(row.totalBet) },
                    { key: 'valid-bets', label: t`Valid bets`, value: format.money(row.validBet) },
                    { key: 'wins', label: t`Wins`, value: format.money(row.totalWin) },
                    { key: 'rebates', label: t`Rebates`, value: format.money(row.rebate) },
                  ]}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </ReportScreen>
  );
}
