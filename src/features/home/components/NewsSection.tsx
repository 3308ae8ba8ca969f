import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useLanguageCode } from '@/lib/i18n/use-language';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { newsVideoUrl } from '../model/news-video';

/** The consolidated settings carry the video; the shared type does not list it yet. */
interface WithNewsVideo {
  newsVideo?: { youtubeId?: string | null } | null;
}

/**
 * News section with a video (docs/product.md#home). Nothing is fetched from YouTube until the
 * player asks for it: the first load stays light and works offline, and no third party sees a visit
 * that did not play.
 */
export function NewsSection() {
  const { t } = useLingui();
  const settings = useGetConsolidatedSettingsQuery();
  const language = useLanguageCode();
  const [playing, setPlaying] = useState(false);
  const url = newsVideoUrl((settings.data as WithNewsVideo | undefined)?.newsVideo?.youtubeId, language);
  if (!url) return null;
  return (
    <section className="home-news" aria-labelledby="news-heading">
      <h2 id="news-heading" className="home-section__title">
        <Trans>News</Trans>
      </h2>
      <div className="home-news__frame">
        {playing ? (
          <iframe
            className="home-news__video"
            src={`${url}&autoplay=1`}
            title={t`News video`}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="home-news__poster" onClick={() => setPlaying(true)} data-testid="news-video-play">
            <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
              <circle cx="32" cy="32" r="30" fill="rgb(0 0 0 / 55%)" />
              <path d="M26 20l20 12-20 12Z" fill="currentColor" />
            </svg>
            <span>
              <Trans>Play the news video</Trans>
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
