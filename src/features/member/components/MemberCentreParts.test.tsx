import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithI18n } from '@/testing/render';

import { Balance } from './MemberCentreParts';
import type { MemberCentre } from './use-member-centre';

const wallet = (data: { sumBalance: number; currencySymbol: string } | undefined, state: { isLoading?: boolean; isError?: boolean } = {}) =>
  ({ wallet: { data, isLoading: false, isError: false, ...state } }) as unknown as Pick<MemberCentre, 'wallet'>;

describe('the member centre balance', () => {
  it('shows the exact amount, centavos included: symbol, thousands separators, two decimals', () => {
    renderWithI18n(<Balance centre={wallet({ sumBalance: 15_250.75, currencySymbol: '₱' })} />);
    expect(screen.getByText('₱15,250.75')).toBeInTheDocument();
  });

  it('never rounds: 99 centavos stay 99, and a whole amount shows .00', () => {
    const { unmount } = renderWithI18n(<Balance centre={wallet({ sumBalance: 1_234_567.99, currencySymbol: '₱' })} />);
    expect(screen.getByText('₱1,234,567.99')).toBeInTheDocument();
    unmount();
    renderWithI18n(<Balance centre={wallet({ sumBalance: 20, currencySymbol: '₱' })} />);
    expect(screen.getByText('₱20.00')).toBeInTheDocument();
  });

  it('shows a placeholder while loading and a dash when the wallet cannot be had', () => {
    const { unmount } = renderWithI18n(<Balance centre={wallet(undefined, { isLoading: true })} />);
    expect(screen.getByText('…')).toBeInTheDocument();
    unmount();
    renderWithI18n(<Balance centre={wallet(undefined, { isError: true })} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
