import { lazy, type ComponentType } from 'react';
import { loadFeatureMessages } from './i18n';

/**
 * React.lazy for a screen module whose texts live in the `features` catalog: the module and the
 * catalog load together, so the screen never renders message ids.
 */
export function lazyWithMessages<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadFeatureMessages()]);
    return { default: component };
  });
}
