import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { AppLink } from '../../../components/link/AppLink';
import { UnreadBadge } from '../../../components/unread/UnreadBadge';
import { PATHS } from '../../../config/paths';
import { formatWholeBalance } from '../../../lib/format/money';
import { lazyWithMessages } from '../../../lib/i18n/lazy-with-messages';
import { displayName, useGetMemberInfoQuery, useGetWalletQuery } from '../../../lib/member/member-api';
import { isStandalone } from '../../../lib/pwa/standalone';
import { requestPersistentStorage } from '../../../lib/pwa/storage-budget';
import { useOverlayTurn } from '../../../lib/overlay/overlay-turns';
import { selectIsLoggedIn, selectSessionStartedThisVisit } from '../../../lib/session/session-slice';
import { useUnreadCounts } from '../../../lib/messages/use-unread-counts';
import { useGetConsolidatedSettingsQuery } from '../../../lib/system/system-api';
import { isAppPath, useGetAppDownloadLinksQuery, type DownloadKind, type DownloadLink } from '../api/links-api';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import {
  downloadButtonVisible,
  downloadPopupVisible,
  readDownloadPopupHiddenDate,
  storeDownloadPopupHidden,
  todayKey,
} from '../model/download-popup';

/**
 * The home header's kit, one chunk loaded right after the first paint (HomeAccount.tsx and
 * DownloadPopup.tsx are the small switches in the first render that load it):
 *   - the header's controls: member link (icon, name, balance), deposit, or login and register,
 *     the menu that opens the service panel (its own chunk, on first use), and
 *   - the download button, the download-app popup's body, the download links the popup and
 *     /m/app share, and the kept install prompt.
 */

/**
 * This build ships no native wrapper, so it never runs inside the operator's app. A wrapper
 * would announce itself here (e.g. by its user agent) to hide the button and the popup.
 */
const INSIDE_APP = false;

const HOME_PATHS: readonly string[] = [PATHS.home, ...PATHS.homeAliases];

/**
 * docs/product.md#home: the download button shows on the home paths only (not on an unknown path
 * that shows home).
 */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.includes(pathname);
}

export const DOWNLOAD_LABELS: Record<DownloadKind, MessageDescriptor> = {
  IOS: msg`Download for iOS`,
  ANDROID: msg`Download for Android`,
  MOBILECONFIG: msg`iOS home-screen profile`,
};

const DOWNLOAD_ICONS: Record<DownloadKind, string> = {
  // A phone with a down arrow; Android's phone is squarer; the profile is a gear-less badge.
  IOS: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zM12 7v7M9 11l3 3 3-3M11 19h2',
  ANDROID: 'M7 2h10a1 1 0 011 1v18a1 1 0 01-1 1H7a1 1 0 01-1-1V3a1 1 0 011-1zM12 7v7M9 11l3 3 3-3M10 19h4',
  MOBILECONFIG: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7l8-4zM9 12l2 2 4-4',
};

