import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '@/testing/render';

import { LotteryFramePage } from './LotteryFramePage';

const SESSION_TOKEN = 'f'.repeat(64);

interface PendingTicket {
  resolve: (answer: { ticket: string }) => void;
  reject: (error: unknown) => void;
  aborted: boolean;
}

const state = vi.hoisted(() => ({
  requests: [] as PendingTicket[],
}));

vi.mock('@/lib/store/hooks', () => ({
  useAppDispatch: () => () => undefined,
  useAppSelector: (selector: (root: unknown) => unknown) =>
    selector({
      session: {
        _persist: { version: -1, rehydrated: true },
        info: { token: 'f'.repeat(64), merchantCode: 'm', userName: 'demo', type: 0, firstTimeLogin: false },
      },
    }),
}));
vi.mock('@/features/games/api/games-api', () => {
  // One trigger for every render, as RTK Query's mutation hook keeps it.
  const requestTicket = () => {
    let settle: Pick<PendingTicket, 'resolve' | 'reject'> = { resolve: () => undefined, reject: () => undefined };
    const promise = new Promise<{ ticket: string }>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const pending: PendingTicket = { ...settle, aborted: false };
    state.requests.push(pending);
    return {
      unwrap: () => promise,
      abort: () => {
        pending.aborted = true;
      },
    };
  };
  return {
    useGetLotteryGamesQuery: () => ({ data: undefined }),
    useRequestLotteryFrameTicketMutation: () => [requestTicket],
  };
});

beforeEach(() => {
  state.requests = [];
});

function renderFrame(path = '/m/lotto-h5/nasa11f2/trad/games/lobby?prize_mode=Lott&pageBack=home') {
  return renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <LotteryFramePage />
    </MemoryRouter>,
  );
}

/** The request the page is waiting on: the latest one it has not given up. */
function live(): PendingTicket {
  const pending = state.requests.filter((request) => !request.aborted);
  expect(pending).toHaveLength(1);
  return pending[0]!;
}

describe('LotteryFramePage', () => {
  it('asks for a frame ticket and shows the spinner until it comes, then frames the page with it', async () => {
    renderFrame();
    expect(state.requests).toHaveLength(1);
    expect(screen.getByTestId('lottery-frame-pending')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-frame')).not.toBeInTheDocument();
    const ticket = 'a'.repeat(64);
    await act(async () => live().resolve({ ticket }));
    const src = new URL(screen.getByTestId('lottery-frame').getAttribute('src')!);
    expect(src.pathname).toBe('/lgw/lotto/nasa11f2/trad/games/lobby');
    expect(src.searchParams.get('ticket')).toBe(ticket);
    expect(src.searchParams.has('token')).toBe(false);
    expect(src.href).not.toContain(SESSION_TOKEN);
    expect(screen.queryByTestId('lottery-frame-pending')).not.toBeInTheDocument();
  });

  it('says why when no ticket comes, and asks for a fresh one on retry', async () => {
    renderFrame();
    await act(async () => live().reject({ status: 0, code: 'client.offline', message: 'No internet connection' }));
    const failure = screen.getByTestId('lottery-frame-error');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(failure).toHaveTextContent(/You are offline/);
    expect(screen.queryByTestId('lottery-frame')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByTestId('lottery-frame-pending')).toBeInTheDocument();
    expect(state.requests).toHaveLength(2);
    await act(async () => live().resolve({ ticket: 'b'.repeat(64) }));
    expect(state.requests).toHaveLength(2);
    expect(new URL(screen.getByTestId('lottery-frame').getAttribute('src')!).searchParams.get('ticket')).toBe('b'.repeat(64));
  });

  it('asks for no ticket for an address that could not be framed', () => {
    renderFrame('/m/lotto-h5/nasa11f2/trad/games/a.b?prize_mode=Lott');
    expect(state.requests).toHaveLength(0);
    expect(screen.getByTestId('lottery-frame-error')).toHaveTextContent(/No permission or feature temporarily unavailable/);
  });

  it('gives up a ticket request when it leaves, and each visit asks for its own', async () => {
    const { unmount: leave } = renderFrame();
    const firstRequest = live();
    leave();
    expect(firstRequest.aborted).toBe(true);
    renderFrame();
    expect(live()).not.toBe(firstRequest);
  });
});
