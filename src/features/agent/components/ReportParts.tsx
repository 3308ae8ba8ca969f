import './reports.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useMemo, useState, useSyncExternalStore } from 'react';

import { EmptyState } from '@/components/EmptyState';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { formatMoney } from '@/lib/format/money';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';
import { connectivity } from '@/lib/network/connectivity';
import { useCurrencySymbol } from '@/lib/system/use-currency-symbol';

import { CATEGORY_LABELS, formatReportDate, REPORT_CATEGORIES, type ReportCategory } from '../model/report-labels';

/** The reports' formats in the player's language: money in the operator's currency, counts, dates and times. */
export function useReportFormat() {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const locale = intlLocale(i18n);
  return useMemo(() => {
    const counts = new Intl.NumberFormat(locale);
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    return {
      locale,
      symbol,
      money: (amount: number) => formatMoney(amount, symbol, locale),
      compactMoney: (amount: number) => `${symbol}${compact.format(amount)}`,
      count: (value: number) => counts.format(value),
      percent: (value: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}%`,
      date: (date: string, style: 'short' | 'long' = 'short') => formatReportDate(date, locale, style),
      time: (epochMs: number) => formatDateTime(epochMs, locale),
    };
  }, [locale, symbol]);
}

/** Whether the device is online, as the shell reads it. */
export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot, connectivity.getSnapshot).online;
}

/** A signed amount's colour: the team (or agent) gained, or lost. */
export function signClass(amount: number): string {
  return amount > 0 ? 'report-positive' : amount < 0 ? 'report-negative' : '';
}

/** Figures as label and value pairs (totals, or a row's). */
export function ReportFigures({
  figures,
  className,
  testId,
}: {
  figures: readonly { label: ReactNode; value: ReactNode; key: string; className?: string }[];
  className: string;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.key} className={className === 'report-tiles' ? 'report-tile' : undefined} data-figure={figure.key}>
          <dt>{figure.label}</dt>
          <dd className={figure.className}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The parts of an RTK Query infinite report query a list reads. */
interface InfiniteReport<Row, Footer> {
  /** The pages of the current filters only: another period's never stands in for this one's. */
  currentData?: { pages: readonly { list: readonly Row[]; footer: Footer; total: number }[] };
  error?: unknown;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * A paged report (docs/product.md#team-reports): the totals of the whole period, the rows loaded
 * so far and "Load more" while there are more; loading, failure (with a retry) and an empty
 * period each say so.
 */
export function ReportList<Row, Footer>({
  query,
  failure,
  totals,
  rowKey,
  renderRow,
  testId,
}: {
  query: InfiniteReport<Row, Footer>;
  failure: MessageDescriptor;
  totals: (footer: Footer, total: number) => ReactNode;
  rowKey: (row: Row) => string | number;
  renderRow: (row: Row) => ReactNode;
  testId: string;
}) {
  const pages = query.currentData?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.list) ?? [], [pages]);
  const first = pages?.[0];
  if (!first && query.isFetching) return <Loading />;
  if (!first) return <LoadFailure message={reportFailure(query.error, failure)} onRetry={() => void query.refetch()} />;
  return (
    <>
      {totals(first.footer, first.total)}
      {rows.length === 0 ? (
        <EmptyState message={<Trans>Nothing in this period.</Trans>} />
      ) : (
        <ul className="report-list" aria-live="polite" data-testid={testId}>
          {rows.map((row) => (
            <li key={rowKey(row)} className="report-row" data-testid={`${testId}-row`}>
              {renderRow(row)}
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--quiet"
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Load more</Trans>
        </button>
      )}
    </>
  );
}

/** What a refused report read says: a name outside the team, an item switched off, else `fallback`. */
export function reportFailure(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (!isGatewayError(error)) return fallback;
  if (error.code === 'agent.not.downline') return msg`No such account in your team.`;
  if (error.code === 'function.not.available') return errorMessage(error);
  return fallback;
}

/**
 * The username a report narrows to: applied when the form is sent (Enter or Search), cleared to
 * the whole team when emptied.
 */
export function ReportNameFilter({ label, onChange }: { label: string; onChange: (name: string | undefined) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [name, setName] = useState('');
  return (
    <form
      className="report-name"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(name.trim() || undefined);
      }}
    >
      <label className="report-field" htmlFor={id}>
        {label}
        <input
          id={id}
          type="search"
          value={name}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          placeholder={t`Whole team`}
          onChange={(event) => {
            setName(event.target.value);
            if (event.target.value.trim() === '') onChange(undefined);
          }}
        />
      </label>
      <button type="submit" className="button button--quiet">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

/** A choice among a report's kinds (categories, transaction types), 'All' first. */
export function ReportSelect<K extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  options: readonly K[];
  labels: Readonly<Record<K, MessageDescriptor>>;
  value: K | undefined;
  onChange: (next: K | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <label className="report-field" htmlFor={id}>
      {label}
      <select id={id} value={value ?? ''} onChange={(event) => onChange(options.find((option) => option === event.target.value))}>
        <option value="">{t`All`}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {i18n._(labels[option])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A report's game category, every category to start. */
export function ReportCategorySelect({
  value,
  onChange,
}: {
  value: ReportCategory | undefined;
  onChange: (next: ReportCategory | undefined) => void;
}) {
  const { t } = useLingui();
  return <ReportSelect label={t`Game`} options={REPORT_CATEGORIES} labels={CATEGORY_LABELS} value={value} onChange={onChange} />;
}

/** A report's screen (docs/product.md#team-reports): its period picker, its filters if it has any, then what it shows. */
export function ReportScreen({
  testId,
  picker,
  filters,
  children,
}: {
  testId: string;
  picker: ReactNode;
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="report-page" data-testid={testId}>
      {picker}
      {filters && <div className="report-filters">{filters}</div>}
      {children}
    </div>
  );
}
