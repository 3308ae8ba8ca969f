import { Trans, useLingui } from '@lingui/react/macro';

import { AppLink } from '@/components/link/AppLink';

import { type DownloadLink, isAppPath } from '../api/links-api';
import { DOWNLOAD_ICONS, DOWNLOAD_LABELS } from './download-offer';
import { PathIcon } from './PathIcon';

/**
 * Download links with their names: a path of this app (the demo points at /m/app) opens in the
 * router; an operator's address (store page, APK, profile) in a new tab.
 */
export function DownloadLinkList({
  links,
  onFollow,
  className,
}: {
  links: readonly DownloadLink[];
  onFollow?: () => void;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <ul className={['download-links', className].filter(Boolean).join(' ')}>
      {links.map((link) => {
        const content = (
          <>
            <PathIcon d={DOWNLOAD_ICONS[link.kind]} className="download-links__icon" />
            <span className="download-links__label">{i18n._(DOWNLOAD_LABELS[link.kind])}</span>
          </>
        );
        return (
          <li key={link.kind}>
            {isAppPath(link.url) ? (
              <AppLink className="download-links__link" to={link.url} data-download={link.kind} onClick={onFollow}>
                {content}
              </AppLink>
            ) : (
              <a
                className="download-links__link"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                data-download={link.kind}
                onClick={onFollow}
              >
                {content}
                <span className="visually-hidden">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
