import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { LotteryGame } from '@/features/games/api/games-api';
import { lotteryGame } from '@/features/games/model/lottery-game.fixtures';
import { type Answer, installFakeGateway, ok, UNREACHABLE } from '@/testing/fake-gateway';
import { memberSession, renderWithStore } from '@/testing/render-with-store';

import { StartLotteryPage } from './StartLotteryPage';

/** What the gateway answers for each prize mode's list. */
let lists: Record<string, Answer> = {};
const LISTS = '/lgw/games/mobile';

const gateway = installFakeGateway((gateway) =>
  gateway.on('GET', LISTS, (call) => lists[call.query.get('prizeMode') ?? ''] ?? ok({ list: [] })),
);

function game(overrides: Partial<LotteryGame>): LotteryGame {
  return lotteryGame({ iconUrl: '/cdn/games/1.svg', drawIntervalSeconds: 3600, ...overrides });
}

const loaded = (list: LotteryGame[]) => ok({ list });
let loggedIn = true;

// 10:00:30 UTC: the 5-minute draw is at 10:05, the hourly one at 11:00, the 1-minute one at 10:01.
const NOW = Date.UTC(2026, 0, 15, 10, 0, 30);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  loggedIn = true;
  lists = {
    Lott: loaded([
      game({ gameId: 1, gameName: 'Mega 6/45', drawIntervalSeconds: 3600 }),
      game({ gameId: 2, gameName: 'Keno 5 Min', lottoGameCode: 'KENO5', drawIntervalSeconds: 300 }),
    ]),
    Elott: loaded([
      game({
        gameId: 3,
        gameName: 'Speed Lotto',
        lottoGameCode: 'SPEED1',
        prizeMode: 'Elott',
        gameCategory: 'ELOTT',
        drawIntervalSeconds: 60,
      }),
    ]),
  };
});
afterEach(() => {
  vi.useRealTimers();
});

async function renderPage() {
  const view = renderWithStore(<StartLotteryPage />, { preloadedState: loggedIn ? memberSession() : undefined, route: '/m/startLottery' });
  await view.answered();
  return view;
}

/** Each row's draw, by the name its Play link reads out. */
const rowNames = () => screen.getAllByTestId('start-lottery-draw').map((row) => within(row).getByRole('link').getAttribute('aria-label'));

describe('StartLotteryPage', () => {
  it('shows the soonest draw first with its countdown, then the others in draw order', async () => {
    await renderPage();
    const next = screen.getByTestId('next-draw');
    expect(next).toHaveTextContent(/Speed Lotto/);
    expect(screen.getByTestId('next-draw-countdown')).toHaveTextContent('0:30');
    expect(rowNames()).toEqual(['Play Keno 5 Min', 'Play Mega 6/45']);
  });

  it('counts down every second and moves on when a draw has happened', async () => {
    await renderPage();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('next-draw-countdown')).toHaveTextContent('0:29');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    // Speed Lotto drew at 10:01:00; its next draw is 10:02:00, still the soonest.
    expect(screen.getByTestId('next-draw-countdown')).toHaveTextContent('0:59');
  });

  it('starts a draw in one tap through the lottery launch, closing back here', async () => {
    await renderPage();
    const play = within(screen.getByTestId('next-draw')).getByRole('link', { name: 'Play now' });
    expect(play).toHaveAttribute('href', '/m/launchGame?playType=trad&prize_mode=Elott&code=SPEED1&pageBack=startLottery');
    const keno = screen.getByRole('link', { name: 'Play Keno 5 Min' });
    expect(keno).toHaveAttribute('href', '/m/launchGame?playType=trad&prize_mode=Lott&code=KENO5&pageBack=startLottery');
  });

  it('sends a visitor to log in first, then on to the launch', async () => {
    loggedIn = false;
    await renderPage();
    const keno = screen.getByRole('link', { name: 'Play Keno 5 Min' });
    expect(keno).toHaveAttribute(
      'href',
      '/m/login?from=/m/launchGame%3FplayType%3Dtrad%26prize_mode%3DLott%26code%3DKENO5%26pageBack%3DstartLottery',
    );
  });

  it('links to the whole lottery screen', async () => {
    await renderPage();
    expect(screen.getByTestId('all-lotteries')).toHaveAttribute('href', '/m/lottery');
  });

  it('waits for the lists, then says so when there is no draw', async () => {
    gateway.hold('GET', LISTS);
    const { answered } = renderWithStore(<StartLotteryPage />, { preloadedState: memberSession(), route: '/m/startLottery' });
    await vi.waitFor(() => expect(gateway.held('GET', LISTS)).toHaveLength(2));
    expect(screen.getByText('Please wait')).toBeInTheDocument();

    lists = { Lott: loaded([]), Elott: loaded([]) };
    await gateway.answerHeld();
    await answered();
    expect(screen.getByText('No draws are open right now')).toBeInTheDocument();
    expect(screen.getByTestId('all-lotteries')).toBeInTheDocument();
  });

  it('offers a retry when both lists fail, and keeps the draws of one that answered', async () => {
    lists = { Lott: UNREACHABLE, Elott: UNREACHABLE };
    const view = await renderPage();
    expect(screen.getByTestId('start-lottery-error')).toBeInTheDocument();
    const asked = (prizeMode: string) => gateway.calls('GET', LISTS).filter((call) => call.query.get('prizeMode') === prizeMode);
    expect([asked('Lott'), asked('Elott')].map((calls) => calls.length)).toEqual([1, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await view.answered();
    expect([asked('Lott'), asked('Elott')].map((calls) => calls.length)).toEqual([2, 2]);
    view.unmount();

    lists = {
      Lott: UNREACHABLE,
      Elott: loaded([game({ gameId: 3, gameName: 'Speed Lotto', prizeMode: 'Elott', drawIntervalSeconds: 60 })]),
    };
    await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent(/Retry/);
    expect(screen.getByTestId('next-draw')).toHaveTextContent(/Speed Lotto/);
  });
});
