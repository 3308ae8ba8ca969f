import { Trans, useLingui } from '@lingui/react/macro';

import { AppLink } from '@/components/link/AppLink';
import { OrderHistory, type OrderListState } from '@/components/order-history/OrderHistory';
import { PATHS } from '@/config/paths';
import { formatDateTime } from '@/lib/i18n/intl-locale';

import type { DepositOrder } from '../api/deposit-api';
import { STATUS_TEXTS } from '../model/deposit-texts';

export interface DepositOrdersProps extends OrderListState<DepositOrder> {
  money: (amount: number) => string;
  locale: string;
}

/** The member's recent deposit orders with their state, newest first, each opening its page. */
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
      state={(order) => ({ code: order.status, label: i18n._(STATUS_TEXTS[order.status].label), tone: STATUS_TEXTS[order.status].tone })}
      renderDetails={(order) => (
        <>
          <span className="order-row__amount">{money(order.amount)}</span>
          <span className="card__meta">
            {order.channelName} · {formatDateTime(order.createdAt, locale)}
          </span>
          <AppLink className="order-row__no" to={`${PATHS.voucherCenter}?order=${order.orderNo}`}>
            {order.orderNo}
          </AppLink>
        </>
      )}
    />
  );
}
