import { Trans, useLingui } from '@lingui/react/macro';

import { formatMoney } from '@/lib/format/money';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';

import { type BetRecordRow, useGetBetRecordsInfiniteQuery } from '../api/records-api';
import { formatSignedMoney } from '../model/format';
import {
  amountTone,
  BET_KIND_LABELS,
  BET_KINDS,
  BET_OUTCOME_LABELS,
  type BetKind,
  betOutcome,
  isBetKind,
  type RecordFilter,
} from '../model/record-rows';
import { RecordList } from './RecordList';

/** The betting record has no date range: only the kind reaches its query. */
function useBetRecords(kind: RecordFilter<BetKind>) {
  return useGetBetRecordsInfiniteQuery(kind);
}

/** /m/gameRecord: the member's real-money game rounds and lottery bets, newest first. */
export function BettingRecordPage() {
  const { t } = useLingui();
  return (
    <RecordList<BetKind, BetRecordRow>
      kinds={BET_KINDS}
      kindLabels={BET_KIND_LABELS}
      isKind={isBetKind}
      filterLabel={t`Bet kind`}
      listLabel={t`Betting record`}
      rowTestId="bet-record"
      useRecords={useBetRecords}
      renderRow={(row, symbol) => <BetRow row={row} symbol={symbol} />}
    />
  );
}

function BetRow({ row, symbol }: { row: BetRecordRow; symbol: string }) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n);
  const outcome = betOutcome(row);
  const money = (amount: number) => formatMoney(amount, symbol, locale);
  const numbers = row.numbers;
  return (
    <>
      <div className="record-row__main">
        <span className="record-row__title">{row.gameName}</span>
        <span className="record-row__meta">
          {row.vendorName} · {i18n._(BET_KIND_LABELS[row.kind])}
          {numbers && (
            <>
              {' · '}
              <Trans>Numbers {numbers}</Trans>
            </>
          )}
        </span>
        <time className="record-row__meta" dateTime={new Date(row.createdAt).toISOString()}>
          {formatDateTime(row.createdAt, locale)}
        </time>
      </div>
      <dl className="record-row__figures">
        <div>
          <dt>
            <Trans>Stake</Trans>
          </dt>
          <dd>{money(row.stake)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Win</Trans>
          </dt>
          <dd>{row.win === null ? i18n._(BET_OUTCOME_LABELS.waiting) : money(row.win)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Net</Trans>
          </dt>
          <dd className={`record-amount record-amount--${outcome === 'waiting' ? 'even' : amountTone(row.net)}`}>
            {outcome === 'waiting' ? '—' : formatSignedMoney(row.net, symbol, locale)}
          </dd>
        </div>
      </dl>
    </>
  );
}
