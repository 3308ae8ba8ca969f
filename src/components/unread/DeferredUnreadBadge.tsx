import { Suspense } from 'react';

import { lazyWhenOnline } from '../../lib/network/lazy-when-online';
import { useAfterFirstRender } from '../../lib/perf/first-render';

// The tab bar is in the first render of every page, under the JS budget: the badge, its counters
// and their API arrive in their own chunk once the page has painted (a member's counts cannot be
// known before the stored session is read back anyway). Only this file imports TotalUnreadBadge,
// which keeps that chunk to itself.
const TotalUnreadBadge = lazyWhenOnline(() => import('./TotalUnreadBadge').then((module) => module.TotalUnreadBadge));

/** The total unread badge on a tab bar icon, after the first render; render it for members only. */
export function DeferredUnreadBadge() {
  return (
    useAfterFirstRender() && (
      <Suspense>
        <TotalUnreadBadge />
      </Suspense>
    )
  );
}
