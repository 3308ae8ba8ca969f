import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MemberPnl } from '@/contract/member-pnl';
import { addDays, operatorDate } from '@/contract/report-range';
import { installFakeGateway, ok, UNREACHABLE } from '@/testing/fake-gateway';
import { memberSession, renderWithStore } from '@/testing/render-with-store';

import { ProfitAndLossPage } from './ProfitAndLossPage';

const PNL = '/wps/relay/ODSFE2_MemPNL';

/** An answer for the range asked: one winning and one losing day, or none. */
function answer(startDate: string, endDate: string, empty = false): MemberPnl {
  const list = empty
    ? []
    : [
        {
          date: endDate,
          betAmount: 100,
          validBet: 100,
          winLoss: -40,
          byCategory: [{ category: 'LIVE', betAmount: 100, validBet: 100, winLoss: -40 }],
        },
        {
          date: startDate,
          betAmount: 50,
          validBet: 30,
          winLoss: 25.5,
          byCategory: [{ category: 'RNG', betAmount: 50, validBet: 30, winLoss: 25.5 }],
        },
      ];
  const totals = empty ? { betAmount: 0, validBet: 0, winLoss: 0 } : { betAmount: 150, validBet: 130, winLoss: -14.5 };
  const byCategory = empty ? [] : list.flatMap((day) => day.byCategory);
  return { startDate, endDate, currencySymbol: '₱', list, footer: { ...totals, byCategory } };
}

const gateway = installFakeGateway((gateway) => {
  gateway.on('GET', PNL, (call) => ok(answer(call.query.get('startDate') ?? '', call.query.get('endDate') ?? '')));
});

const renderPage = () => renderWithStore(<ProfitAndLossPage />, { preloadedState: memberSession(), route: '/m/profitandloss' });

describe('ProfitAndLossPage (docs/product.md#profit-and-loss)', () => {
  it('asks for the last 7 days and shows the totals, the signed net result, the table and the categories', async () => {
    renderPage();
    expect(await screen.findByTestId('pnl-net')).toHaveTextContent('−₱14.50');
    expect(screen.getByTestId('pnl-bets')).toHaveTextContent('₱150.00');
    expect(screen.getByTestId('pnl-valid-bets')).toHaveTextContent('₱130.00');
    const [call] = gateway.calls('GET', PNL);
    expect(call?.query.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      screen.getByRole('img', { name: /^Net result per day from .+: −₱14\.50 in all; best day .+, \+₱25\.50; worst day .+, −₱40\.00\.$/ }),
    ).toBeInTheDocument();
    // The table is there for screen readers while the chart shows.
    expect(screen.getAllByTestId('pnl-day')).toHaveLength(2);
    expect(screen.getByText('Live casino')).toBeInTheDocument();
    expect(screen.getByText('Slots')).toBeInTheDocument();
  });

  it('refuses a custom range over 31 days or before the last 90 before asking, keeping the date typed', async () => {
    renderPage();
    await screen.findByTestId('pnl-net');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2020-01-01' } });
    expect(await screen.findByTestId('pnl-range-refusal')).toHaveTextContent(/^This report goes back 90 days: choose a start on or after /);
    expect(from).toHaveValue('2020-01-01');
    const tooLong = addDays(operatorDate(Date.now()), -40);
    fireEvent.change(from, { target: { value: tooLong } });
    expect(await screen.findByTestId('pnl-range-refusal')).toHaveTextContent('Choose at most 31 days at a time.');
    expect(from).toHaveValue(tooLong);
    expect(gateway.calls('GET', PNL)).toHaveLength(1);
  });

  it('says so when the period has no bets', async () => {
    gateway.on('GET', PNL, (call) => ok(answer(call.query.get('startDate') ?? '', call.query.get('endDate') ?? '', true)));
    renderPage();
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
  });

  it('offers to try again when the figures could not be read, then shows them', async () => {
    gateway.on('GET', PNL, UNREACHABLE);
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    gateway.on('GET', PNL, (call) => ok(answer(call.query.get('startDate') ?? '', call.query.get('endDate') ?? '')));
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('pnl-net')).toHaveTextContent('−₱14.50'));
  });
});
