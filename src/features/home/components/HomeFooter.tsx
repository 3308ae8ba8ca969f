import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import { copyrightYears } from '@/lib/format/copyright-years';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { type FollowUsKey, followUsLinks } from '../model/service-links';

/** Brand names are not translated. */
const NETWORKS: Record<FollowUsKey, { name: string; icon: ReactNode }> = {
  FACEBOOK: {
    name: 'Facebook',
    icon: (
      <path
        d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.3H8v3h2.6V21h2.9Z"
        fill="currentColor"
      />
    ),
  },
  INSTAGRAM: {
    name: 'Instagram',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  TELEGRAM: {
    name: 'Telegram',
    icon: (
      <path
        d="M20.7 4.3 2.9 11.2c-1 .4-1 1.1-.2 1.3l4.6 1.4 1.7 5.3c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.2-2.2 4.6 3.4c.8.5 1.4.2 1.6-.8l3-14.2c.3-1.2-.5-1.8-1.5-1.5ZM8.6 13.5l9.3-5.9c.4-.3.8-.1.5.2l-7.7 7-.3 3.3-1.8-4.6Z"
        fill="currentColor"
      />
    ),
  },
};

/**
 * Footer (docs/product.md#home): follow-us icons (each only if the operator configured it) and the
 * copyright years.
 */
export function HomeFooter() {
  const settings = useGetConsolidatedSettingsQuery();
  const links = followUsLinks(settings.data?.links);
  const years = copyrightYears();
  return (
    <footer className="home-footer">
      {links.length > 0 && (
        <section aria-labelledby="follow-heading">
          <h2 id="follow-heading" className="home-section__title">
            <Trans>Follow us</Trans>
          </h2>
          <ul className="follow-us" data-testid="follow-us">
            {links.map(({ key, url }) => (
              <li key={key}>
                <a className="follow-us__link" href={url} target="_blank" rel="noopener noreferrer" data-network={key}>
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                    {NETWORKS[key].icon}
                  </svg>
                  <span>{NETWORKS[key].name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* One tap to player protection from every home (docs/product.md#responsible-gaming). */}
      <p className="home-footer__responsible">
        <AppLink to={PATHS.responsibleGaming}>
          <Trans>21+ · Responsible gaming</Trans>
        </AppLink>
      </p>
      <p className="home-footer__copyright">
        <Trans>© {years} All rights reserved.</Trans>
      </p>
    </footer>
  );
}
