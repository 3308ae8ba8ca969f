import { type ComponentType, lazy } from 'react';

import { loadWhenOnline } from './load-when-online';

/**
 * React.lazy for a part the page can show later (load-when-online.ts): while its code cannot be
 * fetched it stays in its Suspense fallback, and appears once the code comes.
 */
export function lazyWhenOnline<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadWhenOnline(load) }));
}
