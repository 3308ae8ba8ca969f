import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useState } from 'react';

import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { useImageCdn } from '@/components/image/image-cdn-context';
import { resolveImageUrl } from '@/components/image/image-url';
import { type Banner, useGetAnnouncementsQuery } from '@/lib/content/announcements-api';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';
import { lazyWhenOnline } from '@/lib/network/lazy-when-online';
import { useOverlayClaim } from '@/lib/overlay/overlay-turns';
import { selectSession, selectSessionReady } from '@/lib/session/session-slice';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { useAppSelector } from '@/lib/store/hooks';
import { HOME_TEMPLATE } from '@/lib/system/mobile-template';
import { useHomeTemplate } from '@/lib/system/use-home-template';

import { homeAnnouncementArgs } from '../api/home-announcements';
import { FeatureFrames } from './FeatureSection';
import { NoticeBar } from './NoticeBar';

// DOMPurify loads only when there is a popup to show; the feature carousels only on the alternate home.
const PopupOverlay = lazyWhenOnline(() => import('./PopupOverlay').then((module) => module.PopupOverlay));
const FeatureCarousels = lazyWhenOnline(() => import('./FeatureCarousels').then((module) => module.FeatureCarousels));

/**
 * The home page's announcements, from one call: banners, the notice bar and the popups, and
 * then on the alternate home (the operator's page template) the feature carousels.
 */
export function HomeAnnouncements() {
  const language = useDebouncedLanguageCode();
  const session = useAppSelector(selectSession);
  const sessionReady = useAppSelector(selectSessionReady);
  const homeTemplate = useHomeTemplate();
  const content = useGetAnnouncementsQuery(homeAnnouncementArgs(language, session !== null));
  const popup = content.data?.popup;
  const hasPopup = sessionReady && popup !== undefined && popup.length > 0;
  // The popup announcement goes before any other overlay that opens by itself: its place is held
  // from the start until the answer says there is none, or the popup is done
  // (docs/product.md#popup-announcements).
  const [popupSettled, setPopupSettled] = useState(false);
  const markPopupSettled = useCallback(() => setPopupSettled(true), []);
  const answered = sessionReady && !content.isLoading;
  useOverlayClaim('announcement', !answered || (hasPopup && !popupSettled));
  return (
    <>
      <BannerArea banners={content.data?.banners} language={language} />
      <NoticeBar items={content.data?.player} />
      {homeTemplate === HOME_TEMPLATE.alternate && (
        <Suspense fallback={<FeatureFrames />}>
          <FeatureCarousels />
        </Suspense>
      )}
      {/* The session must be read back first, or a member would see the visitor popup for a moment. */}
      {hasPopup && (
        <Suspense fallback={null}>
          <PopupOverlay
            items={popup}
            hasSession={session !== null}
            firstTimeLogin={session?.firstTimeLogin === true}
            onSettled={markPopupSettled}
          />
        </Suspense>
      )}
    </>
  );
}

function BannerArea({ banners, language }: { banners: Banner[] | undefined; language: string }) {
  const { t } = useLingui();
  const cdn = useImageCdn();
  const first = banners?.[0];
  // Remembered for the next start, whose first paint draws it before any code or data arrives
  // (HomePage): on a reopen, even offline, the lobby shows its banner at once.
  useEffect(() => {
    if (!banners) return;
    try {
      if (first)
        localStorage.setItem(
          STORAGE_KEYS.lastHomeBanner,
          JSON.stringify({ language, src: resolveImageUrl(first.url, cdn), alt: first.title ?? '' }),
        );
      else localStorage.removeItem(STORAGE_KEYS.lastHomeBanner);
    } catch {
      // Storage refused: the next start draws the empty frame, as a first visit does.
    }
  }, [banners, first, language, cdn]);
  return (
    <section className="home-banner-area" aria-label={t`Promotions`} data-testid="home-banners">
      <BannerCarousel banners={banners} />
    </section>
  );
}
