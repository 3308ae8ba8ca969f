import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import type { DepositOrder, DepositStatus } from '../api/deposit-api';
import { formatDateTime } from '../../../lib/i18n/intl-locale';

const STATUS_LABELS: Record<DepositStatus, ReturnType<typeof msg>> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export interface DepositOrdersProps {
  orders: DepositOrder[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  money: (amount: number) => string;
  locale: string;
}

/** The member's recent deposit orders with their state, newest first, a page at a time. */
export function DepositOrders({ orders, loading, failed, hasMore, loadingMore, onMore, onRetry, money, locale }: DepositOrdersProps) {
  const { i18n } = useLingui();
  const date = (time: number) => formatDateTime(time, locale);
  return (
    <section className="deposit-orders" aria-labelledby="deposit-orders-title">
      <h2 id="deposit-orders-title" className="deposit-orders__title">
        <Trans>Recent deposits</Trans>
      </h2>
      {loading ? (
        <Loading />
      ) : failed ? (
        <EmptyState
          message={<Trans>Your deposits could not be loaded.</Trans>}
          action={
            <button type="button" className="button" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : orders.length === 0 ? (
        <EmptyState message={<Trans>No deposits yet</Trans>} />
      ) : (
        <ul className="deposit-orders__list" aria-live="polite">
          {orders.map((order) => (
            <li key={order.orderNo} className="deposit-order" data-testid="deposit-order" data-status={order.status}>
              <div className="deposit-order__main">
                <span className="deposit-order__amount">{money(order.amount)}</span>
                <span className="card__meta">
                  {order.channelName} · {date(order.createdAt)}
                </span>
                <span className="deposit-order__no">{order.orderNo}</span>
              </div>
              <span className={`deposit-status deposit-status--${order.status}`}>{i18n._(STATUS_LABELS[order.status])}</span>
            </li>
          ))}
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
