import { existsSync, readFileSync } from 'node:fs';

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

import { type TabBarLabels, TabBarView, type TabLink } from '../src/app/shell/TabBarView.tsx';
import { FIRST_PAINT_TAB_BARS_FILE, type FirstPaintTabBars } from '../src/contract/first-paint-shell.ts';
import { type Language, LANGUAGES } from '../src/lib/i18n/languages.ts';
import { poEntry } from '../src/lib/i18n/po-entry.ts';

/** Each label's message as the app's TabBar asks for it (its English text and context). */
const LABEL_MESSAGES: Record<keyof TabBarLabels, { message: string; context?: string }> = {
  menu: { message: 'Main menu' },
  invite: { message: 'Invite friends', context: 'tab bar' },
  promotions: { message: 'Promotions', context: 'tab bar' },
  deposit: { message: 'Deposit' },
  logIn: { message: 'Log in' },
  rewards: { message: 'Rewards', context: 'tab bar' },
  member: { message: 'Member centre', context: 'tab bar' },
};

function catalogOf(language: Language): string | undefined {
  const file = new URL(`../locales/${language.locale}/messages.po`, import.meta.url);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** A language's tab bar labels from its first-render catalog; an untranslated one reads in English, as in the app. */
export function tabBarLabels(catalog: string): TabBarLabels {
  const entries = Object.entries(LABEL_MESSAGES).map(([key, { message, context }]) => [key, poEntry(catalog, message, context) ?? message]);
  return Object.fromEntries(entries) as unknown as TabBarLabels;
}

/**
 * A plain link: before the app runs a tap loads the tab's page. Out of the keyboard's order, as the
 * first paint is hidden from assistive technology (src/contract/first-paint-shell.ts).
 */
const PlainLink: TabLink = ({ to, className, children }) => createElement('a', { href: to, className, tabIndex: -1 }, children);

/**
 * The tab bar as the app's first render draws it for a visitor (Log in, no badge), with its labels
 * in `labels`' language. Home's page comes from the network on a first visit, a visitor's: the
 * worker answers later ones. A member whose page still comes from the network sees Deposit once
 * the app has read the stored session, as on any start.
 */
export function firstPaintTabBarHtml(labels: TabBarLabels): string {
  return renderToStaticMarkup(createElement(TabBarView, { labels, showLogin: true, Link: PlainLink }));
}

/**
 * Writes FIRST_PAINT_TAB_BARS_FILE: home's tab bar, drawn by the app's own view, for every
 * language that has catalogs. The gateway draws the player's into home's first paint
 * (docs/architecture.md#first-paint).
 */
export function firstPaintTabBars(): Plugin {
  return {
    name: 'first-paint-tab-bars',
    apply: 'build',
    generateBundle() {
      const bars: FirstPaintTabBars = {};
      for (const language of LANGUAGES) {
        const catalog = catalogOf(language);
        if (catalog)
          bars[language.code] = { lang: language.htmlLang, dir: language.dir, html: firstPaintTabBarHtml(tabBarLabels(catalog)) };
      }
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_TAB_BARS_FILE, source: `${JSON.stringify(bars, null, 2)}\n` });
    },
  };
}
