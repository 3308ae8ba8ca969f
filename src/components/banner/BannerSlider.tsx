import 'keen-slider/keen-slider.min.css';
import './banner-slider.css';

import { useLingui } from '@lingui/react/macro';
import { useKeenSlider } from 'keen-slider/react';
import { useEffect, useState } from 'react';

import { TIMING } from '@/config/constants';
import type { Banner } from '@/lib/content/announcements-api';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { useGetHotGamesQuery } from '@/lib/lobby/lobby-api';

import { BannerImage } from './BannerImage';
import { useReducedMotion } from './use-reduced-motion';

/** Gap between slides (docs/product.md#home). */
const SLIDE_SPACING = 15;

/**
 * Banner carousel (docs/product.md#home): loops and autoplays every 5000 ms, with pagination. The
 * player can pause it, and under reduced motion it starts paused and changes slides without sliding.
 * `eager` loads the first slide's image at once (the carousel at the top of the page).
 */
export function BannerSlider({ banners, eager = true }: { banners: readonly Banner[]; eager?: boolean }) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const language = useLanguageCode();
  const needsGames = banners.some((banner) => banner.linkage?.type === 'game');
  const hot = useGetHotGamesQuery({ language }, { skip: !needsGames });
  const gameTypeOf = (gameId: string) => hot.data?.list.find((game) => String(game.id) === gameId)?.gameType;

  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    slides: { perView: 1, spacing: SLIDE_SPACING },
    defaultAnimation: { duration: reducedMotion ? 0 : 500 },
    slideChanged(instance) {
      setCurrent(instance.track.details.rel);
    },
  });

  // A fresh 5 s for every slide, so a swipe or a dot never shortens the next wait.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => slider.current?.next(), TIMING.bannerAutoplay);
    return () => clearTimeout(timer);
  }, [current, paused, slider]);

  return (
    <div className="home-banner home-banner--slider" aria-roledescription={t`carousel`}>
      <div ref={sliderRef} className="keen-slider home-banner__track">
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className="keen-slider__slide"
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${index + 1} of ${banners.length}`}
            aria-hidden={index !== current || undefined}
          >
            <BannerImage
              banner={banner}
              gameTypeOf={gameTypeOf}
              eager={eager && index === 0}
              tabIndex={index === current ? undefined : -1}
            />
          </div>
        ))}
      </div>
      <div className="home-banner__controls">
        <button
          type="button"
          className="home-banner__toggle"
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? t`Play banners` : t`Pause banners`}
          data-testid="banner-toggle"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            {paused ? <path d="M8 5v14l11-7Z" fill="currentColor" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />}
          </svg>
        </button>
        <div className="home-banner__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="home-banner__dot"
              aria-label={t`Show banner ${index + 1}`}
              aria-current={index === current || undefined}
              onClick={() => slider.current?.moveToIdx(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
