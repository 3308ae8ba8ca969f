import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Contract } from '@/contract/agent';
import { installFakeGateway, ok } from '@/testing/fake-gateway';
import { installDialogPolyfill } from '@/testing/render';
import { memberSession, renderWithStore } from '@/testing/render-with-store';

import { HourContractPage } from './ContractPage';

const ACCEPTED_AT = Date.UTC(2026, 9, 1, 4);
const ENDED_AT = Date.UTC(2026, 10, 2, 4);
const asked: Contract = {
  id: 7,
  kind: 'HOURLY_SALARY',
  period: 'HOURLY',
  terms: { basis: 'VALID_BET', reward: 'AMOUNT', tiers: [{ threshold: 2000, activeMembers: 1, value: 8 }] },
  status: 'accepted',
  state: 'V',
  createdAt: Date.UTC(2026, 8, 30, 4),
  answeredAt: ACCEPTED_AT,
};

let current: Contract = asked;
const gateway = installFakeGateway((gateway) => {
  gateway.on('GET', '/wps/agent/contract', () => ok(current));
  gateway.on('GET', '/wps/wallets/gcs', ok({ currencySymbol: '₱', sumBalance: 0 }));
  gateway.on('POST', '/wps/agent/contract/answer', (call) => {
    const { decision } = call.body as { decision: string };
    current = decision === 'end' ? { ...asked, state: 'C', status: 'ended', answeredAt: ENDED_AT } : { ...asked, state: 'A' };
    return ok(current);
  });
});

beforeAll(installDialogPolyfill);

const renderPage = () =>
  renderWithStore(<HourContractPage />, { preloadedState: memberSession({ type: 1 }), route: '/m/member/agent/getHourContract' });

describe('the contract page (docs/product.md#agent-contracts)', () => {
  it("asks about the upline's end request; agreeing ends the contract, shown with its end date", async () => {
    current = asked;
    renderPage();
    expect(await screen.findByText('Your upline asked to end this contract')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Agree to end' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the contract?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree to end' }));
    await waitFor(() => expect(screen.getByTestId('contract')).toHaveAttribute('data-state', 'C'));
    expect(gateway.calls('POST', '/wps/agent/contract/answer')[0]!.body).toEqual({ id: 7, decision: 'end' });
    expect(screen.getByTestId('contract-status')).toHaveTextContent(/^Ended on Nov 2, 2026/);
    expect(screen.queryByRole('button', { name: 'Agree to end' })).not.toBeInTheDocument();
  });

  it('keeping the contract leaves it accepted since its first acceptance', async () => {
    current = asked;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep the contract?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep contract' }));
    await waitFor(() => expect(screen.getByTestId('contract')).toHaveAttribute('data-state', 'A'));
    expect(gateway.calls('POST', '/wps/agent/contract/answer')[0]!.body).toEqual({ id: 7, decision: 'keep' });
    expect(screen.getByTestId('contract-status')).toHaveTextContent(/^Accepted on Oct 1, 2026/);
  });
});
