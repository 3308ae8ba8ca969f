import { i18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TIMING } from '@/config/constants';
import { renderWithI18n } from '@/testing/render';

import { createToastStore } from './toast';
import { Toaster } from './Toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces errors assertively and other toasts politely', () => {
    const store = createToastStore();
    renderWithI18n(<Toaster store={store} />);
    act(() => {
      store.error('Unknown error');
      store.info('Added to favourites');
      store.loading('Please wait');
    });
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert).toHaveTextContent('Unknown error');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Added to favouritesPlease wait');
    // eslint-disable-next-line testing-library/no-node-access -- the spinner is decoration, with no role or text to find it by
    expect(status.querySelector('.toast--loading .toast__spinner')).toBeInTheDocument();
  });

  it('keeps both live regions mounted while empty', () => {
    renderWithI18n(<Toaster store={createToastStore()} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('removes a toast when its time is up', () => {
    const store = createToastStore();
    renderWithI18n(<Toaster store={store} />);
    act(() => {
      store.success('Registered successfully');
    });
    expect(screen.getByText('Registered successfully')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TIMING.toastShort);
    });
    expect(screen.queryByText('Registered successfully')).not.toBeInTheDocument();
  });

  it('shows a burst of identical errors once', () => {
    const store = createToastStore();
    renderWithI18n(<Toaster store={store} />);
    act(() => {
      for (let attempt = 0; attempt < 5; attempt += 1) store.error('No internet');
    });
    expect(screen.getAllByText('No internet')).toHaveLength(1);
  });

  it('translates descriptors at render time and follows a language switch', () => {
    const store = createToastStore();
    renderWithI18n(<Toaster store={store} />);
    act(() => {
      store.info({ id: 'toast.please-wait', message: 'Please wait' });
    });
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    act(() => {
      i18n.loadAndActivate({ locale: 'ty', messages: { 'toast.please-wait': 'Sandali lang' } });
    });
    expect(screen.getByText('Sandali lang')).toBeInTheDocument();
  });
});
