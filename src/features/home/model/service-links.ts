import { FOOTER_YEARS } from '../../../config/constants';

/**
 * SPEC §2 home: the header's service panel and the footer's follow-us icons list only the links
 * the operator configured. Links come as a name → URL map (the common store's `link`).
 */

export const SERVICE_LINK_KEYS = ['FACEBOOK', 'TELEGRAM', 'AFFILIATELINK', 'LIVE'] as const;
export type ServiceLinkKey = (typeof SERVICE_LINK_KEYS)[number];

export const FOLLOW_US_KEYS = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM'] as const;
export type FollowUsKey = (typeof FOLLOW_US_KEYS)[number];

export interface ConfiguredLink<K extends string> {
  key: K;
  url: string;
}

type LinkMap = Readonly<Record<string, unknown>> | null | undefined;

/**
 * The operator's URL for a key, or null. Key case varies between operators (Facebook, FACEBOOK),
 * so an exact match wins and any-case is the fallback. Only absolute http(s) URLs count: these
 * open outside the app, and a `javascript:` or half-typed value must not become a link.
 */
function configuredUrl(links: LinkMap, key: string): string | null {
  if (links == null || typeof links !== 'object') return null;
  let value = links[key];
  if (value === undefined) {
    const match = Object.keys(links).find((name) => name.toUpperCase() === key);
    value = match === undefined ? undefined : links[match];
  }
  if (typeof value !== 'string') return null;
  const url = value.trim();
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

function configuredLinks<K extends string>(links: LinkMap, keys: readonly K[]): ConfiguredLink<K>[] {
  return keys.flatMap((key) => {
    const url = configuredUrl(links, key);
    return url === null ? [] : [{ key, url }];
  });
}

/** Service panel entries in SPEC order; the customer-service entry is added by the panel itself. */
export function serviceLinks(links: LinkMap): ConfiguredLink<ServiceLinkKey>[] {
  return configuredLinks(links, SERVICE_LINK_KEYS);
}

/** Footer follow-us icons: Facebook, Instagram, Telegram, each only if a link exists. */
export function followUsLinks(links: LinkMap): ConfiguredLink<FollowUsKey>[] {
  return configuredLinks(links, FOLLOW_US_KEYS);
}

/** Copyright years with an en dash; a single year when the range is one year. */
export function footerYears(from: number = FOOTER_YEARS.from, to: number = FOOTER_YEARS.to): string {
  return from >= to ? String(to) : `${from}–${to}`;
}
