import { Trans } from '@lingui/react/macro';
import type { CSSProperties } from 'react';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import type { AnnouncementItem } from '@/lib/content/announcements-api';

import { useMarqueeMotion } from './use-marquee-motion';

/** Seconds per character of scrolled text: long lists scroll longer, at the same pace. */
const SECONDS_PER_CHARACTER = 0.22;

/**
 * Announcement bar (docs/product.md#home): the player notices' titles scroll by; a tap opens the
 * notice list.
 */
export function NoticeBar({ items }: { items: readonly AnnouncementItem[] | undefined }) {
  const titles = (items ?? []).map((item) => item.title).filter((title) => typeof title === 'string' && title.trim() !== '');
  const length = titles.reduce((sum, title) => sum + title.length + 6, 0);
  const style = { '--notice-duration': `${Math.max(8, Math.round(length * SECONDS_PER_CHARACTER))}s` } as CSSProperties;
  const [watchMarquee, marqueeMoving] = useMarqueeMotion();
  return (
    <AppLink className="notice-bar" to={PATHS.notice} data-testid="notice-bar">
      <svg className="notice-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 10v4h3l5 4V6L7 10H4Zm12-1.5a4 4 0 0 1 0 7M18.5 6a7.5 7.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">
        <Trans>Announcements:</Trans>
      </span>
      {titles.length === 0 ? (
        <span className="notice-bar__empty">
          <Trans>No announcements yet</Trans>
        </span>
      ) : (
        <span className="notice-bar__window" ref={watchMarquee}>
          <span className={`notice-bar__track${marqueeMoving ? '' : ' marquee--paused'}`} style={style} data-testid="notice-bar-track">
            <span className="notice-bar__run">
              {titles.map((title, index) => (
                <span key={index} className="notice-bar__title">
                  {title}
                </span>
              ))}
            </span>
            {/* A second copy makes the loop seamless; screen readers hear the titles once. */}
            <span className="notice-bar__run" aria-hidden="true">
              {titles.map((title, index) => (
                <span key={index} className="notice-bar__title">
                  {title}
                </span>
              ))}
            </span>
          </span>
        </span>
      )}
    </AppLink>
  );
}
