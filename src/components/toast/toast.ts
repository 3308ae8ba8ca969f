import type { MessageDescriptor } from '@lingui/core';

import { TIMING } from '@/config/constants';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

/**
 * Either text the caller has already translated, or a Lingui descriptor (from `msg`) that the
 * Toaster translates when it renders, so a toast on screen follows a language switch.
 */
export type ToastMessage = string | MessageDescriptor;

export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: ToastMessage;
}

export interface ToastOptions {
  /** Long toast (8 s, docs/product.md#constants), for texts people need time to read. */
  long?: boolean;
  /** Default notice (1.5 s, docs/product.md#constants), for brief confirmations. */
  notice?: boolean;
  /** Milliseconds; wins over `long` and `notice`. */
  duration?: number;
}

export interface LoadingToastOptions {
  /** Upper bound in milliseconds, so a forgotten dismiss cannot leave a spinner up forever. */
  maxDuration?: number;
}

export interface ToastStore {
  info(message: ToastMessage, options?: ToastOptions): string;
  success(message: ToastMessage, options?: ToastOptions): string;
  error(message: ToastMessage, options?: ToastOptions): string;
  /** Stays until dismissed with the returned id, or until `maxDuration` (9999 ms, docs/product.md#constants). */
  loading(message: ToastMessage, options?: LoadingToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
  /** For useSyncExternalStore. */
  subscribe(onChange: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

/** More than this on a 360 px screen covers the page; the oldest make room. */
export const MAX_VISIBLE_TOASTS = 4;

export function toastDuration(options: ToastOptions = {}): number {
  if (options.duration !== undefined) return options.duration;
  if (options.long) return TIMING.toastLong;
  if (options.notice) return TIMING.defaultNotice;
  return TIMING.toastShort;
}

function sameMessage(a: ToastMessage, b: ToastMessage): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.id === b.id && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function stopTimer(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  }

  function startTimer(id: string, duration: number) {
    stopTimer(id);
    timers.set(
      id,
      setTimeout(() => dismiss(id), Math.max(0, duration)),
    );
  }

  function dismiss(id: string) {
    stopTimer(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  function show(kind: ToastKind, message: ToastMessage, duration: number): string {
    // A burst of identical failures (several calls refused at once) reads as one toast: the
    // visible one simply stays up for the full duration again.
    const twin = toasts.find((toast) => toast.kind === kind && sameMessage(toast.message, message));
    if (twin) {
      startTimer(twin.id, duration);
      return twin.id;
    }
    const id = `toast-${nextId++}`;
    const overflow = toasts.slice(0, Math.max(0, toasts.length - MAX_VISIBLE_TOASTS + 1));
    for (const old of overflow) stopTimer(old.id);
    toasts = [...toasts.slice(overflow.length), { id, kind, message }];
    startTimer(id, duration);
    emit();
    return id;
  }

  return {
    info: (message, options) => show('info', message, toastDuration(options)),
    success: (message, options) => show('success', message, toastDuration(options)),
    error: (message, options) => show('error', message, toastDuration(options)),
    loading: (message, options) => show('loading', message, options?.maxDuration ?? TIMING.loadingIndicator),
    dismiss,
    clear() {
      for (const id of timers.keys()) clearTimeout(timers.get(id));
      timers.clear();
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => toasts,
  };
}

/** The app's one toast queue, callable from components, thunks and plain modules alike. */
export const toast: ToastStore = createToastStore();
