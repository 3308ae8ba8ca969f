import { useOrderList } from '@/components/order-history/use-order-list';

import { useGetWithdrawOrdersInfiniteQuery } from '../api/withdraw-api';

/** How often the orders are read again while one waits for the operator. */
const OPEN_ORDER_POLL_MS = 3000;

/**
 * The withdraw orders loaded so far, read again every few seconds while one of them waits for the
 * operator (pending or approved) and the device is online.
 */
export function useWithdrawOrders(online: boolean) {
  const list = useOrderList(useGetWithdrawOrdersInfiniteQuery());
  const open = list.orders.some((order) => order.status === 'pending' || order.status === 'approved');
  useGetWithdrawOrdersInfiniteQuery(undefined, { skip: !open || !online, pollingInterval: OPEN_ORDER_POLL_MS });
  return list;
}
