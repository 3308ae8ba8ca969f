import { isGatewayPath } from '../config/gateway-paths';

/** What a link would open, as far as preloading goes. */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The in-app location a link opens, or null when following it leaves the app's routes: another
 * origin, a new window, a download, or one of the gateway's own pages (GATEWAY_PATH_PREFIXES).
 */
export function intendedLocation(link: LinkLike, origin: string): { pathname: string; search: string } | null {
  if (link.target !== '' && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (isGatewayPath(url.pathname)) return null;
  return { pathname: url.pathname, search: url.search };
}
