// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterFirstPicture, releaseDeferredLinks } from './first-picture';

function pageWith(html: string): Document {
  const page = document.implementation.createHTMLDocument('Lobby');
  page.body.innerHTML = html;
  return page;
}

/** A picture still on its way (jsdom loads none), whose decoding is done when `decoded` resolves. */
function loadingPicture(page: Document, decoded: Promise<void> = Promise.resolve()): HTMLImageElement {
  const picture = page.querySelector('img')!;
  Object.defineProperty(picture, 'complete', { value: false });
  Object.defineProperty(picture, 'decode', { value: () => decoded });
  return picture;
}

/** A PerformanceObserver that reports element paints when the test says so. */
function elementTimingObserver() {
  const observers: ((entries: PerformanceEntry[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(private readonly report: (list: { getEntries(): PerformanceEntry[] }) => void) {}
    observe() {
      observers.push((entries) => this.report({ getEntries: () => entries }));
    }
    disconnect() {}
  }
  const paint = (identifier: string) =>
    observers.forEach((notify) => notify([{ name: 'image-paint', identifier } as unknown as PerformanceEntry]));
  return { FakeObserver, paint };
}

describe('afterFirstPicture', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A frame every 16 ms, on the same fake clock.
    vi.stubGlobal('requestAnimationFrame', (draw: FrameRequestCallback) => setTimeout(() => draw(performance.now()), 16));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts at once on a page the gateway drew nothing into', () => {
    const start = vi.fn();
    afterFirstPicture(pageWith('<div id="root"></div>'), start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("where the browser reports paints, starts in the task after the picture's paint, and only then", () => {
    const { FakeObserver, paint } = elementTimingObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const page = pageWith('<img src="/cdn/banners/1.webp" elementtiming="first-picture" data-first-picture>');
    const picture = loadingPicture(page);
    const start = vi.fn();
    afterFirstPicture(page, start);
    // Loaded is not yet painted: a large picture may still be decoding.
    picture.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    paint('another-picture');
    vi.advanceTimersByTime(1);
    expect(start).not.toHaveBeenCalled();
    paint('first-picture');
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    // The deadline passing later starts nothing again.
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('elsewhere, starts two frames after the picture has loaded and decoded', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    let finishDecoding!: () => void;
    const page = pageWith('<img src="/cdn/banners/1.webp" data-first-picture>');
    const picture = loadingPicture(page, new Promise<void>((resolve) => (finishDecoding = resolve)));
    const start = vi.fn();
    afterFirstPicture(page, start);
    picture.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled();
    finishDecoding();
    await vi.advanceTimersByTimeAsync(16); // the frame that draws it
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16); // the next one: the picture is on screen
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts on a failed picture, and at the latest after the longest wait', () => {
    const failing = pageWith('<img src="/cdn/banners/gone.webp" data-first-picture>');
    const picture = loadingPicture(failing);
    const onFailure = vi.fn();
    afterFirstPicture(failing, onFailure);
    expect(onFailure).not.toHaveBeenCalled();
    picture.dispatchEvent(new Event('error'));
    expect(onFailure).toHaveBeenCalledTimes(1);

    const slow = pageWith('<img src="/cdn/banners/slow.webp" data-first-picture>');
    loadingPicture(slow);
    const onDeadline = vi.fn();
    afterFirstPicture(slow, onDeadline, 800);
    vi.advanceTimersByTime(799);
    expect(onDeadline).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDeadline).toHaveBeenCalledTimes(1);
  });
});

describe('releaseDeferredLinks', () => {
  it('gives the held links their rel back and leaves the others', () => {
    const page = pageWith(
      '<link data-rel-after-first-picture="modulepreload" href="/assets/app-1.js"><link rel="stylesheet" href="/assets/index-2.css">',
    );
    releaseDeferredLinks(page);
    const [held, other] = page.querySelectorAll('link');
    expect(held!.rel).toBe('modulepreload');
    expect(held!.hasAttribute('data-rel-after-first-picture')).toBe(false);
    expect(other!.rel).toBe('stylesheet');
  });
});
