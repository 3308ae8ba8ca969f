import { lazy, Suspense } from 'react';
import type { Banner } from '../../../lib/content/announcements-api';
import { BannerImage } from './BannerImage';

// keen-slider loads only when there is something to slide.
const BannerSlider = lazy(() => import('./BannerSlider').then((module) => ({ default: module.BannerSlider })));

/**
 * SPEC §2 banner carousel for any banner group: the first banner as a plain image at once, the
 * carousel in its place when its code has arrived. One banner stays a still image (nothing to
 * loop). `eager` loads the first image at once: right for the top of the page only.
 */
export function BannerCarousel({ banners, eager = true }: { banners: readonly Banner[] | undefined; eager?: boolean }) {
  const first = banners?.[0];
  const still = <div className="home-banner">{first && <BannerImage banner={first} eager={eager} />}</div>;
  if (!banners || banners.length < 2) return still;
  return (
    <Suspense fallback={still}>
      <BannerSlider banners={banners} eager={eager} />
    </Suspense>
  );
}
