import { Trans, useLingui } from '@lingui/react/macro';

import { formatMoney } from '@/lib/format/money';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';

import { type AccountRecordRow, useGetAccountRecordsInfiniteQuery } from '../api/records-api';
import { formatSignedMoney } from '../model/format';
import {
  amountTone,
  isLedgerKind,
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  type LedgerKind,
  ledgerKindLabel,
  type RecordFilter,
} from '../model/record-rows';
import { RecordList } from './RecordList';

/** The account record's query by kind and date range start. */
function useAccountRecords(kind: RecordFilter<LedgerKind>, since: number | undefined) {
  return useGetAccountRecordsInfiniteQuery({ kind, since });
}

/**
 * /m/transaction/record: the transaction history, every movement of the wallet (the ledger:
 * deposits, withdrawals, bets, wins, bonuses, transfers), newest first, by kind and date range.
 */
export function AccountRecordPage() {
  const { t } = useLingui();
  return (
    <RecordList<LedgerKind, AccountRecordRow>
      kinds={LEDGER_KINDS}
      kindLabels={LEDGER_KIND_LABELS}
      isKind={isLedgerKind}
      filterLabel={t`Movement kind`}
      listLabel={t`Account record`}
      rangeLabel={t`Date range`}
      rowTestId="account-record"
      useRecords={useAccountRecords}
      renderRow={(row, symbol) => <LedgerRow row={row} symbol={symbol} />}
    />
  );
}

function LedgerRow({ row, symbol }: { row: AccountRecordRow; symbol: string }) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n);
  const balance = formatMoney(row.balanceAfter, symbol, locale);
  return (
    <>
      <div className="record-row__main">
        <span className="record-row__title">{i18n._(ledgerKindLabel(row.kind))}</span>
        <time className="record-row__meta" dateTime={new Date(row.createdAt).toISOString()}>
          {formatDateTime(row.createdAt, locale)}
        </time>
      </div>
      <div className="record-row__side">
        <span className={`record-amount record-amount--${amountTone(row.amount)}`}>{formatSignedMoney(row.amount, symbol, locale)}</span>
        <span className="record-row__meta">
          <Trans>Balance {balance}</Trans>
        </span>
      </div>
    </>
  );
}
