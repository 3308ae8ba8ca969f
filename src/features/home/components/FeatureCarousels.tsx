import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { CONTENT_TYPES } from '@/config/constants';
import { useGetAnnouncementsQuery } from '@/lib/content/announcements-api';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';

import { FEATURE_GROUPS, type FeatureGroup, FeatureSection } from './FeatureSection';

/**
 * Alternate home (docs/product.md#home): the News (m_news) and Partners (m_partners) carousels under
 * the top banners. Only the alternate home loads this module.
 */
export function FeatureCarousels() {
  return FEATURE_GROUPS.map((group) => <FeatureCarousel key={group} group={group} />);
}

function FeatureCarousel({ group }: { group: FeatureGroup }) {
  const language = useDebouncedLanguageCode();
  // Banners are the same for everyone: asked without the session, so the worker may keep them for offline visits.
  const { data, isLoading } = useGetAnnouncementsQuery({ types: CONTENT_TYPES.banner, groupName: group, language, withSession: false });
  const banners = data?.banners;
  // An empty (or unreachable) group shows nothing rather than an empty frame.
  if (!banners || banners.length === 0) return isLoading ? <FeatureSection group={group} /> : null;
  return (
    <FeatureSection group={group}>
      <BannerCarousel banners={banners} eager={false} />
    </FeatureSection>
  );
}
