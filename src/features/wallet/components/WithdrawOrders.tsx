import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { formatDateTime } from '../../../lib/i18n/intl-locale';
import type { WithdrawOrder, WithdrawStatus } from '../api/wallet-api';

const STATUS_LABELS: Readonly<Record<WithdrawStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
};

export interface WithdrawOrdersProps {
  orders: WithdrawOrder[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  money: (amount: number) => string;
  locale: string;
}

/** The member's withdrawals with their state (a rejection with its reason), newest first. */
export function WithdrawOrders({ orders, loading, failed, hasMore, loadingMore, onMore, onRetry, money, locale }: WithdrawOrdersProps) {
  const { i18n } = useLingui();
  return (
    <section className="wallet-orders" aria-labelledby="withdraw-orders-title">
      <h2 id="withdraw-orders-title" className="wallet-orders__title">
        <Trans>Withdrawal history</Trans>
      </h2>
      {loading ? (
        <Loading />
      ) : failed ? (
        <EmptyState
          message={<Trans>Your withdrawals could not be loaded.</Trans>}
          action={
            <button type="button" className="button" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : orders.length === 0 ? (
        <EmptyState message={<Trans>No withdrawals yet</Trans>} />
      ) : (
        <ul className="wallet-orders__list" aria-live="polite">
          {orders.map((order) => {
            const fee = money(order.fee);
            return (
              <li key={order.orderNo} className="wallet-order" data-testid="withdraw-order" data-status={order.status}>
                <div className="wallet-order__main">
                  <span className="wallet-order__amount">{money(order.amount)}</span>
                  <span className="card__meta">
                    {order.methodName} {order.maskedNo} · {formatDateTime(order.createdAt, locale)}
                  </span>
                  <span className="card__meta">
                    <Trans>Fee {fee}</Trans>
                  </span>
                  <span className="wallet-order__no">{order.orderNo}</span>
                  {order.status === 'rejected' && order.reason && (
                    <span className="wallet-order__reason" data-testid="withdraw-reason">
                      <Trans>Reason: {order.reason}</Trans>
                    </span>
                  )}
                </div>
                <span className={`wallet-status wallet-status--${order.status}`}>{i18n._(STATUS_LABELS[order.status])}</span>
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
