import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useGetTeamTransactionsInfiniteQuery } from '../api/reports-api';
import {
  isCredit,
  TEAM_TRANSACTION_FILTERS,
  type TeamTransactionFilter,
  TRANSACTION_FILTER_LABELS,
  TRANSACTION_LABELS,
} from '../model/report-labels';
import { REPORT_RANGE_LIMITS } from '../model/report-range';
import { ReportFigures, ReportList, ReportNameFilter, ReportScreen, ReportSelect, useReportFormat } from './ReportParts';
import { useReportRange } from './ReportRangePicker';

/**
 * `/m/agent/team/transactions` (docs/product.md#team-reports): the team's deposits, withdrawals
 * and transfers with the upline, newest first, within the last 90 days. The platform's address,
 * `/m/transaction/record?types=A`, is the member's account record in this app.
 */
export function ReportTransactionsPage() {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { range, picker } = useReportRange(REPORT_RANGE_LIMITS.transactions);
  const [customerName, setCustomerName] = useState<string | undefined>();
  const [type, setType] = useState<TeamTransactionFilter | undefined>();
  const transactions = useGetTeamTransactionsInfiniteQuery({ ...range, customerName, type });
  return (
    <ReportScreen
      testId="team-transactions"
      picker={picker}
      filters={
        <>
          <ReportNameFilter label={t`Username`} onChange={setCustomerName} />
          <ReportSelect
            label={t`Type`}
            options={TEAM_TRANSACTION_FILTERS}
            labels={TRANSACTION_FILTER_LABELS}
            value={type}
            onChange={setType}
          />
        </>
      }
    >
      <ReportList
        query={transactions}
        failure={msg`The team's transactions could not be loaded.`}
        testId="team-transactions"
        rowKey={(row) => row.id}
        totals={(footer) => (
          <ReportFigures
            className="report-tiles"
            testId="transactions-totals"
            figures={[
              { key: 'deposits', label: t`Deposits`, value: format.money(footer.deposit) },
              { key: 'withdrawals', label: t`Withdrawals`, value: format.money(footer.withdrawal) },
              { key: 'transfers-in', label: t`From upline`, value: format.money(footer.transferIn) },
              { key: 'transfers-out', label: t`To upline`, value: format.money(footer.transferOut) },
            ]}
          />
        )}
        renderRow={(row) => (
          <>
            <div className="report-row__head">
              <span className="report-row__title">{row.customerName}</span>
              <span className={`report-amount ${isCredit(row.type) ? 'report-positive' : 'report-negative'}`}>
                {isCredit(row.type) ? '+' : '−'}
                {format.money(row.amount)}
              </span>
            </div>
            <span className="report-row__meta">{i18n._(TRANSACTION_LABELS[row.type])}</span>
            <span className="report-row__meta">
              {format.time(row.createdAt)} · {row.orderNum}
            </span>
          </>
        )}
      />
    </ReportScreen>
  );
}
