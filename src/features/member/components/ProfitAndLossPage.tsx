import './pnl.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';

import { ChoiceChip } from '@/components/chip/ChoiceChip';
import { EmptyState } from '@/components/EmptyState';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PullList } from '@/components/pull-list/PullList';
import { errorMessage, errorTextKey } from '@/lib/errors/error-catalogue';
import { formatMoney } from '@/lib/format/money';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { categoryName } from '@/lib/lobby/category-names';

import { type MemberPnl, useGetMemberPnlQuery } from '../api/pnl-api';
import { formatSignedMoney } from '../model/format';
import {
  type DateRange,
  earliestPnlDate,
  formatPnlDate,
  needsTimezoneNote,
  operatorToday,
  PNL_PRESET_LABELS,
  PNL_PRESETS,
  type PnlPreset,
  pnlRangeRefusal,
  presetRange,
} from '../model/pnl-range';
import { amountTone } from '../model/record-rows';
import { PnlChart } from './PnlChart';

type View = 'chart' | 'table';

/** A refusal the gateway names says why (a range refused after midnight moved today); anything else, that the figures did not load. */
function failureText(error: unknown): MessageDescriptor {
  if (isGatewayError(error) && errorTextKey(error) !== 'unknown') return errorMessage(error);
  return msg`Your profit and loss could not be loaded.`;
}

/**
 * /m/profitandloss (docs/product.md#profit-and-loss): the member's own net result for a range of
 * the operator's days, its totals, a bar per day with the table behind it, and by game category.
 */
export function ProfitAndLossPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const locale = intlLocale(i18n);
  // Read once: a page left open over midnight keeps its dates.
  const [today] = useState(() => operatorToday());
  const [preset, setPreset] = useState<PnlPreset>('week');
  const [custom, setCustom] = useState<DateRange>(() => presetRange('week', today));
  // The range last asked for: a custom range the report would refuse is not sent, the last figures stay.
  const [range, setRange] = useState<DateRange>(() => presetRange('week', today));
  // Kept in the address, as the records keep their filters: a reload or a shared link shows the same.
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'table' ? 'table' : 'chart';
  const setView = (next: View) => setSearchParams(next === 'table' ? { view: next } : {}, { replace: true });
  const earliest = earliestPnlDate(today);
  const refusal = preset === 'custom' ? pnlRangeRefusal(custom, today, formatPnlDate(earliest, locale, 'long')) : undefined;
  const pnl = useGetMemberPnlQuery(range);
  const answer = pnl.currentData;

  function choose(next: PnlPreset) {
    setPreset(next);
    // Custom starts from the dates shown, so choosing it changes nothing until a date is typed.
    if (next === 'custom') setCustom(range);
    else setRange(presetRange(next, today));
  }
  function edit(change: Partial<DateRange>) {
    const next = { ...custom, ...change };
    setCustom(next);
    if (!pnlRangeRefusal(next, today, '')) setRange(next);
  }

  return (
    <div className="pnl-page">
      <div className="pnl-range">
        <div className="pnl-chips" role="group" aria-label={t`Period`}>
          {PNL_PRESETS.map((option) => (
            <ChoiceChip key={option} compact pressed={preset === option} onClick={() => choose(option)}>
              {i18n._(PNL_PRESET_LABELS[option])}
            </ChoiceChip>
          ))}
        </div>
        {preset === 'custom' && (
          <>
            <div className="pnl-dates">
              <label className="pnl-field" htmlFor={`${id}-from`}>
                <Trans>From</Trans>
                <input
                  id={`${id}-from`}
                  type="date"
                  value={custom.startDate}
                  min={earliest}
                  max={today}
                  aria-invalid={refusal !== undefined}
                  aria-describedby={refusal ? `${id}-refusal` : undefined}
                  onChange={(event) => edit({ startDate: event.target.value })}
                />
              </label>
              <label className="pnl-field" htmlFor={`${id}-to`}>
                <Trans>To</Trans>
                <input
                  id={`${id}-to`}
                  type="date"
                  value={custom.endDate}
                  min={earliest}
                  max={today}
                  aria-invalid={refusal !== undefined}
                  aria-describedby={refusal ? `${id}-refusal` : undefined}
                  onChange={(event) => edit({ endDate: event.target.value })}
                />
              </label>
            </div>
            {refusal && (
              <p id={`${id}-refusal`} className="pnl-refusal" role="alert" data-testid="pnl-range-refusal">
                {i18n._(refusal)}
              </p>
            )}
          </>
        )}
        <p className="pnl-note" data-testid="pnl-period">
          {formatPnlDate(range.startDate, locale, 'long')} – {formatPnlDate(range.endDate, locale, 'long')}
          {needsTimezoneNote() && (
            <>
              {' · '}
              <Trans>Days are counted in GMT+8.</Trans>
            </>
          )}
        </p>
      </div>
      {answer === undefined ? (
        pnl.isError && !pnl.isFetching ? (
          <LoadFailure message={failureText(pnl.error)} onRetry={() => void pnl.refetch()} />
        ) : (
          <Loading />
        )
      ) : answer.list.length === 0 ? (
        <EmptyState message={<Trans>No bets in this period</Trans>} />
      ) : (
        <PullList hasMore={false} loadingMore={false} onLoadMore={() => undefined} onRefresh={() => pnl.refetch()} endLabel="">
          <PnlFigures answer={answer} view={view} onView={setView} locale={locale} />
        </PullList>
      )}
    </div>
  );
}

