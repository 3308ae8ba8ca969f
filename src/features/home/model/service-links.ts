import { type ConfiguredLink, configuredLinks, type LinkMap } from '@/lib/system/operator-links';

/**
 * docs/product.md#home: the header's service panel and the footer's follow-us icons list only the
 * links the operator configured. Links come as a name → URL map (the common store's `link`).
 */

const SERVICE_LINK_KEYS = ['FACEBOOK', 'TELEGRAM', 'AFFILIATELINK', 'LIVE'] as const;
export type ServiceLinkKey = (typeof SERVICE_LINK_KEYS)[number];

const FOLLOW_US_KEYS = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM'] as const;
export type FollowUsKey = (typeof FOLLOW_US_KEYS)[number];

/**
 * Service panel entries in the docs/product.md#home order; the customer-service entry is added by
 * the panel itself.
 */
export function serviceLinks(links: LinkMap): ConfiguredLink<ServiceLinkKey>[] {
  return configuredLinks(links, SERVICE_LINK_KEYS);
}

/** Footer follow-us icons: Facebook, Instagram, Telegram, each only if a link exists. */
export function followUsLinks(links: LinkMap): ConfiguredLink<FollowUsKey>[] {
  return configuredLinks(links, FOLLOW_US_KEYS);
}
