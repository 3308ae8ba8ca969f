import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatWholeBalance } from '../../../lib/format/money';
import { renderWithI18n } from '../../../testing/render';
import { Balance } from './MemberCentreParts';
import type { MemberCentre } from './use-member-centre';

const wallet = (data: { sumBalance: number; currencySymbol: string } | undefined, state: { isLoading?: boolean; isError?: boolean } = {}) =>
  ({ wallet: { data, isLoading: false, isError: false, ...state } }) as unknown as Pick<MemberCentre, 'wallet'>;

describe('the member centre balance', () => {
  it('reads as the home header does: symbol, whole number, thousands separators', () => {
    renderWithI18n(<Balance centre={wallet({ sumBalance: 15_250.75, currencySymbol: '₱' })} />);
    const balance = screen.getByText('₱15,250');
    expect(balance.textContent).toBe(formatWholeBalance(15_250.75, '₱', 'en'));
    // The exact amount stays at hand.
    expect(balance.getAttribute('title')).toBe('₱15,250.75');
  });

  it('never rounds up to more than the member has', () => {
    renderWithI18n(<Balance centre={wallet({ sumBalance: 1_234_567.99, currencySymbol: '₱' })} />);
    expect(screen.getByText('₱1,234,567')).toBeTruthy();
  });

  it('shows a placeholder while loading and a dash when the wallet cannot be had', () => {
    const { unmount } = renderWithI18n(<Balance centre={wallet(undefined, { isLoading: true })} />);
    expect(screen.getByText('…')).toBeTruthy();
    unmount();
    renderWithI18n(<Balance centre={wallet(undefined, { isError: true })} />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});