function PathIcon({ d, size = 22, className }: { d: string; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** The operator's app downloads and the app-window flag, for the button, the popup and the guide. */
export function useDownloadOffer(): { links: DownloadLink[]; appWindow: boolean; loading: boolean; failed: boolean; retry: () => void } {
  const settings = useGetConsolidatedSettingsQuery();
  const downloads = useGetAppDownloadLinksQuery();
  return {
    links: downloads.data ?? [],
    appWindow: settings.data?.appWindow === true,
    loading: downloads.isLoading,
    failed: downloads.isError && downloads.data === undefined,
    retry: () => void downloads.refetch(),
  };
}

/**
 * Download links with their names: a path of this app (the demo points at /m/app) opens in the
 * router; an operator's address (store page, APK, profile) in a new tab.
 */
export function DownloadLinkList({ links, onFollow, className }: { links: readonly DownloadLink[]; onFollow?: () => void; className?: string }) {
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
              <a className="download-links__link" href={link.url} target="_blank" rel="noopener noreferrer" data-download={link.kind} onClick={onFollow}>
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

/** Home header (docs/product.md#home): a phone icon to /m/app, only where the rules allow it. */
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

/* ---------- Header controls ---------- */

const loadPanel = () => import('./ServicePanel');
const ServicePanel = lazyWithMessages(async () => (await loadPanel()).ServicePanel);
const preloadPanel = () => void loadPanel();

/**
 * Home header (docs/product.md#home): download button (when offered), then for members the
 * member-centre link (user icon, display name, whole balance) and deposit; for visitors login
 * and register; for both the menu toggling the service panel.
 */
export function HomeHeaderControls() {
  const { t, i18n } = useLingui();
  const loggedIn = useSelector(selectIsLoggedIn);
  const member = useGetMemberInfoQuery(undefined, { skip: !loggedIn });
  const wallet = useGetWalletQuery(undefined, { skip: !loggedIn });
  const [menuOpen, setMenuOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const unread = useUnreadCounts();
  const info = member.data;
  return (
    <span className="home-account">
      <DownloadButton />
      {loggedIn ? (
        <>
          {/* One target for icon, name and balance, named by its content: 'Member centre' (for screen
              readers), then the name and balance it shows, so what is seen is part of its name. */}
          <AppLink className="home-header__member" to={PATHS.memberHome}>
            <PathIcon d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0" />
            <span className="visually-hidden">
              <Trans>Member centre</Trans>
            </span>
            <span className="home-header__figures">
              <span className="home-account__name" data-testid="member-name" title={info ? displayName(info) : undefined}>
                {info ? displayName(info) : '…'}
              </span>
              {wallet.data && (
                <span className="home-account__balance" data-testid="member-balance">
                  {formatWholeBalance(wallet.data.sumBalance, wallet.data.currencySymbol, intlLocale(i18n))}
                </span>
              )}
            </span>
          </AppLink>
          <AppLink className="icon-button home-header__deposit" to={PATHS.voucherCenter} aria-label={t`Deposit`} data-testid="header-deposit">
            <PathIcon d="M12 7v10M7 12h10M12 21a9 9 0 100-18 9 9 0 000 18z" />
          </AppLink>
          {/* Members only: the message centre with their unread total (visitors keep the room for login and register).
              Named by its content, so the unread figure it shows is part of its name ('Messages 3 unread'). */}
          <AppLink className="icon-button home-header__messages" to={PATHS.message} data-testid="header-messages">
            <PathIcon d="M3 6h18v12H3zM3 7l9 7 9-7" />
            <span className="visually-hidden">
              <Trans>Messages</Trans>
            </span>
            <UnreadBadge count={unread.total} className="unread-badge--corner" />
          </AppLink>
        </>
      ) : (
        <>
          <AppLink className="button button--small button--quiet" to={PATHS.login}>
            <Trans>Log in</Trans>
          </AppLink>
          <AppLink className="button button--small" to={PATHS.register}>
            <Trans>Register</Trans>
          </AppLink>
        </>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={t`Menu`}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        data-testid="home-menu"
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setPanelWanted(true);
          setMenuOpen(!menuOpen);
        }}
      >
        <PathIcon d="M4 7h16M4 12h16M4 17h16" />
      </button>
      {panelWanted && (
        <Suspense fallback={null}>
          <ServicePanel open={menuOpen} loggedIn={loggedIn} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}

/* ---------- The kept install prompt (Chromium's beforeinstallprompt) ---------- */

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallPromptState {
  /** The kept event, while the browser still allows a prompt. */
  event: BeforeInstallPromptEvent | null;
  /** The browser reported the install (appinstalled, or the player accepted the prompt). */
  installed: boolean;
}

let installState: InstallPromptState = { event: null, installed: false };
const installListeners = new Set<() => void>();

function setInstallState(next: InstallPromptState) {
  installState = next;
  for (const listener of installListeners) listener();
}

// Chromium fires beforeinstallprompt once per page load, when this chunk may not be there yet;
// this module loads right after the first paint on home and with /m/app, which catches it in the
// usual case. preventDefault keeps the browser's own mini-bar away; the event is kept for 'Install'.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setInstallState({ ...installState, event: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    setInstallState({ event: null, installed: true });
    void requestPersistentStorage();
  });
}

function subscribeInstall(listener: () => void) {
  installListeners.add(listener);
  return () => installListeners.delete(listener);
}

/** The kept prompt and an `install()` that shows it once (a prompt cannot be shown twice). */
export function useInstallPrompt(): InstallPromptState & { install: () => Promise<void> } {
  const state = useSyncExternalStore(subscribeInstall, () => installState, () => installState);
  async function install() {
    const event = installState.event;
    if (!event) return;
    setInstallState({ ...installState, event: null });
    await event.prompt();
    const choice = await event.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
    if (choice.outcome === 'accepted') setInstallState({ event: null, installed: true });
  }
  return { ...state, install };
}

/* ---------- Download-app popup ---------- */

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Storage disabled: nothing was hidden, nothing can be.
  }
}

/** Closed (or followed) once: not again until the page is loaded anew. */
let closedThisVisit = false;

/** For tests: forget that the popup was closed during this visit. */
export function resetDownloadPopupVisit(): void {
  closedThisVisit = false;
}

/**
 * Download-app popup (docs/product.md#download-app-popup): shown unless running installed or hidden
 * today, and only when the operator offers the app (app-window flag and at least one download
 * link). It floats above the tab bar without blocking the lobby. 'Do not show today' stores today's
 * date when ticked and removes it when unticked; closing hides it for this visit.
 */
export function DownloadPopupBody() {
  const { t } = useLingui();
  const titleId = useId();
  const { links, appWindow } = useDownloadOffer();
  const [today] = useState(() => todayKey());
  const [wanted] = useState(
    () =>
      !closedThisVisit &&
      downloadPopupVisible({
        standalone: isStandalone(),
        insideApp: INSIDE_APP,
        hiddenDate: readDownloadPopupHiddenDate(browserStorage() ?? { getItem: () => null }),
        today,
      }),
  );
  const [open, setOpen] = useState(true);
  const [hideToday, setHideToday] = useState(false);
  // Right after a login or a registration the member's popup announcement has the stage.
  const signedInThisVisit = useSelector(selectSessionStartedThisVisit);
  const offered = wanted && open && appWindow && links.length > 0 && !signedInThisVisit;
  // One overlay at a time: the popup announcement first, this offer once it is closed.
  const myTurn = useOverlayTurn('download', offered);

  if (!offered || !myTurn) return null;

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
