import type { Banner } from '@/lib/content/announcements-api';

import { CdnImage } from '../image/CdnImage';
import { AppLink } from '../link/AppLink';
import { bannerTarget, type GameTypeOf } from './banner-link';

/** The gateway's banners are 750 × 300; the box keeps that ratio before the image arrives. */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

/** One banner image, a link when its linkage leads somewhere (docs/product.md#home). */
export function BannerImage({
  banner,
  gameTypeOf,
  eager = false,
  tabIndex,
}: {
  banner: Banner;
  gameTypeOf?: GameTypeOf;
  eager?: boolean;
  /** -1 for slides out of view, so keyboard focus stays on the visible one. */
  tabIndex?: number;
}) {
  const image = (
    <CdnImage
      src={banner.url}
      alt={banner.title ?? ''}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      className="home-banner__image"
    />
  );
  const target = bannerTarget(banner.linkage, gameTypeOf);
  if (target.kind === 'route') {
    return (
      <AppLink className="home-banner__link" to={target.to} tabIndex={tabIndex}>
        {image}
      </AppLink>
    );
  }
  if (target.kind === 'external') {
    return (
      <a className="home-banner__link" href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
        {image}
      </a>
    );
  }
  return <div className="home-banner__link">{image}</div>;
}
