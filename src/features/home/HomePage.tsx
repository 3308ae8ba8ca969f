import { Suspense } from 'react';
import { currentLanguageCode } from '../../lib/i18n/i18n';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { useAfterFirstRender } from '../../lib/perf/first-render';
import './home.css';

/*
 * The first-load budget counts this module, and on a first visit no content has arrived before the
 * first render anyway: it draws the fixed-size frames of the top (banner, notice bar) so nothing
 * shifts, the banner frame holding the banner last shown (a reopen shows it at once, even
 * offline: the image is in the worker's cache), and the content modules (with keen-slider and DOMPurify behind them) load once the first
 * page has rendered.
 */
const HomeContent = lazyWithMessages(() => import('./components/HomeContent').then((module) => module.HomeContent));

/** The first banner as HomeTop last showed it, in this language; a same-site or https image only. */
function lastBanner(): { src: string; alt: string } | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.lastHomeBanner) ?? 'null') as { language?: unknown; src?: unknown; alt?: unknown } | null;
    if (saved?.language !== currentLanguageCode() || typeof saved.src !== 'string' || !/^(\/(?!\/)|https:\/\/)/.test(saved.src)) return null;
    return { src: saved.src, alt: String(saved.alt ?? '') };
  } catch {
    return null;
  }
}

function TopFrame() {
  const banner = lastBanner();
  return (
    <>
      <div className="home-banner-area">
        <div className="home-banner">{banner && <img className="home-banner__image" src={banner.src} alt={banner.alt} width={750} height={300} />}</div>
      </div>
      <div className="notice-bar" aria-hidden="true" />
    </>
  );
}

/** SPEC §2 home: banners, notices, popups, jackpot, winners, news, status, follow-us, footer. */
export function HomePage() {
  const painted = useAfterFirstRender();
  return (
    <div className="home">
      {painted ? (
        <Suspense fallback={<TopFrame />}>
          <HomeContent />
        </Suspense>
      ) : (
        <TopFrame />
      )}
    </div>
  );
}
