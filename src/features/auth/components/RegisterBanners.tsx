import { useLingui } from '@lingui/react/macro';

import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { CONTENT_TYPES } from '@/config/constants';
import { useGetAnnouncementsQuery } from '@/lib/content/announcements-api';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';

/** The registration page's banner group (docs/gateway-protocol.md#content). */
const REGISTER_BANNER_GROUP = 'm_reg';

/**
 * The registration page's own banners (group m_reg, docs/product.md#registration) above the form,
 * in the player's language (English where a banner has none). Asked for without the session, as
 * every banner group is, so the worker keeps them for an offline visit. The box holds its place
 * while they load; an empty or unreachable group shows nothing.
 */
export function RegisterBanners() {
  const { t } = useLingui();
  const language = useDebouncedLanguageCode();
  const { data, isLoading } = useGetAnnouncementsQuery({
    types: CONTENT_TYPES.banner,
    groupName: REGISTER_BANNER_GROUP,
    language,
    withSession: false,
  });
  const banners = data?.banners;
  if (!isLoading && (!banners || banners.length === 0)) return null;
  return (
    <section className="register-banners" aria-label={t`Promotions`} data-testid="register-banners">
      <BannerCarousel banners={banners} />
    </section>
  );
}
