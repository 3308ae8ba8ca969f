import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppLink, AppNavLink, isActivePath, isAppNavigationClick } from './AppLink';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}`}</p>;
}

function Page() {
  return (
    <>
      <Where />
      <AppLink to="/m/gameList?gameType=RNG" className="link">
        Slots
      </AppLink>
      <AppLink to="/m/home">Home</AppLink>
      <AppNavLink to="/m/memberHome" className="tab">
        Member centre
      </AppNavLink>
    </>
  );
}

function open(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/m/start', path], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
}

describe('AppLink', () => {
  it('is a real link to the page, which a plain tap opens without a page load', async () => {
    open('/m/home');
    const link = screen.getByRole('link', { name: 'Slots' });
    expect(link).toHaveAttribute('href', '/m/gameList?gameType=RNG');
    expect(link).toHaveClass('link', { exact: true });
    fireEvent.click(link);
    expect(await screen.findByTestId('where')).toHaveTextContent('PUSH /m/gameList?gameType=RNG');
  });

  it('replaces the history entry when it points at the page already shown', () => {
    const router = open('/m/home');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /m/home');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key to the browser (a new tab or window)', () => {
    open('/m/home');
    const link = screen.getByRole('link', { name: 'Slots' });
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /m/home');
  });
});

describe('AppNavLink', () => {
  it('marks the current page and the pages under it, and nothing else', () => {
    open('/m/memberHome/records');
    const tab = screen.getByRole('link', { name: 'Member centre' });
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(tab).toHaveClass('tab active', { exact: true });
  });

  it('is a plain link on another page', () => {
    open('/m/memberHomeless');
    const tab = screen.getByRole('link', { name: 'Member centre' });
    expect(tab).not.toHaveAttribute('aria-current');
    expect(tab).toHaveClass('tab', { exact: true });
  });
});

describe('isActivePath', () => {
  it('matches the page itself, its sub-pages, any case and trailing slash, but not a longer name', () => {
    expect(isActivePath('/m/activity', '/m/activity')).toBe(true);
    expect(isActivePath('/m/Activity/', '/m/activity')).toBe(true);
    expect(isActivePath('/m/activity/12', '/m/activity?tab=all')).toBe(true);
    expect(isActivePath('/m/activityLog', '/m/activity')).toBe(false);
  });
});

describe('isAppNavigationClick', () => {
  const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
  it('takes a plain primary click on a link that opens here', () => {
    expect(isAppNavigationClick(plain, undefined)).toBe(true);
    expect(isAppNavigationClick(plain, '_self')).toBe(true);
  });
  it('leaves other buttons, modifiers, other targets and handled clicks to the browser', () => {
    expect(isAppNavigationClick({ ...plain, button: 1 }, undefined)).toBe(false);
    expect(isAppNavigationClick({ ...plain, shiftKey: true }, undefined)).toBe(false);
    expect(isAppNavigationClick({ ...plain, metaKey: true }, undefined)).toBe(false);
    expect(isAppNavigationClick(plain, '_blank')).toBe(false);
    expect(isAppNavigationClick({ ...plain, defaultPrevented: true }, undefined)).toBe(false);
  });
});
