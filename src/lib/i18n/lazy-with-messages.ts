import { lazy, type ComponentType } from 'react';
import { loadFeatureMessages } from './i18n';

/** A screen module's load together with the `features` catalog, so the screen never renders message ids. */
export async function loadWithMessages<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadFeatureMessages()]);
  return loaded;
}

/** React.lazy for a screen module whose texts live in the `features` catalog. */
export function lazyWithMessages<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadWithMessages(load) }));
}
