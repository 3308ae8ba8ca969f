import type { ComponentType } from 'react';

import { lazyWhenOnline } from '../network/lazy-when-online';
import { loadFeatureMessages } from './i18n';

/** A screen module's load together with the `features` catalog, so the screen never renders message ids. */
export async function loadWithMessages<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadFeatureMessages()]);
  return loaded;
}

/**
 * React.lazy for a part whose texts live in the `features` catalog; like lazyWhenOnline, a load
 * that fails is tried again once the connection allows, rather than failing the page.
 */
export function lazyWithMessages<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyWhenOnline(() => loadWithMessages(load));
}
