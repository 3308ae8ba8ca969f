import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { OrderHistory, type OrderListState, type OrderTone } from '@/components/order-history/OrderHistory';
import { formatDateTime } from '@/lib/i18n/intl-locale';

import type { WithdrawOrder, WithdrawStatus } from '../api/withdraw-api';

/** Each state's label, and how it reads: approved is under way until the operator has paid. */
const STATES: Readonly<Record<WithdrawStatus, { label: MessageDescriptor; tone: OrderTone }>> = {
  pending: { label: msg`Pending`, tone: 'waiting' },
  approved: { label: msg`Approved`, tone: 'progress' },
  paid: { label: msg`Paid`, tone: 'done' },
  rejected: { label: msg`Rejected`, tone: 'refused' },
};

export interface WithdrawOrdersProps extends OrderListState<WithdrawOrder> {
  money: (amount: number) => string;
  locale: string;
}

/** The member's withdrawals with their state (a rejection with its reason), newest first. */
export function WithdrawOrders({ money, locale, ...list }: WithdrawOrdersProps) {
  const { i18n } = useLingui();
  return (
    <OrderHistory
      {...list}
      titleId="withdraw-orders-title"
      title={<Trans>Withdrawal history</Trans>}
      failedMessage={<Trans>Your withdrawals could not be loaded.</Trans>}
      emptyMessage={<Trans>No withdrawals yet</Trans>}
      rowTestId="withdraw-order"
      orderNo={(order) => order.orderNo}
      state={(order) => ({ code: order.status, label: i18n._(STATES[order.status].label), tone: STATES[order.status].tone })}
      renderDetails={(order) => {
        const fee = money(order.fee);
        return (
          <>
            <span className="order-row__amount">{money(order.amount)}</span>
            <span className="card__meta">
              {order.methodName} {order.maskedNo} · {formatDateTime(order.createdAt, locale)}
            </span>
            <span className="card__meta">
              <Trans>Fee {fee}</Trans>
            </span>
            <span className="order-row__no">{order.orderNo}</span>
            {order.status === 'rejected' && order.reason && (
              <span className="order-row__reason" data-testid="withdraw-reason">
                <Trans>Reason: {order.reason}</Trans>
              </span>
            )}
          </>
        );
      }}
    />
  );
}
