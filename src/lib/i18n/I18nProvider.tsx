import type { I18n } from '@lingui/core';
import { type I18nContext, LinguiContext } from '@lingui/react';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

function contextFor(i18n: I18n): I18nContext {
  // A new object around the same i18n on every change, so a component that depends on `i18n`
  // (a memo, an effect) sees that the texts behind it changed.
  return { i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n) };
}

/**
 * Lingui's context, re-rendered as a transition. Lingui's own provider re-renders every text on
 * the page synchronously whenever a catalog loads or the language changes; the screens' catalog
 * loads while the first page is still arriving (docs/architecture.md#start-up), and a
 * transition lets React render that in slices between the browser's other work rather than in
 * one long task. Nothing is lost in the meantime: a screen waits for its own catalog before it
 * renders, and the page on screen already has its texts.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => contextFor(i18n));
  const [renderedLocale] = useState(() => i18n.locale);

  useEffect(() => {
    const update = () => startTransition(() => setContext(contextFor(i18n)));
    const unsubscribe = i18n.on('change', update);
    // A language activated between the first render and this subscription would otherwise go unseen.
    if (i18n.locale !== renderedLocale) update();
    return unsubscribe;
  }, [i18n, renderedLocale]);

  // As Lingui's provider: nothing renders before a language is active.
  if (!context.i18n.locale) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
