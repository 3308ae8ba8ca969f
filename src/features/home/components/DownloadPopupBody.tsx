import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import { useOverlayTurn } from '@/lib/overlay/overlay-turns';
import { isStandalone } from '@/lib/pwa/standalone';
import { selectSessionStartedThisVisit } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import {
  downloadPopupVisible,
  readDownloadPopupHiddenDate,
  readDownloadPopupShownDate,
  storeDownloadPopupHidden,
  storeDownloadPopupShown,
  todayKey,
} from '../model/download-popup';
import { INSIDE_APP, useDownloadOffer } from './download-offer';
import { DownloadLinkList } from './DownloadLinkList';
import { PathIcon } from './PathIcon';

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Storage disabled: nothing was hidden, nothing can be.
  }
}

/** Closed (or followed) once: not again until the page is loaded anew. */
let closedThisVisit = false;

/**
 * Download-app popup (docs/product.md#download-app-popup): shown at most once a day by itself,
 * unless running installed or hidden today, and only when the operator offers the app (app-window flag and at least one download
 * link). It floats above the tab bar without blocking the lobby. 'Do not show today' stores today's
 * date when ticked and removes it when unticked; closing hides it for this visit.
 */
export function DownloadPopupBody() {
  const { t } = useLingui();
  const titleId = useId();
  const { links, appWindow } = useDownloadOffer();
  const [today] = useState(() => todayKey());
  const [wanted] = useState(() => {
    const storage = browserStorage() ?? { getItem: () => null };
    return (
      !closedThisVisit &&
      downloadPopupVisible({
        standalone: isStandalone(),
        insideApp: INSIDE_APP,
        hiddenDate: readDownloadPopupHiddenDate(storage),
        shownDate: readDownloadPopupShownDate(storage),
        today,
      })
    );
  });
  const [open, setOpen] = useState(true);
  const [hideToday, setHideToday] = useState(false);
  // Right after a login or a registration the member's popup announcement has the stage.
  const signedInThisVisit = useAppSelector(selectSessionStartedThisVisit);
  const offered = wanted && open && appWindow && links.length > 0 && !signedInThisVisit;
  // One overlay at a time: the popup announcement first, this offer once it is closed.
  const myTurn = useOverlayTurn('download', offered);
  const showing = offered && myTurn;
  // Once on screen it has had its day: the next load today leaves it closed (the header's
  // download button still offers the app).
  useEffect(() => {
    if (!showing) return;
    const storage = browserStorage();
    if (storage) storeDownloadPopupShown(today, storage);
  }, [showing, today]);

  if (!showing) return null;

  function close() {
    closedThisVisit = true;
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') close();
  }

  // On <body>: the page's enter animation leaves a transform on its box, which would make this
  // fixed box scroll with the page and sit under the sticky header.
  return createPortal(
    <aside className="download-popup" aria-labelledby={titleId} data-testid="download-popup" onKeyDown={onKeyDown}>
      <div className="download-popup__head">
        <span className="download-popup__badge" aria-hidden="true">
          ★
        </span>
        <h2 id={titleId} className="download-popup__title">
          <Trans>Download the app</Trans>
        </h2>
        <button type="button" className="icon-button download-popup__close" aria-label={t`Close`} onClick={close}>
          <PathIcon d="M6 6l12 12M18 6L6 18" size={20} />
        </button>
      </div>
      <p className="download-popup__text">
        <Trans>Play faster, full screen, right from your home screen.</Trans>
      </p>
      <DownloadLinkList links={links} onFollow={close} />
      <div className="download-popup__foot">
        <label className="download-popup__check">
          <input
            type="checkbox"
            checked={hideToday}
            data-testid="download-popup-hide-today"
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setHideToday(checked);
              const storage = browserStorage();
              if (storage) storeDownloadPopupHidden(checked, today, storage);
            }}
          />
          <span>
            <Trans>Do not show today</Trans>
          </span>
        </label>
        <AppLink className="download-popup__guide" to={PATHS.app} onClick={close} data-testid="download-popup-guide">
          <Trans>Installation guide</Trans>
        </AppLink>
      </div>
    </aside>,
    document.body,
  );
}
