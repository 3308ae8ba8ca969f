import { describe, expect, it } from 'vitest';

import { socialFailure, socialProvidersShown } from './social-login';

describe('socialProvidersShown', () => {
  it('shows a provider only with a Firebase configuration and its switch on, Facebook first', () => {
    const both = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };
    expect(socialProvidersShown(false, both)).toEqual([]);
    expect(socialProvidersShown(true, both)).toEqual(['facebook', 'google']);
    expect(socialProvidersShown(true, { GOOGLELOGIN3: true, FACEBOOKLOGIN3: false })).toEqual(['google']);
    expect(socialProvidersShown(true, {})).toEqual([]);
  });
});

describe('socialFailure', () => {
  it('falls back to the redirect flow when no popup can open', () => {
    expect(socialFailure({ code: 'auth/popup-blocked' })).toEqual({ kind: 'redirect' });
    expect(socialFailure({ code: 'auth/operation-not-supported-in-environment' })).toEqual({ kind: 'redirect' });
  });

  it('names the popup closed, the account of another provider and the network', () => {
    expect(socialFailure({ code: 'auth/popup-closed-by-user' })).toEqual({ kind: 'text', key: 'socialClosed' });
    expect(socialFailure({ code: 'auth/account-exists-with-different-credential' })).toEqual({ kind: 'text', key: 'socialAccountExists' });
    expect(socialFailure({ code: 'auth/network-request-failed' })).toEqual({ kind: 'text', key: 'socialNetwork' });
  });

  it('stays silent on a second press while a popup is open', () => {
    expect(socialFailure({ code: 'auth/cancelled-popup-request' })).toEqual({ kind: 'silent' });
  });

  it('reads other Firebase codes as unavailable and anything else as a network failure', () => {
    expect(socialFailure({ code: 'auth/unauthorized-domain' })).toEqual({ kind: 'text', key: 'socialUnavailable' });
    expect(socialFailure(new TypeError('Failed to fetch dynamically imported module'))).toEqual({ kind: 'text', key: 'socialNetwork' });
    expect(socialFailure(null)).toEqual({ kind: 'text', key: 'socialNetwork' });
  });
});
