import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { installFakeGateway, ok } from '@/testing/fake-gateway';
import { installDialogPolyfill } from '@/testing/render';
import { memberSession, renderWithStore } from '@/testing/render-with-store';

import { PendingContractAlert } from './PendingContractAlert';

const gateway = installFakeGateway((gateway) =>
  gateway.on(
    'GET',
    '/wps/agent/contract/request',
    ok({ dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: '', ending: [] }),
  ),
);

beforeAll(installDialogPolyfill);
afterEach(() => {
  sessionStorage.clear();
});

/** The alert for an agent (type 1) logged in with `token`, on `route`. */
function renderAlert({ token = 'token-1', type = 1, route = '/m/home' } = {}) {
  return renderWithStore(<PendingContractAlert />, { preloadedState: memberSession({ token, type }), route });
}

const alert = () => screen.queryByRole('dialog', { name: 'Contract' });

describe('PendingContractAlert', () => {
  it('asks once per browser session: a reload does not ask again', async () => {
    const { unmount: leave } = renderAlert();
    expect(await screen.findByRole('dialog', { name: 'Contract' })).toBeInTheDocument();
    expect(screen.getByText('A daily salary contract is waiting for you')).toBeInTheDocument();
    expect(gateway.calls('GET', '/wps/agent/contract/request')[0]!.headers.get('Authorization')).toBe('token-1');
    leave();

    const { answered } = renderAlert();
    await answered();
    expect(alert()).not.toBeInTheDocument();
  });

  it('asks again on a new login', async () => {
    renderAlert().unmount();
    renderAlert({ token: 'token-2' });
    expect(await screen.findByRole('dialog', { name: 'Contract' })).toBeInTheDocument();
  });

  it('closes on Cancel and goes to the contract on Go', async () => {
    const { unmount: leave } = renderAlert();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(alert()).not.toBeInTheDocument();
    leave();

    sessionStorage.clear();
    const { router } = renderAlert({ token: 'token-3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Go' }));
    expect(router!.state.location.pathname).toBe('/m/member/agent/getSalaryContract');
  });

  it('waits while the player is on the contract’s own page, then asks once elsewhere', async () => {
    const view = renderAlert({ route: '/m/member/agent/getSalaryContract' });
    await view.answered();
    expect(alert()).not.toBeInTheDocument();
    view.unmount();
    const { unmount: leave } = renderAlert();
    expect(await screen.findByRole('dialog', { name: 'Contract' })).toBeInTheDocument();
    leave();
    const { answered } = renderAlert();
    await answered();
    expect(alert()).not.toBeInTheDocument();
  });

  it("asks about the upline's request to end a contract as about an offer", async () => {
    gateway.on(
      'GET',
      '/wps/agent/contract/request',
      ok({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: 'HOURLY', ending: ['HOURLY_SALARY'] }),
    );
    const { router } = renderAlert({ token: 'token-5' });
    expect(await screen.findByText('Your upline asked to end your hourly salary contract')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(router!.state.location.pathname).toBe('/m/member/agent/getHourContract');
  });

  it('does not ask trial accounts', async () => {
    const { answered } = renderAlert({ token: 'token-4', type: 4 });
    await answered();
    expect(alert()).not.toBeInTheDocument();
    expect(gateway.calls()).toEqual([]);
  });
});
