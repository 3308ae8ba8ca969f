import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithI18n } from '../testing/render';
import { LoginRedirect } from './LoginRedirect';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function open(entry: string) {
  renderWithI18n(
    <MemoryRouter initialEntries={['/m/home', entry]} initialIndex={1}>
      <Routes>
        <Route path="/m/login" element={<Where />} />
        <Route path="/m/home" element={<Where />} />
        <Route path="*" element={<LoginRedirect />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoginRedirect', () => {
  it('opens the login page carrying the page it replaces, query included', () => {
    open('/m/launchGame?playType=trad&code=lobby');
    expect(screen.getByTestId('where')).toHaveTextContent('/m/login?from=/m/launchGame%3FplayType%3Dtrad%26code%3Dlobby');
  });

  it('carries a plain page readably', () => {
    open('/m/webEmail');
    expect(screen.getByTestId('where')).toHaveTextContent('/m/login?from=/m/webEmail');
  });
});
