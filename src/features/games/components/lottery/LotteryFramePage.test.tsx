import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeGateway, ok, UNREACHABLE } from '@/testing/fake-gateway';
import { memberSession, renderWithStore } from '@/testing/render-with-store';

import { LotteryFramePage } from './LotteryFramePage';

const SESSION_TOKEN = 'f'.repeat(64);
const TICKET = '/wps/game/lottery/frame-ticket';

const gateway = installFakeGateway((gateway) => {
  // Tickets come when the test answers them; the draw list never does (the frame needs none).
  gateway.hold('POST', TICKET);
  gateway.hold('GET', '/lgw/games/mobile');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderFrame(path = '/m/lotto-h5/nasa11f2/trad/games/lobby?prize_mode=Lott&pageBack=home') {
  return renderWithStore(<LotteryFramePage />, { preloadedState: memberSession({ token: SESSION_TOKEN }), route: path });
}

/** The ticket request the page is waiting on: the latest one it has not given up. */
function live() {
  const pending = gateway.held('POST', TICKET);
  expect(pending).toHaveLength(1);
  return pending[0]!;
}

describe('LotteryFramePage', () => {
  it('asks for a frame ticket and shows the spinner until it comes, then frames the page with it', async () => {
    renderFrame();
    await vi.waitFor(() => expect(gateway.calls('POST', TICKET)).toHaveLength(1));
    expect(live().headers.get('Authorization')).toBe(SESSION_TOKEN);
    expect(screen.getByTestId('lottery-frame-pending')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-frame')).not.toBeInTheDocument();
    const ticket = 'a'.repeat(64);
    await live().answer(ok({ ticket }));
    const src = new URL((await screen.findByTestId('lottery-frame')).getAttribute('src')!);
    expect(src.pathname).toBe('/lgw/lotto/nasa11f2/trad/games/lobby');
    expect(src.searchParams.get('ticket')).toBe(ticket);
    expect(src.searchParams.has('token')).toBe(false);
    expect(src.href).not.toContain(SESSION_TOKEN);
    expect(screen.queryByTestId('lottery-frame-pending')).not.toBeInTheDocument();
  });

  it('says why when no ticket comes, and asks for a fresh one on retry', async () => {
    renderFrame();
    await vi.waitFor(() => expect(gateway.held('POST', TICKET)).toHaveLength(1));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await live().answer(UNREACHABLE);
    const failure = await screen.findByTestId('lottery-frame-error');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(failure).toHaveTextContent('You are offline');
    expect(screen.queryByTestId('lottery-frame')).not.toBeInTheDocument();

    vi.restoreAllMocks();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByTestId('lottery-frame-pending')).toBeInTheDocument();
    await vi.waitFor(() => expect(gateway.calls('POST', TICKET)).toHaveLength(2));
    await live().answer(ok({ ticket: 'b'.repeat(64) }));
    expect(gateway.calls('POST', TICKET)).toHaveLength(2);
    expect(new URL((await screen.findByTestId('lottery-frame')).getAttribute('src')!).searchParams.get('ticket')).toBe('b'.repeat(64));
  });

  it('asks for no ticket for an address that could not be framed', () => {
    renderFrame('/m/lotto-h5/nasa11f2/trad/games/a.b?prize_mode=Lott');
    expect(screen.getByTestId('lottery-frame-error')).toHaveTextContent('No permission or feature temporarily unavailable');
    expect(gateway.calls('POST', TICKET)).toHaveLength(0);
  });

  it('gives up a ticket request when it leaves, and each visit asks for its own', async () => {
    const { unmount: leave } = renderFrame();
    await vi.waitFor(() => expect(gateway.held('POST', TICKET)).toHaveLength(1));
    const firstRequest = live();
    leave();
    await vi.waitFor(() => expect(firstRequest.aborted).toBe(true));
    renderFrame();
    await vi.waitFor(() => expect(gateway.calls('POST', TICKET)).toHaveLength(2));
    expect(live()).not.toBe(firstRequest);
  });
});
