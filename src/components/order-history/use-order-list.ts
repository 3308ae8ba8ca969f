import { useMemo } from 'react';

import type { OrderListState } from './OrderHistory';

/** The parts of an infinite order query (RTK Query) that the order list reads. */
export interface InfiniteOrderQuery<Order> {
  data?: { pages: readonly { list: readonly Order[] }[] };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * An infinite order query as the order list's state: the orders of every page loaded so far, a
 * failure only while nothing has loaded, and the next page on demand.
 */
export function useOrderList<Order>(query: InfiniteOrderQuery<Order>): OrderListState<Order> {
  const orders = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  return {
    orders,
    loading: query.isLoading,
    failed: !query.data && query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onMore: () => void query.fetchNextPage(),
    onRetry: () => void query.refetch(),
  };
}
