import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useGetInvitationIncomeInfiniteQuery, useGetRebateIncomeInfiniteQuery } from '../api/reports-api';
import { CATEGORY_LABELS, REPORT_CATEGORIES, type ReportCategory } from '../model/report-labels';
import { operatorToday, periodRange, REPORT_RANGE_LIMITS } from '../model/report-range';
import { ReportFigures, ReportList, ReportSelect, useReportFormat } from './ReportParts';
import { ReportRangePicker } from './ReportRangePicker';

/**
 * `/m/member/income` (docs/product.md#team-reports): the agent's commission on each team member's
 * valid bets per day, within the last 90 days.
 */
export function InvitationIncomePage() {
  const { t } = useLingui();
  const format = useReportFormat();
  const [today] = useState(() => operatorToday());
  const [range, setRange] = useState(() => periodRange('week', today));
  const income = useGetInvitationIncomeInfiniteQuery(range);
  return (
    <div className="report-page" data-testid="invitation-income">
      <ReportRangePicker limit={REPORT_RANGE_LIMITS.invitationIncome} today={today} onChange={setRange} />
      <ReportList
        query={income}
        failure={msg`The invitation income could not be loaded.`}
        testId="invitation-income"
        rowKey={(row) => row.id}
        totals={(footer) => (
          <ReportFigures
            className="report-tiles"
            testId="invitation-totals"
            figures={[
              { key: 'valid-bets', label: t`Team valid bets`, value: format.money(footer.validBet) },
              { key: 'commission', label: t`Commission`, value: format.money(footer.commission), className: 'report-positive' },
            ]}
          />
        )}
        renderRow={(row) => {
          const level = row.level;
          return (
            <>
              <div className="report-row__head">
                <span className="report-row__title">{row.customerName}</span>
                <span className="report-amount report-positive">{format.money(row.commission)}</span>
              </div>
              <span className="report-row__meta">
                {format.date(row.balanceDate, 'long')} · {level === 1 ? t`Direct downline` : t`Level ${level}`}
              </span>
              <ReportFigures
                className="report-row__figures"
                figures={[
                  { key: 'valid-bet', label: t`Valid bets`, value: format.money(row.validBet) },
                  { key: 'rate', label: t`Rate`, value: format.percent(row.commissionRate) },
                ]}
              />
            </>
          );
        }}
      />
    </div>
  );
}

/**
 * `/m/member/teamRebate` (docs/product.md#team-reports): the rebate the agent keeps on its team's
 * valid bets per game category and day, newest day first, within the last 90 days.
 */
export function RebateIncomePage() {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const [today] = useState(() => operatorToday());
  const [range, setRange] = useState(() => periodRange('week', today));
  const [gameCategory, setGameCategory] = useState<ReportCategory | undefined>();
  const income = useGetRebateIncomeInfiniteQuery({ ...range, gameCategory });
  return (
    <div className="report-page" data-testid="rebate-income">
      <ReportRangePicker limit={REPORT_RANGE_LIMITS.rebateIncome} today={today} onChange={setRange} />
      <div className="report-filters">
        <ReportSelect
          label={t`Game`}
          options={REPORT_CATEGORIES}
          labels={CATEGORY_LABELS}
          value={gameCategory}
          onChange={setGameCategory}
        />
      </div>
      <ReportList
        query={income}
        failure={msg`The rebate income could not be loaded.`}
        testId="rebate-income"
        rowKey={(row) => row.id}
        totals={(footer) => (
          <ReportFigures
            className="report-tiles"
            testId="rebate-totals"
            figures={[
              { key: 'valid-bets', label: t`Team valid bets`, value: format.money(footer.gameBetting) },
              { key: 'rebate', label: t`Rebate income`, value: format.money(footer.gameRebate), className: 'report-positive' },
            ]}
          />
        )}
        renderRow={(row) => (
          <>
            <div className="report-row__head">
              <span className="report-row__title">{i18n._(CATEGORY_LABELS[row.gameCategory])}</span>
              <span className="report-amount report-positive">{format.money(row.gameRebate)}</span>
            </div>
            <span className="report-row__meta">{format.date(row.balanceDate, 'long')}</span>
            <ReportFigures
              className="report-row__figures"
              figures={[
                { key: 'valid-bet', label: t`Valid bets`, value: format.money(row.gameBetting) },
                { key: 'rate', label: t`Rate`, value: format.percent(row.rebateRate) },
              ]}
            />
          </>
        )}
      />
    </div>
  );
}
