// Loaded up front, so the gate's lazy import of it settles under the fake clock.
import './StatusPage';

import { act, fireEvent, screen } from '@testing-library/react';
import { lazy, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TIMING } from '@/config/constants';
import type { SystemStatusPayload } from '@/lib/system/system-status';
import { renderWithI18n } from '@/testing/render';

import { StatusGate } from './StatusGate';

/** What the gateway would answer now; each refetch reads it. */
const gateway = vi.hoisted(() => ({
  status: { maintenance: true, regionRestriction: false } as SystemStatusPayload,
  calls: 0,
}));

vi.mock('@/lib/system/system-api', () => ({
  useGetSystemStatusQuery: () => {
    const [data, setData] = useState<SystemStatusPayload>(gateway.status);
    return {
      data,
      isFetching: false,
      refetch: () => {
        gateway.calls += 1;
        setData(gateway.status);
      },
    };
  },
  // An operator gateway without the domain route call: the status's CDNs stand.
  useGetDomainRouteQuery: () => ({ data: undefined }),
}));
vi.mock('./LanguageMenu', () => ({ LanguageMenu: () => null }));
vi.mock('@/lib/i18n/lazy-with-messages', () => ({
  lazyWithMessages: (load: () => Promise<React.ComponentType>) => lazy(async () => ({ default: await load() })),
}));

beforeEach(() => {
  vi.useFakeTimers();
  gateway.status = { maintenance: true, regionRestriction: false };
  gateway.calls = 0;
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderGate() {
  return renderWithI18n(
    <StatusGate>
      <p>The lobby page</p>
    </StatusGate>,
  );
}

describe('StatusGate', () => {
  it('re-checks every 15 s under maintenance and shows the page again once the status is normal', async () => {
    renderGate();
    await settle();
    expect(screen.getByTestId('status-page').dataset.status).toBe('1');
    expect(screen.queryByText('The lobby page')).not.toBeInTheDocument();

    await settle(TIMING.statusPageRecheck);
    expect(gateway.calls).toBe(1);
    expect(screen.getByTestId('status-page')).toBeInTheDocument();

    gateway.status = { maintenance: false, regionRestriction: false };
    await settle(TIMING.statusPageRecheck);
    expect(gateway.calls).toBe(2);
    expect(screen.queryByTestId('status-page')).not.toBeInTheDocument();
    expect(screen.getByText('The lobby page')).toBeInTheDocument();

    // Back to normal, the page is not asked for every 15 s any more.
    await settle(TIMING.statusPageRecheck * 2);
    expect(gateway.calls).toBe(2);
  });

  it('re-checks the restricted page on focus and on coming back online', async () => {
    gateway.status = { maintenance: false, regionRestriction: true, location: { ip: '203.0.113.9' } };
    renderGate();
    await settle();
    expect(screen.getByTestId('status-page').dataset.status).toBe('2');

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(gateway.calls).toBe(1);
    expect(screen.getByTestId('status-page')).toBeInTheDocument();

    gateway.status = { maintenance: false, regionRestriction: false };
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(gateway.calls).toBe(2);
    expect(screen.getByText('The lobby page')).toBeInTheDocument();
  });

  it('keeps the Try again button', async () => {
    renderGate();
    await settle();
    gateway.status = { maintenance: false, regionRestriction: false };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(gateway.calls).toBe(1);
    expect(screen.getByText('The lobby page')).toBeInTheDocument();
  });
});
