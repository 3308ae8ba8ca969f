import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { routePage } from './route-page';

const dispatch = vi.fn();
const location = { pathname: '/m/gameList', search: '?gameCategory=LIVE' };

function Lobby() {
  return <p>Lobby content</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Failed to load</p> : this.props.children;
  }
}

function renderPage(Page: React.ComponentType) {
  return render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

describe('routePage', () => {
  it('renders a preloaded page in the first pass, with no loading view in between', async () => {
    const load = vi.fn(() => Promise.resolve(Lobby));
    const route = routePage(load, { featureTexts: false });
    await route.preload(dispatch, location);
    renderPage(route.Page);
    expect(screen.getByText('Lobby content')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading view for a page not preloaded, then the page, loading its module once', async () => {
    const load = vi.fn(() => Promise.resolve(Lobby));
    const route = routePage(load, { featureTexts: false });
    renderPage(route.Page);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Lobby content')).toBeInTheDocument();
    await route.preload(dispatch, location);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the page data with the store dispatch and the location', async () => {
    const start = vi.fn();
    const route = routePage(() => Promise.resolve(Lobby), { featureTexts: false, prefetch: () => Promise.resolve(start) });
    await route.preload(dispatch, location);
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith(dispatch, location), { timeout: 5_000 });
  });

  it('waits for the first data briefly, so the page renders with it', async () => {
    let answer!: () => void;
    const data = new Promise<void>((resolve) => (answer = resolve));
    const route = routePage(() => Promise.resolve(Lobby), { featureTexts: false, prefetch: () => Promise.resolve(() => data) });
    // A fake clock: on a busy machine real time could run past the 250 ms wait.
    vi.useFakeTimers();
    let settled = false;
    void route.preload(dispatch, location).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(20);
    expect(settled).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    await vi.waitFor(() => expect(settled).toBe(true), { timeout: 5_000 });
  });

  it('does not hold the page back for slow data', async () => {
    vi.useFakeTimers();
    const route = routePage(() => Promise.resolve(Lobby), {
      featureTexts: false,
      prefetch: () => Promise.resolve(() => new Promise(() => undefined)),
    });
    let settled = false;
    void route.preload(dispatch, location).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    vi.useRealTimers();
  });

  it('settles when the module fails, and leaves the failure to the render', async () => {
    const failing = () => Promise.reject(new Error('offline'));
    const route = routePage(failing, { featureTexts: false, prefetch: failing });
    await expect(route.preload(dispatch, location)).resolves.toBeUndefined();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      renderPage(route.Page);
    });
    expect(await screen.findByText('Failed to load')).toBeInTheDocument();
  });

  it('tries a failed load again on the next preload or render', async () => {
    const load = vi.fn<() => Promise<React.ComponentType>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Lobby);
    const route = routePage(load, { featureTexts: false });
    await route.preload(dispatch, location);
    await act(async () => {
      renderPage(route.Page);
    });
    expect(await screen.findByText('Lobby content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
