import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useDebouncedLanguageCode } from '../../../lib/i18n/use-language';
import { selectSession, selectSessionReady } from '../../../lib/session/session-slice';
import { HOME_ANNOUNCEMENT_TYPES, HOME_BANNER_GROUP, useGetAnnouncementsQuery, type Banner } from '../api/content-api';
import { BannerImage } from './BannerImage';
import { NoticeBar } from './NoticeBar';

// keen-slider and DOMPurify load only when there is something to slide or to show.
const BannerSlider = lazy(() => import('./BannerSlider').then((module) => ({ default: module.BannerSlider })));
const PopupOverlay = lazy(() => import('./PopupOverlay').then((module) => ({ default: module.PopupOverlay })));

/** The top of the home page: banners, the notice bar and the popup announcements, from one call. */
export function HomeTop() {
  const language = useDebouncedLanguageCode();
  const session = useSelector(selectSession);
  const sessionReady = useSelector(selectSessionReady);
  const content = useGetAnnouncementsQuery({
    types: HOME_ANNOUNCEMENT_TYPES,
    groupName: HOME_BANNER_GROUP,
    language,
    withSession: session !== null,
  });
  const popup = content.data?.popup;
  return (
    <>
      <BannerArea banners={content.data?.banners} />
      <NoticeBar items={content.data?.player} />
      {/* The session must be read back first, or a member would see the visitor popup for a moment. */}
      {sessionReady && popup && popup.length > 0 && (
        <Suspense fallback={null}>
          <PopupOverlay items={popup} hasSession={session !== null} firstTimeLogin={session?.firstTimeLogin === true} />
        </Suspense>
      )}
    </>
  );
}

/** The first banner as a plain image at once; the carousel replaces it when its code has arrived. */
function BannerArea({ banners }: { banners: Banner[] | undefined }) {
  const { t } = useLingui();
  const first = banners?.[0];
  const still = <div className="home-banner">{first && <BannerImage banner={first} eager />}</div>;
  return (
    <section className="home-banner-area" aria-label={t`Promotions`} data-testid="home-banners">
      {banners && banners.length > 1 ? (
        <Suspense fallback={still}>
          <BannerSlider banners={banners} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
