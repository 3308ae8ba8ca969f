import './order-history.css';

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { EmptyState } from '../EmptyState';
import { Loading } from '../Loading';

/** How an order's state reads at a glance: waiting, under way, done, or refused. */
export type OrderTone = 'waiting' | 'progress' | 'done' | 'refused';

/** An order's state as its row shows it. */
interface OrderState {
  /** The gateway's code, on the row as `data-status`. */
  code: string;
  label: string;
  tone: OrderTone;
}

/** The orders loaded so far and where their loading stands, as a feature's paged query has them. */
export interface OrderListState<Order> {
  orders: readonly Order[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
}

export interface OrderHistoryProps<Order> extends OrderListState<Order> {
  titleId: string;
  title: ReactNode;
  /** Said with a retry when the first page could not be loaded. */
  failedMessage: ReactNode;
  emptyMessage: ReactNode;
  /** Each row's `data-testid`. */
  rowTestId: string;
  orderNo: (order: Order) => string;
  state: (order: Order) => OrderState;
  /** What a row says of its order (amount, method, time, number: the `order-row__*` classes). */
  renderDetails: (order: Order) => ReactNode;
}

/**
 * A member's orders of one kind (deposits, withdrawals), newest first, a page at a time: the
 * loading view, the failure with a retry, the empty state, the rows with their state, and "Load
 * more" while the gateway has more.
 */
export function OrderHistory<Order>({
  titleId,
  title,
  failedMessage,
  emptyMessage,
  orders,
  loading,
  failed,
  hasMore,
  loadingMore,
  onMore,
  onRetry,
  rowTestId,
  orderNo,
  state,
  renderDetails,
}: OrderHistoryProps<Order>) {
  return (
    <section className="order-history" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-history__title">
        {title}
      </h2>
      {loading ? (
        <Loading />
      ) : failed ? (
        <EmptyState
          message={failedMessage}
          action={
            <button type="button" className="button" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : orders.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ul className="order-history__list" aria-live="polite">
          {orders.map((order) => {
            const { code, label, tone } = state(order);
            return (
              <li key={orderNo(order)} className="order-row" data-testid={rowTestId} data-status={code}>
                <div className="order-row__main">{renderDetails(order)}</div>
                <span className={`order-status order-status--${tone}`}>{label}</span>
              </li>
            );
          })}
        </ul>
      )}
      {hasMore && (
        <button type="button" className="button button--quiet" disabled={loadingMore} aria-busy={loadingMore} onClick={onMore}>
          <Trans>Load more</Trans>
        </button>
      )}
    </section>
  );
}
