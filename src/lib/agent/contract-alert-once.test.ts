// @vitest-environment jsdom
import '@/testing/render';

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../storage/keys';
import { type AlertStorage, contractAlertShown, loginMark, markContractAlertShown, useContractAlertOnce } from './contract-alert-once';

afterEach(() => sessionStorage.clear());

describe('the pending-contract alert, once per browser session and login', () => {
  it('shows on the first page load of a login and not after a reload', () => {
    const first = renderHook(() => useContractAlertOnce('token-1', true));
    expect(first.result.current).toBe(true);
    // Still open while the player has not answered it.
    first.rerender();
    expect(first.result.current).toBe(true);
    first.unmount();

    // A reload mounts the alert again in the same browser session.
    const reloaded = renderHook(() => useContractAlertOnce('token-1', true));
    expect(reloaded.result.current).toBe(false);
  });

  it('asks again after a new login (a new token)', () => {
    renderHook(() => useContractAlertOnce('token-1', true)).unmount();
    const relogin = renderHook(({ token }) => useContractAlertOnce(token, true), { initialProps: { token: 'token-1' } });
    expect(relogin.result.current).toBe(false);
    relogin.rerender({ token: 'token-2' });
    expect(relogin.result.current).toBe(true);
  });

  it('remembers nothing until the alert has something to show', () => {
    const hook = renderHook(({ wanted }) => useContractAlertOnce('token-1', wanted), { initialProps: { wanted: false } });
    expect(hook.result.current).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.contractAlertShown)).toBeNull();
    hook.rerender({ wanted: true });
    expect(hook.result.current).toBe(true);
  });

  it('shows nothing without a session', () => {
    expect(renderHook(() => useContractAlertOnce(null, true)).result.current).toBe(false);
  });

  it('keeps a fingerprint of the login in session storage, never the token', () => {
    markContractAlertShown(sessionStorage, 'secret-token');
    const stored = sessionStorage.getItem(STORAGE_KEYS.contractAlertShown);
    expect(stored).toBe(loginMark('secret-token'));
    expect(stored).not.toContain('secret');
    expect(contractAlertShown(sessionStorage, 'secret-token')).toBe(true);
    expect(contractAlertShown(sessionStorage, 'other-token')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.contractAlertShown)).toBeNull();
  });

  it('still shows (once per page load) when storage is refused', () => {
    const refusing: AlertStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(contractAlertShown(refusing, 'token-1')).toBe(false);
    expect(() => markContractAlertShown(refusing, 'token-1')).not.toThrow();
    expect(renderHook(() => useContractAlertOnce('token-1', true, refusing)).result.current).toBe(true);
  });
});
