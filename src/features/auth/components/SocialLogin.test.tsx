import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { applyRuntimeConfig, buildDefaults } from '@/config/runtime-config';
import { installFakeGateway, ok, refused } from '@/testing/fake-gateway';
import { renderWithStore } from '@/testing/render-with-store';

import { SOCIAL_REDIRECT_KEY } from '../model/social-login';
import { SocialLogin } from './SocialLogin';

const state = vi.hoisted(() => ({
  popup: vi.fn(),
  redirect: vi.fn(),
  redirectResult: vi.fn(),
}));

vi.mock('@/lib/firebase/firebase-sign-in', () => ({
  signInWithPopupFor: state.popup,
  signInWithRedirectFor: state.redirect,
  redirectSignInResult: state.redirectResult,
}));
const LOGIN = '/wps/session/login';
const gateway = installFakeGateway();

const answer = { token: 't', userName: 'gg12345678', customerType: 0, firstTimeLogin: false, passwordExpired: false };
const bothOn = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };

beforeEach(() => {
  // The SDK is loaded only where the operator's configuration has a Firebase project.
  applyRuntimeConfig({
    ...buildDefaults(),
    firebase: { apiKey: 'key', authDomain: 'lobby.firebaseapp.com', projectId: 'lobby', authEmulatorOrigin: null, phoneSignIn: false },
  });
});
afterEach(() => {
  applyRuntimeConfig(buildDefaults());
  sessionStorage.clear();
  for (const mock of Object.values(state)) mock.mockReset();
});

function renderButtons(onLoggedIn = vi.fn(), props: { showButtons?: boolean; switches?: Record<string, boolean> } = {}) {
  renderWithStore(<SocialLogin switches={props.switches ?? bothOn} showButtons={props.showButtons ?? true} onLoggedIn={onLoggedIn} />);
  return onLoggedIn;
}

const loading = () => screen.queryByText('Please wait');

describe('SocialLogin', () => {
  it('shows Facebook and Google for their switches, and nothing outside password mode', () => {
    renderButtons(vi.fn(), { switches: { GOOGLELOGIN3: true } });
    expect(screen.getByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('hides the buttons in SMS mode', () => {
    renderButtons(vi.fn(), { showButtons: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("sends the popup's ID token to the gateway as a firebase login and hands on the session", async () => {
    state.popup.mockResolvedValue('id-token');
    gateway.on('POST', LOGIN, ok(answer));
    const onLoggedIn = renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(loading()).not.toBeNull();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(answer));
    expect(state.popup).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'lobby' }), 'google');
    const [login] = gateway.calls('POST', LOGIN);
    expect(login!.encrypted).toBe(true);
    expect(login!.body).toEqual(expect.objectContaining({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'id-token' }));
  });

  it('says the window was closed, and hides the loading view', async () => {
    state.popup.mockRejectedValue({ code: 'auth/popup-closed-by-user' });
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in window was closed before you finished. Please try again.');
    expect(loading()).toBeNull();
    expect(gateway.calls('POST', LOGIN)).toEqual([]);
  });

  it("shows the gateway's refusal in its own words", async () => {
    state.popup.mockResolvedValue('id-token');
    gateway.on('POST', LOGIN, refused('firebase.account.exists', 409));
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail already belongs to an account that logs in another way. Log in that way instead.',
    );
    expect(loading()).toBeNull();
  });

  it('takes the whole tab when no popup can open, and finishes that sign-in on the way back', async () => {
    state.popup.mockRejectedValue({ code: 'auth/popup-blocked' });
    state.redirect.mockResolvedValue(undefined);
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(state.redirect).toHaveBeenCalledWith(expect.anything(), 'facebook'));
    expect(sessionStorage.getItem(SOCIAL_REDIRECT_KEY)).toBe('facebook');

    // Back from the provider: a new page load of /m/login.
    state.redirectResult.mockResolvedValue('redirect-token');
    gateway.on('POST', LOGIN, ok(answer));
    const onLoggedIn = vi.fn();
    renderWithStore(<SocialLogin switches={{}} showButtons={false} onLoggedIn={onLoggedIn} />);
    expect(loading()).not.toBeNull();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(answer));
    expect(gateway.calls('POST', LOGIN)[0]!.body).toEqual(
      expect.objectContaining({ firebaseChannel: 'facebook', firebaseIdToken: 'redirect-token' }),
    );
    expect(sessionStorage.getItem(SOCIAL_REDIRECT_KEY)).toBeNull();
  });
});
