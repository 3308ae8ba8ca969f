import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Loading } from '@/components/Loading';
import { DEFAULT_BRAND } from '@/config/operator-config';
import { runtimeConfig } from '@/config/runtime-config';
import { isStandalone } from '@/lib/pwa/standalone';

import type { DownloadLink } from '../api/links-api';
import { APP_NAME } from '../model/app-identity';
import { DownloadLinkList, useDownloadOffer, useInstallPrompt } from './header-and-download';

/** What the 'add to home screen' part offers on this device. */
export type InstallGuide = 'standalone' | 'installed' | 'prompt' | 'ios' | 'manual';

/** iPhone, iPod, iPad, and iPadOS, which reports itself as a Mac with a touch screen. */
export function isIosDevice(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installGuide({
  standalone,
  installed,
  canPrompt,
  ios,
}: {
  standalone: boolean;
  installed: boolean;
  canPrompt: boolean;
  ios: boolean;
}): InstallGuide {
  if (standalone) return 'standalone';
  if (installed) return 'installed';
  if (canPrompt) return 'prompt';
  if (ios) return 'ios';
  return 'manual';
}

/** The query `platform` the download links may carry (`/m/app?platform=ios`), as a section id. */
export function guideSection(platform: string | null): 'ios' | 'android' | 'pwa' | null {
  const value = platform?.trim().toLowerCase();
  if (value === 'ios' || value === 'webclip' || value === 'mobileconfig') return 'ios';
  if (value === 'android') return 'android';
  if (value === 'pwa') return 'pwa';
  return null;
}

function ShareIcon() {
  return (
    <svg
      className="app-guide__inline-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 15V3M8 7l4-4 4 4M6 11H5a1 1 0 00-1 1v8a1 1 0 001 1h14a1 1 0 001-1v-8a1 1 0 00-1-1h-1" />
    </svg>
  );
}

function currentDevice() {
  if (typeof navigator === 'undefined') return { ios: false };
  return { ios: isIosDevice(navigator.userAgent, navigator.maxTouchPoints) };
}

/** Adding this web app to the home screen: the kept prompt, the iOS share-sheet steps, or the browser menu. */
function InstallSection() {
  const { i18n } = useLingui();
  // An operator's own brand names the app in every language; the default one has its translations.
  const { brand } = runtimeConfig();
  const appName = brand.name === DEFAULT_BRAND.name ? i18n._(APP_NAME) : brand.name;
  const prompt = useInstallPrompt();
  const [device] = useState(currentDevice);
  const [busy, setBusy] = useState(false);
  const guide = installGuide({
    standalone: isStandalone(),
    installed: prompt.installed,
    canPrompt: prompt.event !== null,
    ios: device.ios,
  });
  return (
    <section id="guide-pwa" className="card app-guide__section" aria-labelledby="guide-pwa-title" data-guide={guide}>
      <h2 id="guide-pwa-title" className="app-guide__title">
        <Trans>Add to home screen</Trans>
      </h2>
      {guide === 'standalone' && (
        <p className="app-guide__status" data-testid="app-guide-installed">
          <Trans>The app is installed on this device, and you are using it now.</Trans>
        </p>
      )}
      {guide === 'installed' && (
        <p className="app-guide__status" data-testid="app-guide-installed" role="status">
          <Trans>The app is installed. Open it from your home screen.</Trans>
        </p>
      )}
      {guide === 'prompt' && (
        <>
          <p>
            <Trans>Install {appName}: it opens from your home screen, full screen, and shows the lobby even offline.</Trans>
          </p>
          <button
            type="button"
            className="button button--block"
            data-testid="app-guide-install"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={async () => {
              setBusy(true);
              try {
                await prompt.install();
              } finally {
                setBusy(false);
              }
            }}
          >
            <Trans>Install</Trans>
          </button>
        </>
      )}
      {guide === 'ios' && (
        <ol className="app-guide__steps" data-testid="app-guide-ios-steps">
          <li>
            <Trans>
              Tap the Share button <ShareIcon /> in the browser's toolbar.
            </Trans>
          </li>
          <li>
            <Trans>Scroll down and choose 'Add to Home Screen'.</Trans>
          </li>
          <li>
            <Trans>Tap 'Add'. The app appears on your home screen.</Trans>
          </li>
        </ol>
      )}
      {guide === 'manual' && (
        <p>
          <Trans>Open your browser's menu and choose 'Install app' or 'Add to Home screen'.</Trans>
        </p>
      )}
    </section>
  );
}

function linksOf(links: readonly DownloadLink[], ...kinds: DownloadLink['kind'][]) {
  return links.filter((link) => kinds.includes(link.kind));
}

/**
 * /m/appDownload (docs/product.md#route-table): the iOS and Android download guides with the operator's
 * links, and how to add this PWA to the home screen. The shell gives it the compact header with its
 * title ('Download the app') and back arrow.
 */
export function AppGuidePage() {
  const { links, loading, failed, retry } = useDownloadOffer();
  const [params] = useSearchParams();
  const target = guideSection(params.get('platform'));
  const ios = linksOf(links, 'IOS', 'MOBILECONFIG');
  const android = linksOf(links, 'ANDROID');
  const hasProfile = ios.some((link) => link.kind === 'MOBILECONFIG');
  const hasIosApp = ios.some((link) => link.kind === 'IOS');

  // A download link may point back here with ?platform=: bring that guide into view.
  useEffect(() => {
    if (target === null || loading) return;
    document.getElementById(`guide-${target}`)?.scrollIntoView({ block: 'start' });
  }, [target, loading]);

  return (
    <div className="app-guide">
      <InstallSection />
      {loading ? (
        <Loading />
      ) : (
        <>
          {ios.length > 0 && (
            <section id="guide-ios" className="card app-guide__section" aria-labelledby="guide-ios-title" data-testid="app-guide-ios">
              <h2 id="guide-ios-title" className="app-guide__title">
                <Trans>iPhone and iPad</Trans>
              </h2>
              <DownloadLinkList links={ios} />
              <ol className="app-guide__steps">
                {hasIosApp && (
                  <li>
                    <Trans>Tap 'Download for iOS' and confirm the installation.</Trans>
                  </li>
                )}
                {hasIosApp && (
                  <li>
                    <Trans>If iOS says the developer is not trusted, open Settings → General → VPN & Device Management and trust it.</Trans>
                  </li>
                )}
                {hasProfile && (
                  <li>
                    <Trans>For the home-screen profile, allow the download, then open Settings → Profile Downloaded → Install.</Trans>
                  </li>
                )}
              </ol>
            </section>
          )}
          {android.length > 0 && (
            <section
              id="guide-android"
              className="card app-guide__section"
              aria-labelledby="guide-android-title"
              data-testid="app-guide-android"
            >
              <h2 id="guide-android-title" className="app-guide__title">
                <Trans>Android</Trans>
              </h2>
              <DownloadLinkList links={android} />
              <ol className="app-guide__steps">
                <li>
                  <Trans>Tap 'Download for Android' and open the downloaded file.</Trans>
                </li>
                <li>
                  <Trans>If Android asks, allow installing apps from this source.</Trans>
                </li>
                <li>
                  <Trans>Open the app and log in with your account.</Trans>
                </li>
              </ol>
            </section>
          )}
          {failed && (
            <div className="app-guide__note" role="alert">
              <p>
                <Trans>The download links could not be loaded. Check your connection and try again.</Trans>
              </p>
              <button type="button" className="button button--quiet" onClick={retry}>
                <Trans>Try again</Trans>
              </button>
            </div>
          )}
          {!failed && links.length === 0 && (
            <p className="app-guide__note">
              <Trans>No app downloads are offered right now. You can still add this web app to your home screen.</Trans>
            </p>
          )}
        </>
      )}
    </div>
  );
}
