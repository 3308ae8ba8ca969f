import { msg } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';

import { toast } from '@/components/toast/toast';
import { formatMoney } from '@/lib/format/money';
import { gatewayApi } from '@/lib/gateway/api';
import { useAppDispatch } from '@/lib/store/hooks';

import type { WithdrawOrder } from '../api/withdraw-api';

/**
 * An order seen open that the operator rejected gave the money back (docs/product.md#withdraw):
 * says so and refreshes the balances (the header's and the withdraw page's). Any change of status
 * refreshes them.
 */
export function useRejectedWithdrawalWatch(orders: readonly WithdrawOrder[], symbol: string, locale: string) {
  const dispatch = useAppDispatch();
  const seen = useRef(new Map<string, string>());
  useEffect(() => {
    let returned = 0;
    let changed = false;
    for (const order of orders) {
      const before = seen.current.get(order.orderNo);
      if (before !== undefined && before !== order.status) {
        changed = true;
        if (order.status === 'rejected') returned += order.amount;
      }
      seen.current.set(order.orderNo, order.status);
    }
    if (!changed) return;
    dispatch(gatewayApi.util.invalidateTags(['Wallet', 'Records']));
    if (returned > 0)
      toast.info(msg`A withdrawal was rejected: ${formatMoney(returned, symbol, locale)} is back in your balance`, { long: true });
  }, [dispatch, orders, locale, symbol]);
}
