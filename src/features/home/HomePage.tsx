import { Suspense } from 'react';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';
import { useAfterFirstRender } from '../../lib/perf/first-render';
import './home.css';

/*
 * The first-load budget counts this module, and on a first visit no content has arrived before the
 * first render anyway: it draws the fixed-size frames of the top (banner, notice bar) so nothing
 * shifts, and the content modules (with keen-slider and DOMPurify behind them) load once the first
 * page has rendered.
 */
const HomeContent = lazyWithMessages(() => import('./components/HomeContent').then((module) => module.HomeContent));

const topFrame = (
  <>
    <div className="home-banner" />
    <div className="notice-bar" aria-hidden="true" />
  </>
);

/** SPEC §2 home: banners, notices, popups, jackpot, winners, news, status, follow-us, footer. */
export function HomePage() {
  const painted = useAfterFirstRender();
  return (
    <div className="home">
      {painted ? (
        <Suspense fallback={topFrame}>
          <HomeContent />
        </Suspense>
      ) : (
        topFrame
      )}
    </div>
  );
}
