import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useInstallPrompt } from './install-prompt';

describe('useInstallPrompt', () => {
  function installPromptEvent(outcome: 'accepted' | 'dismissed') {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const prompt = vi.fn(() => Promise.resolve());
    Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
    return { event, prompt };
  }

  it('keeps the browser prompt (suppressing the browser bar) and shows it once on install', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.event).toBeNull();
    const { event, prompt } = installPromptEvent('dismissed');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.event).toBe(event);
    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledOnce();
    // A prompt cannot be shown twice; dismissed means not installed.
    expect(result.current.event).toBeNull();
    expect(result.current.installed).toBe(false);
  });

  it('reports the install when the player accepts, or when the browser says so', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    const { event } = installPromptEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    await act(() => result.current.install());
    expect(result.current.installed).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.installed).toBe(true);
    expect(result.current.event).toBeNull();
  });
});
