import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLocation, useNavigate, useResolvedPath } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path, absolute or relative to the current route, with its query if any. */
  to: string;
  /** Replace the current history entry instead of adding one (a page that should not be gone back to). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain left click without a modifier, on a link that opens in this tab: the app navigates itself. */
export function isAppNavigationClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>,
  target: string | undefined,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (target !== undefined && target !== '' && target !== '_self') return false;
  return !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * The app's in-app link: a real `<a href>` (open in a new tab, copy, long-press work) that
 * navigates without a page load on a plain tap, and replaces rather than stacks a history entry
 * when it points at the page already shown (a second tap on a tab does not lengthen Back).
 * react-router's Link does the same, but carries its data-router prefetching and form code with
 * it into the first-load chunk (README, "Routing"); the app has no data router, so this is all it needs.
 */
export function AppLink({ to, replace, onClick, target, ...anchor }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isAppNavigationClick(event, target)) return;
        event.preventDefault();
        const samePage = location.pathname === path.pathname && location.search === path.search && location.hash === path.hash;
        void navigate(to, { replace: replace ?? samePage });
      }}
    />
  );
}

/** Whether `pathname` is the page `to` names or one under it (a tab stays lit on its sub-pages). */
export function isActivePath(pathname: string, to: string): boolean {
  const base = to.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  return current === base || current.startsWith(`${base}/`);
}

/** An AppLink marked as the current page (`aria-current="page"`, class `active`) when it is. */
export function AppNavLink({ to, className, ...rest }: AppLinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, to);
  return (
    <AppLink
      {...rest}
      to={to}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
