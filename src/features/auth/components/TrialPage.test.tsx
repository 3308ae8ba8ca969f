import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeGateway, ok, UNREACHABLE } from '@/testing/fake-gateway';
import { memberSession, renderWithStore } from '@/testing/render-with-store';

import { TrialPage } from './TrialPage';

const SETTINGS = '/wps/system/settings/consolidated';
const FREE_PLAY = '/wps/session/login/freeplay';
const TRIAL_USER = '/wps/member/trialuser';

/** The operator's settings with free play (FREEPLAY3) on or off. */
const settings = (freePlay: boolean) =>
  ok({ switches: { FREEPLAY3: freePlay }, links: {}, appWindow: false, promotions: {}, currency: { code: 'PHP', symbol: '₱' } });

const gateway = installFakeGateway((gateway) => {
  gateway.on('GET', SETTINGS, settings(true));
  // Opening a trial is held: the tests look at the page while it is on its way.
  gateway.hold('POST', FREE_PLAY);
  gateway.hold('POST', TRIAL_USER);
});

/** A visitor whose stored session has been read back: nobody is logged in. */
const VISITOR = { session: { info: null, startedThisVisit: false, readBack: true } };

function renderPage(preloadedState: ReturnType<typeof memberSession> = VISITOR) {
  return renderWithStore(<TrialPage />, { preloadedState, route: '/m/trail' });
}

const registerLink = () => screen.getByTestId('trial-register');

describe('TrialPage', () => {
  it('explains the trial, starts it on Start and offers registration instead', async () => {
    renderPage();
    const terms = await screen.findByTestId('trial-terms');
    expect(terms).toHaveTextContent(/Play money/);
    expect(terms).toHaveTextContent(/Other slots, bingo and BGS games: they need a real account/);
    expect(registerLink()).toHaveAttribute('href', '/m/register');
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByRole('button', { name: 'Starting…' })).toBeInTheDocument();
    expect(gateway.calls('POST', FREE_PLAY)).toHaveLength(1);
  });

  it('holds the Start button while the trial is being opened', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start free trial' }));
    const button = await screen.findByRole('button', { name: 'Starting…' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(gateway.calls('POST', FREE_PLAY)).toHaveLength(1);
  });

  it('says so, and offers registration and login, when the operator has free play off', async () => {
    gateway.on('GET', SETTINGS, settings(false));
    renderPage();
    expect(await screen.findByTestId('trial-off')).toHaveTextContent(/Free trial is not available right now/);
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    expect(registerLink()).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
  });

  it('waits for the operator settings, and offers a retry when they fail', async () => {
    gateway.hold('GET', SETTINGS);
    renderPage();
    expect(screen.getByText('Please wait')).toBeInTheDocument();

    await waitFor(() => expect(gateway.held('GET', SETTINGS)).toHaveLength(1));
    await gateway.held('GET', SETTINGS)[0]!.answer(UNREACHABLE);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(gateway.calls('GET', SETTINGS)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
  });

  it('does not open a second trial for a trial account: it plays on or registers', async () => {
    renderPage(memberSession({ userName: 'TRY123456', type: 4 }));
    expect(await screen.findByTestId('trial-signed-in')).toHaveTextContent(/TRY123456/);
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    expect(registerLink()).toHaveAttribute('href', '/m/register');
    // Play now carries on with the same trial user (the trialuser call), not a new free play.
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    await screen.findByRole('button', { name: 'Play now', busy: true });
    expect(gateway.calls('POST', TRIAL_USER)).toHaveLength(1);
    expect(gateway.calls('POST', FREE_PLAY)).toHaveLength(0);
  });

  it('tells a real member there is no need for a trial', async () => {
    renderPage(memberSession());
    expect(await screen.findByTestId('trial-signed-in')).toHaveTextContent(/there is no need for a trial/);
    expect(screen.queryByTestId('trial-register')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/m/gameCenter');
  });
});
