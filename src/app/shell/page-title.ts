import type { MessageDescriptor } from '@lingui/core';
import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The title a page gives the title bar when its route's row covers several pages (the agent
 * side's one row: docs/architecture.md#start-up). The page names its own title once it has
 * loaded, with its catalog; until then the bar shows the row's.
 */
let shown: { pathname: string; title: MessageDescriptor } | null = null;
const listeners = new Set<() => void>();

function show(next: typeof shown) {
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the page: its title for as long as it is on screen at this address. */
export function usePageTitle(pathname: string, title: MessageDescriptor) {
  useLayoutEffect(() => {
    show({ pathname, title });
    return () => show(null);
  }, [pathname, title]);
}

/** Read by the title bar: the title the page at this address gave, if it gave one. */
export function useTitleGivenAt(pathname: string): MessageDescriptor | undefined {
  return useSyncExternalStore(subscribe, () => (shown?.pathname === pathname ? shown.title : undefined));
}
