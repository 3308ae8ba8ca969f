import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '@/testing/render';

import { TrialPage } from './TrialPage';

const state = vi.hoisted(() => ({
  session: null as { token: string; userName: string; type: number } | null,
  settings: { data: { switches: { FREEPLAY3: true } }, isLoading: false, isError: false, error: undefined, refetch: vi.fn() } as Record<
    string,
    unknown
  >,
  start: vi.fn(() => Promise.resolve()),
  resume: vi.fn(() => Promise.resolve()),
  starting: false,
}));

vi.mock('@/lib/store/hooks', () => ({
  useAppDispatch: () => () => undefined,
  useAppSelector: (selector: (root: unknown) => unknown) => selector({ session: { info: state.session, _persist: { rehydrated: true } } }),
}));
vi.mock('@/lib/system/system-api', () => ({ useGetConsolidatedSettingsQuery: () => state.settings }));
vi.mock('./use-free-play', () => ({ useFreePlay: () => ({ start: state.start, resume: state.resume, starting: state.starting }) }));

afterEach(() => {
  state.session = null;
  state.settings = { data: { switches: { FREEPLAY3: true } }, isLoading: false, isError: false, error: undefined, refetch: vi.fn() };
  state.start.mockClear();
  state.resume.mockClear();
  state.starting = false;
});

function renderPage() {
  return renderWithI18n(
    <MemoryRouter initialEntries={['/m/trail']}>
      <TrialPage />
    </MemoryRouter>,
  );
}

const registerLink = () => screen.getByTestId('trial-register');

describe('TrialPage', () => {
  it('explains the trial, starts it on Start and offers registration instead', () => {
    renderPage();
    const terms = screen.getByTestId('trial-terms');
    expect(terms).toHaveTextContent(/Play money/);
    expect(terms).toHaveTextContent(/Other slots, bingo and BGS games: they need a real account/);
    expect(registerLink()).toHaveAttribute('href', '/m/register');
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(state.start).toHaveBeenCalledOnce();
  });

  it('holds the Start button while the trial is being opened', () => {
    state.starting = true;
    renderPage();
    const button = screen.getByRole('button', { name: 'Starting…' }) as HTMLButtonElement;
    expect(button).toBeDisabled();
  });

  it('says so, and offers registration and login, when the operator has free play off', () => {
    state.settings = { ...state.settings, data: { switches: { FREEPLAY3: false } } };
    renderPage();
    expect(screen.getByTestId('trial-off')).toHaveTextContent(/Free trial is not available right now/);
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    expect(registerLink()).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
  });

  it('waits for the operator settings, and offers a retry when they fail', () => {
    state.settings = { data: undefined, isLoading: true, isError: false, error: undefined, refetch: vi.fn() };
    const view = renderPage();
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    view.unmount();

    const refetch = vi.fn();
    state.settings = {
      data: undefined,
      isLoading: false,
      isError: true,
      error: { status: 0, code: 'client.network', message: '' },
      refetch,
    };
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
  });

  it('does not open a second trial for a trial account: it plays on or registers', () => {
    state.session = { token: 't', userName: 'TRY123456', type: 4 };
    renderPage();
    expect(screen.getByTestId('trial-signed-in')).toHaveTextContent(/TRY123456/);
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    expect(registerLink()).toHaveAttribute('href', '/m/register');
    // Play now carries on with the same trial user (the trialuser call), not a new free play.
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(state.resume).toHaveBeenCalledTimes(1);
    expect(state.start).not.toHaveBeenCalled();
  });

  it('tells a real member there is no need for a trial', () => {
    state.session = { token: 't', userName: 'demo', type: 0 };
    renderPage();
    expect(screen.getByTestId('trial-signed-in')).toHaveTextContent(/there is no need for a trial/);
    expect(screen.queryByTestId('trial-register')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/m/gameCenter');
  });
});
