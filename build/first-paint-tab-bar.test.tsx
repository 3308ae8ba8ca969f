import { readFileSync } from 'node:fs';
import path from 'node:path';

import { i18n } from '@lingui/core';
import { configureStore } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';

import { TabBar } from '../src/app/shell/TabBar';
import { activateLanguage } from '../src/lib/i18n/i18n';
import { I18nProvider } from '../src/lib/i18n/I18nProvider';
import { sessionReadBack, sessionSlice } from '../src/lib/session/session-slice';
import { firstPaintTabBarHtml, tabBarLabels } from './first-paint-tab-bar';

function catalog(locale: string): string {
  // From the project's folder: under jsdom a module's own URL is not a file URL.
  return readFileSync(path.join(process.cwd(), 'locales', locale, 'messages.po'), 'utf8');
}

/** The tab bar as the app's first render draws it on home for a visitor: start-up has read back no stored session. */
function appTabBar(): Element {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  store.dispatch(sessionReadBack(null));
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <MemoryRouter initialEntries={['/m/home']}>
          <TabBar />
        </MemoryRouter>
      </Provider>
    </I18nProvider>,
  );
  const bar = container.firstElementChild!.cloneNode(true) as Element;
  unmount();
  return bar;
}

function parsed(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild!;
}

const labelsOf = (bar: Element) => [...bar.querySelectorAll('.tab-bar__label')].map((label) => label.textContent);

afterAll(() => activateLanguage('EN', { remember: false }));

describe("home's first-paint tab bar", () => {
  it.each([
    ['EN', 'en'],
    ['TY', 'ty'],
    ['JA', 'ja'],
    ['TH', 'th'],
  ])(
    'is the bar the app draws for a visitor in %s, read from the same catalog, with its links out of the keyboard order',
    async (code, locale) => {
      await act(() => activateLanguage(code, { remember: false }));
      const drawn = parsed(firstPaintTabBarHtml(tabBarLabels(catalog(locale))));
      const app = appTabBar();
      expect(labelsOf(drawn)).toEqual(labelsOf(app));
      const links = [...drawn.querySelectorAll('a')];
      expect(links.map((link) => link.getAttribute('tabindex'))).toEqual(Array(5).fill('-1'));
      for (const link of links) link.removeAttribute('tabindex');
      // The same elements, attributes and texts, whatever order each draws attributes in.
      expect(drawn.isEqualNode(app)).toBe(true);
    },
  );

  it('reads an untranslated label in English, as the app does', () => {
    expect(tabBarLabels('msgctxt "tab bar"\nmsgid "Rewards"\nmsgstr "Premyo"\n')).toMatchObject({
      rewards: 'Premyo',
      deposit: 'Deposit',
      invite: 'Invite friends',
    });
  });
});
