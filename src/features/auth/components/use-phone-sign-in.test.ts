// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { applyRuntimeConfig, buildDefaults } from '@/config/runtime-config';

import { PHONE_CODE_NOT_SENT } from '../model/phone-sign-in';
import { usePhoneSignIn } from './use-phone-sign-in';

const state = vi.hoisted(() => ({ send: vi.fn(), confirm: vi.fn() }));

vi.mock('@/lib/firebase/firebase-phone', () => ({ sendPhoneCode: state.send }));

beforeEach(() => {
  // The SDK's phone functions are loaded only where the operator's configuration turns phone sign-in on.
  applyRuntimeConfig({
    ...buildDefaults(),
    firebase: { apiKey: 'key', authDomain: 'lobby.firebaseapp.com', projectId: 'lobby', authEmulatorOrigin: null, phoneSignIn: true },
  });
  state.send.mockResolvedValue({ confirm: state.confirm });
});
afterEach(() => {
  applyRuntimeConfig(buildDefaults());
  state.send.mockReset();
  state.confirm.mockReset();
});

describe('usePhoneSignIn', () => {
  it('sends to the number in E.164 and confirms the code typed for the ID token', async () => {
    state.confirm.mockResolvedValue('id-token');
    const { result } = renderHook(() => usePhoneSignIn());
    expect(result.current.viaFirebase).toBe(true);
    expect(await result.current.send('+63', '9171234567')).toEqual({});
    expect(state.send).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'lobby' }), '+639171234567');
    expect(await result.current.idTokenFor('+63', '9171234567', '123456')).toBe('id-token');
    expect(state.confirm).toHaveBeenCalledWith('123456');
  });

  it('refuses a code when none was sent to the number typed', async () => {
    const { result } = renderHook(() => usePhoneSignIn());
    await expect(result.current.idTokenFor('+63', '9171234567', '123456')).rejects.toMatchObject({ code: PHONE_CODE_NOT_SENT });
    await result.current.send('+63', '9171234567');
    await expect(result.current.idTokenFor('+63', '9170000000', '123456')).rejects.toMatchObject({ code: PHONE_CODE_NOT_SENT });
    expect(state.confirm).not.toHaveBeenCalled();
  });

  it('lets a wrong code be corrected, and reuses the token of an accepted code after a gateway refusal', async () => {
    state.confirm.mockRejectedValueOnce({ code: 'auth/invalid-verification-code' }).mockResolvedValueOnce('id-token');
    const { result } = renderHook(() => usePhoneSignIn());
    await result.current.send('+63', '9171234567');
    await expect(result.current.idTokenFor('+63', '9171234567', '000000')).rejects.toMatchObject({
      code: 'auth/invalid-verification-code',
    });
    expect(await result.current.idTokenFor('+63', '9171234567', '123456')).toBe('id-token');
    expect(await result.current.idTokenFor('+63', '9171234567', '123456')).toBe('id-token');
    expect(state.confirm).toHaveBeenCalledTimes(2);
  });

  it('passes on what Firebase refused to send with', async () => {
    state.send.mockRejectedValue({ code: 'auth/too-many-requests' });
    const { result } = renderHook(() => usePhoneSignIn());
    await expect(result.current.send('+63', '9171234567')).rejects.toMatchObject({ code: 'auth/too-many-requests' });
    await expect(result.current.idTokenFor('+63', '9171234567', '123456')).rejects.toMatchObject({ code: PHONE_CODE_NOT_SENT });
  });
});
