import { i18n } from '@lingui/core';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';

import { I18nProvider } from '../lib/i18n/I18nProvider';

/** English with an empty catalog: every message renders as its source text. */
function activateTestI18n(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}

function TestProviders({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders inside the i18n provider the app itself uses, so Lingui macros work as in the app. */
export function renderWithI18n(ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  activateTestI18n();
  return render(ui, { ...options, wrapper: TestProviders });
}

/**
 * jsdom has <dialog> but not showModal/close. These do what the components rely on: the open
 * attribute, and a `close` event when closed.
 */
export function installDialogPolyfill(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
