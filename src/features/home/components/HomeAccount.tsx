import '../header.css';

import { Suspense } from 'react';

import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { useAfterFirstRender } from '@/lib/perf/first-render';
import { selectSessionReady } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * The home header's controls and the app download (account controls, download button, download
 * popup): one chunk fetched right after the first paint. This file is in the first render of /m/home, under the JS budget,
 * and the first render cannot show the controls anyway: the stored session is read back only
 * after it.
 */
const loadHeaderAndDownload = () => import('./header-and-download');

// Its texts are in the `features` catalog, which loads with it.
const HomeHeaderControls = lazyWithMessages(async () => (await loadHeaderAndDownload()).HomeHeaderControls);

/**
 * Home header (docs/product.md#home), rendered by the shell's compact header on home: login and
 * register, or the member's name and balance, with deposit, the menu and the download button
 * (HomeHeaderControls).
 */
export function HomeAccount() {
  const ready = useAppSelector(selectSessionReady);
  const painted = useAfterFirstRender();
  const placeholder = <span className="home-account" aria-hidden="true" />;
  return ready && painted ? (
    <Suspense fallback={placeholder}>
      <HomeHeaderControls />
    </Suspense>
  ) : (
    placeholder
  );
}
