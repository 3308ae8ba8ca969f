import './banner.css';

import { Suspense } from 'react';

import type { Banner } from '@/lib/content/announcements-api';
import { lazyWhenOnline } from '@/lib/network/lazy-when-online';
import { usePageSettled } from '@/lib/perf/page-quiet';

import { BannerImage } from './BannerImage';

// keen-slider loads only when there is something to slide.
const BannerSlider = lazyWhenOnline(() => import('./BannerSlider').then((module) => module.BannerSlider));

/**
 * Banner carousel (docs/product.md#home) for any banner group: the first banner as a plain image at
 * once, the carousel in its place once the page has settled. One banner stays a still image
 * (nothing to loop). `eager` loads the first image at once: right for the top of the page only.
 *
 * The carousel measures its track as it starts; started while the page's first content is being
 * laid out, that measure forced a layout of the whole page inside the render. Once settled, the
 * layout is done and the measure is cheap; the first slide is the still image meanwhile, and the
 * first slide change is 5 s away.
 */
export function BannerCarousel({ banners, eager = true }: { banners: readonly Banner[] | undefined; eager?: boolean }) {
  const settled = usePageSettled();
  const first = banners?.[0];
  const still = <div className="home-banner">{first && <BannerImage banner={first} eager={eager} />}</div>;
  if (!banners || banners.length < 2 || !settled) return still;
  return (
    <Suspense fallback={still}>
      <BannerSlider banners={banners} eager={eager} />
    </Suspense>
  );
}
