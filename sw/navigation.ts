import type { RouteHandler } from 'workbox-core';
import { NavigationRoute } from 'workbox-routing';

import { GATEWAY_PATH_PREFIXES } from '../src/config/gateway-paths';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Navigations the shell must not answer (matched against pathname + search): the gateway's paths,
 * whose pages and files are the server's, and direct opens of static files such as an icon.
 * `.html` is not in the file list: /m/register.html and /m/index.html are app routes.
 */
const NAVIGATION_DENYLIST: readonly RegExp[] = [
  new RegExp(`^(?:${GATEWAY_PATH_PREFIXES.map(escapeRegExp).join('|')})(?:[/?]|$)`),
  /^[^?]*\.(?:png|jpe?g|gif|webp|avif|svg|ico|js|mjs|css|map|json|webmanifest|txt|xml|woff2?)(?:\?|$)/i,
];

/** Every other navigation gets the precached shell, so any app route opens offline. */
export function createNavigationRoute(shellHandler: RouteHandler): NavigationRoute {
  return new NavigationRoute(shellHandler, { denylist: [...NAVIGATION_DENYLIST] });
}
