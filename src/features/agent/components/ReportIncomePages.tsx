import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

import { useGetInvitationIncomeInfiniteQuery, useGetRebateIncomeInfiniteQuery } from '../api/reports-api';
import { CATEGORY_LABELS, type ReportCategory } from '../model/report-labels';
import { REPORT_RANGE_LIMITS } from '../model/report-range';
import { ReportCategorySelect, ReportFigures, ReportList, ReportScreen, useReportFormat } from './ReportParts';
import { useReportRange } from './ReportRangePicker';

/** The period's totals: the team's valid bets and the income they brought. */
function IncomeTotals({
  testId,
  validBet,
  income,
}: {
  testId: string;
  validBet: number;
  income: { key: string; label: string; amount: number };
}) {
  const { t } = useLingui();
  const format = useReportFormat();
  return (
    <ReportFigures
      className="report-tiles"
      testId={testId}
      figures={[
        { key: 'valid-bets', label: t`Team valid bets`, value: format.money(validBet) },
        { key: income.key, label: income.label, value: format.money(income.amount), className: 'report-positive' },
      ]}
    />
  );
}

/** A day's income: whose (or which game's) it is, the amount, when, and the valid bets and rate it comes from. */
function IncomeRow({
  title,
  amount,
  meta,
  validBet,
  rate,
}: {
  title: ReactNode;
  amount: number;
  meta: ReactNode;
  validBet: number;
  rate: number;
}) {
  const { t } = useLingui();
  const format = useReportFormat();
  return (
    <>
      <div className="report-row__head">
        <span className="report-row__title">{title}</span>
        <span className="report-amount report-positive">{format.money(amount)}</span>
      </div>
      <span className="report-row__meta">{meta}</span>
      <ReportFigures
        className="report-row__figures"
        figures={[
          { key: 'valid-bet', label: t`Valid bets`, value: format.money(validBet) },
          { key: 'rate', label: t`Rate`, value: format.percent(rate) },
        ]}
      />
    </>
  );
}

/**
 * `/m/member/income` (docs/product.md#team-reports): the agent's commission on each team member's
 * valid bets per day, within the last 90 days.
 */
export function InvitationIncomePage() {
  const { t } = useLingui();
  const format = useReportFormat();
  const { range, picker } = useReportRange(REPORT_RANGE_LIMITS.invitationIncome);
  const income = useGetInvitationIncomeInfiniteQuery(range);
  return (
    <ReportScreen testId="invitation-income" picker={picker}>
      <ReportList
        query={income}
        failure={msg`The invitation income could not be loaded.`}
        testId="invitation-income"
        rowKey={(row) => row.id}
        totals={(footer) => (
          <IncomeTotals
            testId="invitation-totals"
            validBet={footer.validBet}
            income={{ key: 'commission', label: t`Commission`, amount: footer.commission }}
          />
        )}
        renderRow={(row) => {
          const level = row.level;
          return (
            <IncomeRow
              title={row.customerName}
              amount={row.commission}
              meta={
                <>
                  {format.date(row.balanceDate, 'long')} · {level === 1 ? t`Direct downline` : t`Level ${level}`}
                </>
              }
              validBet={row.validBet}
              rate={row.commissionRate}
            />
          );
        }}
      />
    </ReportScreen>
  );
}

/**
 * `/m/member/teamRebate` (docs/product.md#team-reports): the rebate the agent keeps on its team's
 * valid bets per game category and day, newest day first, within the last 90 days.
 */
export function RebateIncomePage() {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { range, picker } = useReportRange(REPORT_RANGE_LIMITS.rebateIncome);
  const [gameCategory, setGameCategory] = useState<ReportCategory | undefined>();
  const income = useGetRebateIncomeInfiniteQuery({ ...range, gameCategory });
  return (
    <ReportScreen testId="rebate-income" picker={picker} filters={<ReportCategorySelect value={gameCategory} onChange={setGameCategory} />}>
      <ReportList
        query={income}
        failure={msg`The rebate income could not be loaded.`}
        testId="rebate-income"
        rowKey={(row) => row.id}
        totals={(footer) => (
          <IncomeTotals
            testId="rebate-totals"
            validBet={footer.gameBetting}
            income={{ key: 'rebate', label: t`Rebate income`, amount: footer.gameRebate }}
          />
        )}
        renderRow={(row) => (
          <IncomeRow
            title={i18n._(CATEGORY_LABELS[row.gameCategory])}
            amount={row.gameRebate}
            meta={format.date(row.balanceDate, 'long')}
            validBet={row.gameBetting}
            rate={row.rebateRate}
          />
        )}
      />
    </ReportScreen>
  );
}
