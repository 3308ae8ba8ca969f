import { Suspense } from 'react';

import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { useAfterFirstRender } from '@/lib/perf/first-render';

// Only this switch is in the home page's module (the first-load budget counts it when the page
// is): the popup, its rules, queries and texts come with the header-and-download chunk after the
// first paint. A direct import keeps the bundler's shared chunks as they are (importing HomeAccount's
// loader from here made it split them, at a cost of about 1 KB gzip on the first load).
const DownloadPopupBody = lazyWithMessages(async () => (await import('./header-and-download')).DownloadPopupBody);

/**
 * Download-app popup for the home page (docs/product.md#download-app-popup). It decides its own
 * visibility (installed, hidden today, closed this visit, app-window flag, download links): place
 * it unconditionally.
 */
export function DownloadPopup() {
  return useAfterFirstRender() ? (
    <Suspense fallback={null}>
      <DownloadPopupBody />
    </Suspense>
  ) : null;
}
