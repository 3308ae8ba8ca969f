import { useSyncExternalStore } from 'react';

import { requestPersistentStorage } from '@/lib/pwa/storage-budget';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallPromptState {
  /** The kept event, while the browser still allows a prompt. */
  event: BeforeInstallPromptEvent | null;
  /** The browser reported the install (appinstalled, or the player accepted the prompt). */
  installed: boolean;
}

let installState: InstallPromptState = { event: null, installed: false };
const installListeners = new Set<() => void>();

function setInstallState(next: InstallPromptState) {
  installState = next;
  for (const listener of installListeners) listener();
}

// Chromium fires beforeinstallprompt once per page load, when this chunk may not be there yet;
// this module loads right after the first paint on home and with /m/appDownload, which catches it in the
// usual case. preventDefault keeps the browser's own mini-bar away; the event is kept for 'Install'.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setInstallState({ ...installState, event: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    setInstallState({ event: null, installed: true });
    void requestPersistentStorage();
  });
}

function subscribeInstall(listener: () => void) {
  installListeners.add(listener);
  return () => installListeners.delete(listener);
}

/** The kept prompt and an `install()` that shows it once (a prompt cannot be shown twice). */
export function useInstallPrompt(): InstallPromptState & { install: () => Promise<void> } {
  const state = useSyncExternalStore(
    subscribeInstall,
    () => installState,
    () => installState,
  );
  async function install() {
    const event = installState.event;
    if (!event) return;
    setInstallState({ ...installState, event: null });
    await event.prompt();
    const choice = await event.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
    if (choice.outcome === 'accepted') setInstallState({ event: null, installed: true });
  }
  return { ...state, install };
}
