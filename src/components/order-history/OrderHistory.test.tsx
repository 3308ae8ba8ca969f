import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '@/testing/render';

import { OrderHistory, type OrderHistoryProps } from './OrderHistory';

interface Order {
  no: string;
  amount: string;
  status: 'pending' | 'paid';
}

function renderHistory(props: Partial<OrderHistoryProps<Order>> = {}) {
  const handlers = { onMore: vi.fn(), onRetry: vi.fn() };
  renderWithI18n(
    <OrderHistory<Order>
      titleId="orders-title"
      title="Withdrawal history"
      failedMessage="Your withdrawals could not be loaded."
      emptyMessage="No withdrawals yet"
      orders={[]}
      loading={false}
      failed={false}
      hasMore={false}
      loadingMore={false}
      rowTestId="withdraw-order"
      orderNo={(order) => order.no}
      state={(order) =>
        order.status === 'paid' ? { code: 'paid', label: 'Paid', tone: 'done' } : { code: 'pending', label: 'Pending', tone: 'waiting' }
      }
      renderDetails={(order) => <span className="order-row__amount">{order.amount}</span>}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('OrderHistory', () => {
  it('lists the orders under its heading, each with its state', () => {
    renderHistory({
      orders: [
        { no: 'WD2', amount: '₱500.00', status: 'pending' },
        { no: 'WD1', amount: '₱1,000.00', status: 'paid' },
      ],
    });
    expect(screen.getByRole('region', { name: 'Withdrawal history' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('withdraw-order');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['pending', 'paid']);
    expect(rows[1]!).toHaveTextContent('₱1,000.00Paid');
    expect(within(rows[1]!).getByText('Paid')).toHaveClass('order-status--done');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there are none', () => {
    renderHistory();
    expect(screen.getByText('No withdrawals yet')).toBeInTheDocument();
    expect(screen.queryAllByTestId('withdraw-order')).toHaveLength(0);
  });

  it('offers a retry when the orders could not be loaded', () => {
    const { onRetry } = renderHistory({ failed: true });
    expect(screen.getByText('Your withdrawals could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('loads more while the gateway has more, and not twice at once', () => {
    const { onMore } = renderHistory({ orders: [{ no: 'WD1', amount: '₱1.00', status: 'paid' }], hasMore: true });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('shows the loading view while the first page comes', () => {
    renderHistory({ loading: true, hasMore: true, loadingMore: true });
    expect(screen.queryAllByTestId('withdraw-order')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
  });
});
