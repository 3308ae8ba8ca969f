import './home.css';

import { type ReactNode, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';

import { useImageCdn } from '@/components/image/image-cdn-context';
import { resolveImageUrl } from '@/components/image/image-url';
import { currentLanguageCode } from '@/lib/i18n/i18n';
import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { useAfterFirstRender } from '@/lib/perf/first-render';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

import { prefetchHomeContent, selectFirstHomeBanner } from './api/prefetch';
import { readLastBanner } from './model/last-banner';

/*
 * The first-load budget counts this module: it draws the fixed-size frames of the top (banner,
 * notice bar) so nothing shifts, the banner frame holding the banner last shown (a reopen shows it
 * at once, even offline: the image is in the worker's cache) or, on a first visit, the first
 * banner of the answer start-up asked for (api/prefetch.ts) as soon as it arrives. The content modules (with keen-slider and DOMPurify behind
 * them) load once the first page has rendered and that banner has been on screen.
 */
const HomeContent = lazyWithMessages(() => import('./components/HomeContent').then((module) => module.HomeContent));

/** How long the home waits for the remembered banner to be drawn before loading its content anyway. */
const BANNER_DRAW_WAIT_MS = 300;

/**
 * The top's frames. `onDrawn` is told once the remembered banner has been on screen for a frame
 * (or there is none, or it failed): the content's code and render wait for that, because a long
 * task in between would hold the banner's first paint back behind them.
 */
function TopFrame({ onDrawn }: { onDrawn?: () => void }) {
  const language = currentLanguageCode();
  const cdn = useImageCdn();
  const selectFirst = useMemo(() => selectFirstHomeBanner(language), [language]);
  const fresh = useAppSelector(selectFirst);
  // The banner last shown, else the first one of start-up's answer as soon as it is there: on a
  // first visit the image starts loading without waiting for the content's code.
  const banner =
    readLastBanner(localStorage, language, window.location.href) ??
    (fresh ? { src: resolveImageUrl(fresh.url, cdn), alt: fresh.title ?? '' } : null);
  const hasBanner = banner !== null;
  useEffect(() => {
    if (!onDrawn) return;
    if (!hasBanner) return onDrawn();
    const timer = setTimeout(onDrawn, BANNER_DRAW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [hasBanner, onDrawn]);
  // A frame after the load the banner is painted; the task after that frame is free to start the content.
  const afterNextFrame = onDrawn && (() => requestAnimationFrame(() => setTimeout(onDrawn, 0)));
  return (
    <>
      <div className="home-banner-area">
        <div className="home-banner">
          {banner && (
            <img
              className="home-banner__image"
              src={banner.src}
              alt={banner.alt}
              width={750}
              height={300}
              onLoad={afterNextFrame}
              onError={onDrawn}
            />
          )}
        </div>
      </div>
      <div className="notice-bar" aria-hidden="true" />
    </>
  );
}

export interface HomePageProps {
  /**
   * Places the home content (jackpot, winners, news, follow-us, footer) inside the game entrance,
   * home's lobby (docs/product.md#home). The app composes the two: a feature never imports another.
   */
  renderLobby?: (homePanel: ReactNode) => ReactNode;
}

/**
 * Home (docs/product.md#home): banners, notices, popups, then the lobby whose HOME panel is the
 * home content.
 */
export function HomePage({ renderLobby }: HomePageProps) {
  const painted = useAfterFirstRender();
  const dispatch = useAppDispatch();
  const language = currentLanguageCode();
  useEffect(() => {
    if (painted) prefetchHomeContent(dispatch, language);
  }, [painted, dispatch, language]);
  const [topDrawn, setTopDrawn] = useState(false);
  // A transition: React renders the content in slices of a few milliseconds, with input and frames
  // between them, instead of in one long task.
  const markTopDrawn = useCallback(() => startTransition(() => setTopDrawn(true)), []);
  return (
    <div className="home">
      {painted && topDrawn ? (
        <Suspense fallback={<TopFrame />}>
          <HomeContent renderLobby={renderLobby} />
        </Suspense>
      ) : (
        <TopFrame onDrawn={markTopDrawn} />
      )}
    </div>
  );
}
