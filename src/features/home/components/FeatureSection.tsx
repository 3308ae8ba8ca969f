import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

import { NEWS_BANNER_GROUP, PARTNER_BANNER_GROUP } from '../api/banner-groups';

/** docs/product.md#home: the alternate home's feature carousels, in page order. */
export const FEATURE_GROUPS = [NEWS_BANNER_GROUP, PARTNER_BANNER_GROUP] as const;
export type FeatureGroup = (typeof FEATURE_GROUPS)[number];

const TEST_IDS: Record<FeatureGroup, string> = {
  [NEWS_BANNER_GROUP]: 'home-feature-news',
  [PARTNER_BANNER_GROUP]: 'home-feature-partners',
};

/**
 * One titled feature carousel of the alternate home. Without children it is the empty frame of
 * the same size, drawn while the carousel's code or banners are on their way, so the page below
 * does not jump when they arrive.
 */
export function FeatureSection({ group, children }: { group: FeatureGroup; children?: ReactNode }) {
  const { t } = useLingui();
  const headingId = useId();
  const titles: Record<FeatureGroup, string> = { [NEWS_BANNER_GROUP]: t`News`, [PARTNER_BANNER_GROUP]: t`Partners` };
  return (
    <section aria-labelledby={headingId} data-testid={TEST_IDS[group]}>
      <h2 id={headingId} className="home-section__title">
        {titles[group]}
      </h2>
      {children ?? <div className="home-banner" />}
    </section>
  );
}

/** The frames of every feature carousel, while their module loads. */
export function FeatureFrames() {
  return FEATURE_GROUPS.map((group) => <FeatureSection key={group} group={group} />);
}
