import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AppErrorBoundary } from './AppErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('AppErrorBoundary', () => {
  it('shows what happened and a way to load the page again instead of a blank page', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    render(
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/This page could not be shown\./);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('renders its children while nothing fails', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    render(
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <p>Lobby</p>
        </AppErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('Lobby')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
