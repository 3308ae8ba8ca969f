import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render as renderWithoutStore, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { announcementsApi } from '@/lib/content/announcements-api';
import { gatewayApi } from '@/lib/gateway/api';
import { afterFirstRender, markFirstRender } from '@/lib/perf/first-render';
import { STORAGE_KEYS } from '@/lib/storage/keys';

import { homeAnnouncementArgs } from './api/home-announcements';
import { HomePage } from './HomePage';

vi.mock('./components/HomeContent', () => ({ HomeContent: () => <p>Home content</p> }));
vi.mock('@/lib/i18n/lazy-with-messages', () => ({
  lazyWithMessages: (load: () => Promise<React.ComponentType>) => lazy(async () => ({ default: await load() })),
}));

beforeAll(async () => {
  markFirstRender();
  // Deferred work runs once that render has been painted.
  await new Promise<void>((resolve) => afterFirstRender(resolve));
});
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

function makeStore() {
  return configureStore({
    reducer: { [gatewayApi.reducerPath]: gatewayApi.reducer },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}

let store = makeStore();

function render(ui: ReactNode) {
  store = makeStore();
  return renderWithoutStore(<Provider store={store}>{ui}</Provider>);
}

function rememberBanner() {
  localStorage.setItem(STORAGE_KEYS.lastHomeBanner, JSON.stringify({ language: 'EN', src: '/cdn/banners/1.svg', alt: 'Welcome Bonus' }));
}

describe('HomePage', () => {
  it('draws the remembered banner first, and loads the content only once it has been on screen', async () => {
    // The page's timers on a fake clock: a busy machine must not let the 300 ms fallback pass.
    vi.useFakeTimers();
    rememberBanner();
    render(<HomePage />);
    const banner = screen.getByRole('img', { name: 'Welcome Bonus' });
    expect(banner).toHaveAttribute('src', '/cdn/banners/1.svg');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.queryByText('Home content')).not.toBeInTheDocument();
    fireEvent.load(banner);
    // One frame after the load, then the next task.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    vi.useRealTimers();
    expect(await screen.findByText('Home content')).toBeInTheDocument();
  });

  it('loads the content at once when no banner is remembered', async () => {
    render(<HomePage />);
    expect(await screen.findByText('Home content')).toBeInTheDocument();
  });

  it('does not wait for a banner that never loads for longer than a moment', async () => {
    vi.useFakeTimers();
    rememberBanner();
    render(<HomePage />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(screen.queryByText('Home content')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    expect(await screen.findByText('Home content')).toBeInTheDocument();
  });

  it("on a first visit draws the first banner of start-up's answer in its first paint", async () => {
    store = makeStore();
    await store.dispatch(
      announcementsApi.util.upsertQueryData('getAnnouncements', homeAnnouncementArgs('EN', false), {
        banners: [{ id: 1, url: '/cdn/banners/1.svg', title: 'Welcome Bonus' }],
        player: [],
        popup: [],
        promotion: [],
      }),
    );
    renderWithoutStore(
      <Provider store={store}>
        <HomePage />
      </Provider>,
    );
    expect(screen.getByRole('img', { name: 'Welcome Bonus' })).toHaveAttribute('src', '/cdn/banners/1.svg');
  });
});
