/**
 * The deployment's own files (protocol.ts `DEPLOYMENT_FILES`, docs/architecture.md#deploying): the
 * operator's configuration, the brand's manifest and pictures. Not in the build's precache: a brand
 * replaces them in place. The worker keeps them in their own cache, fetched at install so a first
 * visit reopens offline, and reports a changed one like a new version.
 */
export const cacheName = 'deployment';
export const paths = ['/config.json', '/manifest.webmanifest'] as const;
export const brandPrefix = '/brand/';
/** The brand's logo, drawn by the title bar. */
export const logo = '/brand/logo.svg';
/** Fetched at install: what the page and an installed app's start need before anything else. */
export const atInstall = [
  '/config.json',
  '/manifest.webmanifest',
  logo,
  '/brand/favicon.svg',
  '/brand/apple-touch-icon-180.png',
  '/brand/icon-192.png',
] as const;
