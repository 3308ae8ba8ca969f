import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TIMING } from '@/config/constants';

import { createToastStore, MAX_VISIBLE_TOASTS, toastDuration } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toastDuration', () => {
  it('uses the durations of docs/product.md#constants', () => {
    expect(toastDuration()).toBe(TIMING.toastShort);
    expect(toastDuration({ long: true })).toBe(TIMING.toastLong);
    expect(toastDuration({ notice: true })).toBe(TIMING.defaultNotice);
    expect(toastDuration({ long: true, duration: 2000 })).toBe(2000);
  });
});

describe('toast store', () => {
  it('shows info, success and error toasts for the short duration by default', () => {
    const store = createToastStore();
    store.info('Saved to favourites');
    store.success('Registered');
    store.error('Unknown error');
    expect(store.getSnapshot().map((toast) => toast.kind)).toEqual(['info', 'success', 'error']);
    vi.advanceTimersByTime(TIMING.toastShort - 1);
    expect(store.getSnapshot()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('honours long, notice and explicit durations', () => {
    const store = createToastStore();
    store.info('long', { long: true });
    store.info('notice', { notice: true });
    store.info('explicit', { duration: 2000 });
    vi.advanceTimersByTime(TIMING.defaultNotice);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['long', 'explicit']);
    vi.advanceTimersByTime(2000 - TIMING.defaultNotice);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['long']);
    vi.advanceTimersByTime(TIMING.toastLong - 2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const store = createToastStore();
    const id = store.loading('Please wait');
    vi.advanceTimersByTime(TIMING.loadingIndicator - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('ends a loading toast at its bound when nobody dismisses it', () => {
    const store = createToastStore();
    store.loading('Please wait');
    vi.advanceTimersByTime(TIMING.loadingIndicator);
    expect(store.getSnapshot()).toEqual([]);
    store.loading('Sending', { maxDuration: 500 });
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('shows a burst of identical messages once and extends it', () => {
    const store = createToastStore();
    const first = store.error('Unknown error');
    vi.advanceTimersByTime(2000);
    const second = store.error('Unknown error');
    expect(second).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(TIMING.toastShort - 2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('treats descriptors with the same id and values as the same message', () => {
    const store = createToastStore();
    store.error({ id: 'net', message: 'No internet' });
    store.error({ id: 'net', message: 'No internet' });
    store.error({ id: 'count', values: { n: 1 } });
    store.error({ id: 'count', values: { n: 2 } });
    store.info({ id: 'net', message: 'No internet' });
    expect(store.getSnapshot()).toHaveLength(4);
  });

  it('shows the same text again once the first has gone', () => {
    const store = createToastStore();
    const first = store.info('Saved');
    vi.advanceTimersByTime(TIMING.toastShort);
    const second = store.info('Saved');
    expect(second).not.toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('drops the oldest toast when too many are visible', () => {
    const store = createToastStore();
    for (let index = 0; index <= MAX_VISIBLE_TOASTS; index += 1) store.info(`message ${index}`);
    const messages = store.getSnapshot().map((toast) => toast.message);
    expect(messages).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(messages[0]).toBe('message 1');
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.info('one');
    store.dismiss(id);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.info('two');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the snapshot stable between changes', () => {
    const store = createToastStore();
    store.info('one');
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('clears everything and cancels pending timers', () => {
    const store = createToastStore();
    store.info('one');
    store.loading('two');
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
