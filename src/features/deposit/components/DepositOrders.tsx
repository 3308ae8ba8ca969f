import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderHistory, type OrderListState, type OrderTone } from '../../../components/order-history/OrderHistory';
import type { DepositOrder, DepositStatus } from '../api/deposit-api';
import { formatDateTime } from '../../../lib/i18n/intl-locale';

/** Each state's label, and how it reads: an approved deposit is credited, done. */
const STATES: Readonly<Record<DepositStatus, { label: MessageDescriptor; tone: OrderTone }>> = {
  pending: { label: msg`Pending`, tone: 'waiting' },
  approved: { label: msg`Approved`, tone: 'done' },
  rejected: { label: msg`Rejected`, tone: 'refused' },
};

export interface DepositOrdersProps extends OrderListState<DepositOrder> {
  money: (amount: number) => string;
  locale: string;
}

/** The member's recent deposit orders with their state, newest first, a page at a time. */
export function DepositOrders({ money, locale, ...list }: DepositOrdersProps) {
  const { i18n } = useLingui();
  return (
    <OrderHistory
      {...list}
      titleId="deposit-orders-title"
      title={<Trans>Recent deposits</Trans>}
      failedMessage={<Trans>Your deposits could not be loaded.</Trans>}
      emptyMessage={<Trans>No deposits yet</Trans>}
      rowTestId="deposit-order"
      orderNo={(order) => order.orderNo}
      state={(order) => ({ code: order.status, label: i18n._(STATES[order.status].label), tone: STATES[order.status].tone })}
      renderDetails={(order) => (
        <>
          <span className="order-row__amount">{money(order.amount)}</span>
          <span className="card__meta">
            {order.channelName} · {formatDateTime(order.createdAt, locale)}
          </span>
          <span className="order-row__no">{order.orderNo}</span>
        </>
      )}
    />
  );
}
