import './member.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PullList } from '@/components/pull-list/PullList';

import { ALL_TIME, isRecordRange, rangeStart, RECORD_RANGE_LABELS, RECORD_RANGES, type RecordRange } from '../model/record-range';
import type { RecordFilter } from '../model/record-rows';
import { RecordFilters } from './RecordFilters';

/** The part of an RTK infinite query's result that a record list reads. */
interface RecordPages<Row> {
  data?: { pages: { list: Row[]; currencySymbol?: string }[] };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => Promise<unknown>;
}

export interface RecordListProps<Kind extends string, Row extends { id: number | string }> {
  kinds: readonly Kind[];
  kindLabels: Readonly<Record<Kind, MessageDescriptor>>;
  isKind: (value: string | null) => value is Kind;
  /** Accessible names of the filter chips and of the list. */
  filterLabel: string;
  listLabel: string;
  /** Test id of each row, naming the record it belongs to. */
  rowTestId: string;
  /** `since` is the chosen date range's start (epoch ms), undefined for all time or without ranges. */
  useRecords: (filter: RecordFilter<Kind>, since: number | undefined) => RecordPages<Row>;
  renderRow: (row: Row, currencySymbol: string) => ReactNode;
  /** Accessible name of the date range chips (today, 7 days, 30 days); no chips without it. */
  rangeLabel?: string;
}

/**
 * A member's record, newest first: kind chips (kept in the URL's `kind`), date range chips when
 * the record has them (the URL's `range`), then the pages with
 * pull-up for more, or loading, failure with retry, or 'no data'. The betting and account
 * records differ only in their kinds, their query and their rows.
 */
export function RecordList<Kind extends string, Row extends { id: number | string }>({
  kinds,
  kindLabels,
  isKind,
  filterLabel,
  listLabel,
  rowTestId,
  useRecords,
  renderRow,
  rangeLabel,
}: RecordListProps<Kind, Row>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const kindParam = searchParams.get('kind');
  const filter: RecordFilter<Kind> = isKind(kindParam) ? kindParam : 'all';
  const rangeParam = searchParams.get('range');
  const range: RecordRange | 'all' = rangeLabel !== undefined && isRecordRange(rangeParam) ? rangeParam : 'all';
  const records = useRecords(filter, rangeStart(range));
  const rows = useMemo(() => records.data?.pages.flatMap((page) => page.list) ?? [], [records.data]);
  const symbol = records.data?.pages[0]?.currencySymbol ?? '';

  function search(kind: RecordFilter<Kind>, nextRange: RecordRange | 'all') {
    setSearchParams({ ...(kind === 'all' ? {} : { kind }), ...(nextRange === 'all' ? {} : { range: nextRange }) }, { replace: true });
  }

  return (
    <div className="record-page">
      <RecordFilters kinds={kinds} labels={kindLabels} value={filter} onChange={(next) => search(next, range)} label={filterLabel} />
      {rangeLabel !== undefined && (
        <RecordFilters
          kinds={RECORD_RANGES}
          labels={RECORD_RANGE_LABELS}
          value={range}
          onChange={(next) => search(filter, next)}
          label={rangeLabel}
          allLabel={ALL_TIME}
        />
      )}
      {records.isLoading ? (
        <Loading />
      ) : records.isError && rows.length === 0 ? (
        <LoadFailure message={msg`The record could not be loaded.`} onRetry={() => void records.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <PullList
          hasMore={records.hasNextPage}
          loadingMore={records.isFetchingNextPage}
          onLoadMore={() => void records.fetchNextPage()}
          onRefresh={() => records.refetch()}
        >
          <ul className="record-list" aria-label={listLabel}>
            {rows.map((row) => (
              <li key={row.id} className="record-row" data-testid={rowTestId}>
                {renderRow(row, symbol)}
              </li>
            ))}
          </ul>
        </PullList>
      )}
    </div>
  );
}
