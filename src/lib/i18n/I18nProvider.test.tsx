import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { I18nProvider } from './I18nProvider';

function Greeting() {
  const { i18n } = useLingui();
  return <p>{i18n._('greeting')}</p>;
}

describe('I18nProvider', () => {
  it('renders the texts again when a catalog loads or the language changes', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: { greeting: 'Hello' } } });
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();

    await act(async () => i18n.load('en', { greeting: 'Hello there' }));
    expect(screen.getByText('Hello there')).toBeInTheDocument();

    await act(async () => i18n.loadAndActivate({ locale: 'ty', messages: { greeting: 'Kumusta' } }));
    expect(screen.getByText('Kumusta')).toBeInTheDocument();
  });

  it('renders nothing until a language is active, then the page', async () => {
    const i18n = setupI18n();
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Greeting />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    await act(async () => i18n.loadAndActivate({ locale: 'en', messages: { greeting: 'Hello' } }));
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
