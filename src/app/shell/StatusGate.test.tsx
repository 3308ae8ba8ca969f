// Loaded up front, so the gate's lazy import of it settles under the fake clock.
import './StatusPage';

import { act, fireEvent, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { TIMING } from '@/config/constants';
import { afterFirstRender, markFirstRender } from '@/lib/perf/first-render';
import type { SystemStatusPayload } from '@/lib/system/system-status';
import { installFakeGateway, ok } from '@/testing/fake-gateway';
import { renderWithStore } from '@/testing/render-with-store';

import { StatusGate } from './StatusGate';

const STATUS = '/wps/system/status';

/** What the gateway answers now; each request reads it. */
let status: SystemStatusPayload = { maintenance: true, regionRestriction: false };

// An operator gateway without the domain route call (the fake gateway answers 404): the status's
// CDNs stand.
const gateway = installFakeGateway((gateway) => gateway.on('GET', STATUS, () => ok(status)));

/** The status requests sent after the first: the gate's re-checks. */
const rechecks = () => gateway.calls('GET', STATUS).length - 1;

vi.mock('@/lib/i18n/lazy-with-messages', () => ({
  lazyWithMessages: (load: () => Promise<React.ComponentType>) => lazy(async () => ({ default: await load() })),
}));

// The status is asked for once the first page has painted.
beforeAll(async () => {
  markFirstRender();
  await new Promise<void>((resolve) => afterFirstRender(resolve));
});
beforeEach(() => {
  vi.useFakeTimers();
  status = { maintenance: true, regionRestriction: false };
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** Waits until the store's requests have their answers. */
let answered: () => Promise<void> = () => Promise.resolve();

/** Lets `ms` pass, then the answers asked for meanwhile reach the page. */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await answered();
}

function renderGate() {
  ({ answered } = renderWithStore(
    <StatusGate>
      <p>The lobby page</p>
    </StatusGate>,
  ));
}

describe('StatusGate', () => {
  it('re-checks every 15 s under maintenance and shows the page again once the status is normal', async () => {
    renderGate();
    await settle();
    expect(screen.getByTestId('status-page').dataset.status).toBe('1');
    expect(screen.queryByText('The lobby page')).not.toBeInTheDocument();

    await settle(TIMING.statusPageRecheck);
    expect(rechecks()).toBe(1);
    expect(screen.getByTestId('status-page')).toBeInTheDocument();

    status = { maintenance: false, regionRestriction: false };
    await settle(TIMING.statusPageRecheck);
    expect(rechecks()).toBe(2);
    expect(screen.queryByTestId('status-page')).not.toBeInTheDocument();
    expect(screen.getByText('The lobby page')).toBeInTheDocument();

    // Back to normal, the page is not asked for every 15 s any more.
    await settle(TIMING.statusPageRecheck * 2);
    expect(rechecks()).toBe(2);
  });

  it('re-checks the restricted page on focus and on coming back online', async () => {
    status = { maintenance: false, regionRestriction: true, location: { ip: '203.0.113.9' } };
    renderGate();
    await settle();
    expect(screen.getByTestId('status-page').dataset.status).toBe('2');

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(rechecks()).toBe(1);
    expect(screen.getByTestId('status-page')).toBeInTheDocument();

    status = { maintenance: false, regionRestriction: false };
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(rechecks()).toBe(2);
    expect(screen.getByText('The lobby page')).toBeInTheDocument();
  });

  it('keeps the Try again button', async () => {
    renderGate();
    await settle();
    status = { maintenance: false, regionRestriction: false };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(rechecks()).toBe(1);
    expect(screen.getByText('The lobby page')).toBeInTheDocument();
  });
});
