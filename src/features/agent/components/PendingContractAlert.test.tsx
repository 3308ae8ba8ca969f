import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { installDialogPolyfill, renderWithI18n } from '@/testing/render';

import { PendingContractAlert } from './PendingContractAlert';

const state = vi.hoisted(() => ({
  session: { token: 'token-1', type: 1 } as { token: string; type: number } | null,
  pathname: '/m/home',
  navigate: vi.fn(),
}));

vi.mock('@/lib/store/hooks', () => ({ useAppDispatch: () => () => undefined, useAppSelector: () => state.session }));
vi.mock('react-router', () => ({ useNavigate: () => state.navigate, useLocation: () => ({ pathname: state.pathname }) }));
vi.mock('@/lib/agent/contract-requests-api', () => ({
  useContractRequestsQuery: (_token: string, { skip }: { skip: boolean }) => ({
    data: skip ? undefined : { dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: '' },
  }),
}));

beforeAll(installDialogPolyfill);
afterEach(() => {
  sessionStorage.clear();
  state.session = { token: 'token-1', type: 1 };
  state.pathname = '/m/home';
});

const alert = () => screen.queryByRole('dialog', { name: 'Contract' });

describe('PendingContractAlert', () => {
  it('asks once per browser session: a reload does not ask again', () => {
    const { unmount: leave } = renderWithI18n(<PendingContractAlert />);
    expect(alert()).not.toBeNull();
    expect(screen.getByText('A daily salary contract is waiting for you')).toBeInTheDocument();
    leave();

    renderWithI18n(<PendingContractAlert />);
    expect(alert()).toBeNull();
  });

  it('asks again on a new login', () => {
    renderWithI18n(<PendingContractAlert />).unmount();
    state.session = { token: 'token-2', type: 1 };
    renderWithI18n(<PendingContractAlert />);
    expect(alert()).not.toBeNull();
  });

  it('closes on Cancel and goes to the contract on Go', () => {
    const { unmount: leave } = renderWithI18n(<PendingContractAlert />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(alert()).toBeNull();
    leave();

    sessionStorage.clear();
    state.session = { token: 'token-3', type: 1 };
    renderWithI18n(<PendingContractAlert />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(state.navigate).toHaveBeenCalledWith('/m/member/agent/getSalaryContract');
  });

  it('waits while the player is on the contract’s own page, then asks once elsewhere', () => {
    state.pathname = '/m/member/agent/getSalaryContract';
    const view = renderWithI18n(<PendingContractAlert />);
    expect(alert()).toBeNull();
    view.unmount();
    state.pathname = '/m/home';
    renderWithI18n(<PendingContractAlert />).unmount();
    renderWithI18n(<PendingContractAlert />);
    expect(alert()).toBeNull();
  });

  it('does not ask trial accounts', () => {
    state.session = { token: 'token-4', type: 4 };
    renderWithI18n(<PendingContractAlert />);
    expect(alert()).toBeNull();
  });
});
