// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPicture, releaseDeferredLinks } from './first-picture';

function pageWith(html: string): Document {
  const page = document.implementation.createHTMLDocument('Lobby');
  page.body.innerHTML = html;
  return page;
}

/** A picture still on its way (jsdom loads none: `complete` is set by hand). */
function loadingPicture(page: Document): HTMLImageElement {
  const picture = page.querySelector('img')!;
  Object.defineProperty(picture, 'complete', { value: false });
  return picture;
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

  it('starts in the frame after the picture has loaded, and only then', () => {
    const page = pageWith('<img src="/cdn/banners/1.webp" data-first-picture>');
    const picture = loadingPicture(page);
    const start = vi.fn();
    afterFirstPicture(page, start);
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    picture.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16); // the frame that draws it
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // the task after that frame
    expect(start).toHaveBeenCalledTimes(1);
    // The deadline passing later starts nothing again.
    vi.advanceTimersByTime(5000);
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
