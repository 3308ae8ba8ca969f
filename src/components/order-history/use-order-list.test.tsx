import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { type InfiniteOrderQuery, useOrderList } from './use-order-list';

function query(overrides: Partial<InfiniteOrderQuery<string>>): InfiniteOrderQuery<string> {
  return {
    isLoading: false,
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
    ...overrides,
  };
}

describe('useOrderList', () => {
  it('lists the orders of every loaded page and asks for the next one', () => {
    const source = query({ data: { pages: [{ list: ['a', 'b'] }, { list: ['c'] }] }, hasNextPage: true, isError: true });
    const { result } = renderHook(() => useOrderList(source));
    expect(result.current.orders).toEqual(['a', 'b', 'c']);
    expect(result.current.hasMore).toBe(true);
    // A later page that failed leaves what has loaded on screen.
    expect(result.current.failed).toBe(false);
    result.current.onMore();
    expect(source.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('fails only while nothing has loaded, and retries the query', () => {
    const source = query({ isError: true });
    const { result } = renderHook(() => useOrderList(source));
    expect(result.current.orders).toEqual([]);
    expect(result.current.failed).toBe(true);
    result.current.onRetry();
    expect(source.refetch).toHaveBeenCalledTimes(1);
  });
});