function PnlFigures({ answer, view, onView, locale }: { answer: MemberPnl; view: View; onView: (view: View) => void; locale: string }) {
  const { t, i18n } = useLingui();
  const symbol = answer.currencySymbol;
  const money = (amount: number) => formatMoney(amount, symbol, locale);
  const signed = (amount: number) => formatSignedMoney(amount, symbol, locale);
  const tone = (amount: number) => `pnl-amount pnl-amount--${amountTone(amount)}`;
  const { footer } = answer;
  const from = formatPnlDate(answer.startDate, locale, 'long');
  const to = formatPnlDate(answer.endDate, locale, 'long');
  return (
    <div className="pnl-figures">
      <dl className="pnl-totals" data-testid="pnl-totals">
        <div className="pnl-tile">
          <dt>
            <Trans>Bets</Trans>
          </dt>
          <dd data-testid="pnl-bets">{money(footer.betAmount)}</dd>
        </div>
        <div className="pnl-tile">
          <dt>
            <Trans>Valid bets</Trans>
          </dt>
          <dd data-testid="pnl-valid-bets">{money(footer.validBet)}</dd>
        </div>
        <div className="pnl-tile pnl-tile--result">
          <dt>
            <Trans>Net result</Trans>
          </dt>
          <dd className={tone(footer.winLoss)} data-testid="pnl-net">
            {signed(footer.winLoss)}
          </dd>
        </div>
      </dl>

      <section className="pnl-card" aria-labelledby="pnl-daily-title">
        <div className="pnl-card__head">
          <h2 id="pnl-daily-title" className="pnl-card__title">
            <Trans>Net result per day</Trans>
          </h2>
          <div className="pnl-chips" role="group" aria-label={t`Show as`}>
            <ChoiceChip compact pressed={view === 'chart'} onClick={() => onView('chart')}>
              <Trans>Chart</Trans>
            </ChoiceChip>
            <ChoiceChip compact pressed={view === 'table'} onClick={() => onView('table')}>
              <Trans>Table</Trans>
            </ChoiceChip>
          </div>
        </div>
        {view === 'chart' && <PnlChart answer={answer} locale={locale} money={signed} />}
        {/* Always there for screen readers; shown when chosen. */}
        <div className={view === 'table' ? 'pnl-table-wrap' : 'visually-hidden'}>
          <table className="pnl-table" data-testid="pnl-table">
            <caption className="visually-hidden">
              <Trans>
                Your net result per day from {from} to {to}
              </Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Bets</Trans>
                </th>
                <th scope="col">
                  <Trans>Net result</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.list.map((day) => (
                <tr key={day.date} data-testid="pnl-day">
                  <th scope="row">{formatPnlDate(day.date, locale)}</th>
                  <td>{money(day.betAmount)}</td>
                  <td className={tone(day.winLoss)}>{signed(day.winLoss)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  <Trans>Total</Trans>
                </th>
                <td>{money(footer.betAmount)}</td>
                <td className={tone(footer.winLoss)}>{signed(footer.winLoss)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section className="pnl-card" aria-labelledby="pnl-category-title">
        <h2 id="pnl-category-title" className="pnl-card__title">
          <Trans>By game category</Trans>
        </h2>
        <ul className="pnl-categories" data-testid="pnl-categories">
          {footer.byCategory.map((category) => {
            const bets = money(category.betAmount);
            return (
              <li key={category.category} className="pnl-category">
                <span className="pnl-category__name">{i18n._(categoryName(category.category))}</span>
                <span className="pnl-category__bets">
                  <Trans>Bets {bets}</Trans>
                </span>
                <span className={tone(category.winLoss)}>{signed(category.winLoss)}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
