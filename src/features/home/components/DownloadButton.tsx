import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import { isStandalone } from '@/lib/pwa/standalone';

import { downloadButtonVisible } from '../model/download-popup';
import { DOWNLOAD_ICONS, INSIDE_APP, isHomePath, useDownloadOffer } from './download-offer';
import { PathIcon } from './PathIcon';

/** Home header (docs/product.md#home): a phone icon to /m/appDownload, only where the rules allow it. */
export function DownloadButton() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { links, appWindow } = useDownloadOffer();
  const visible = downloadButtonVisible({
    isHomePath: isHomePath(pathname),
    standalone: isStandalone(),
    insideApp: INSIDE_APP,
    appWindow,
    hasLinks: links.length > 0,
  });
  if (!visible) return null;
  return (
    <AppLink className="icon-button home-header__download" to={PATHS.app} aria-label={t`Download the app`} data-testid="download-button">
      <PathIcon d={DOWNLOAD_ICONS.IOS} />
    </AppLink>
  );
}
