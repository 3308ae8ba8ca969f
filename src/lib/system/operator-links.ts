/**
 * The operator's external links (settings `links`: FACEBOOK, TELEGRAM, YOUTUBE, LIVE...): a screen
 * lists an entry only when its link is configured: the service panel and follow-us icons
 * (docs/product.md#home), the message centre (docs/product.md#message-centre) and the game
 * entrance's SERVICE (docs/product.md#game-entrance-and-game-centre).
 */

export interface ConfiguredLink<K extends string> {
  key: K;
  url: string;
}

export type LinkMap = Readonly<Record<string, unknown>> | null | undefined;

/**
 * The operator's URL for a key, or null. Key case varies between operators (Facebook, FACEBOOK),
 * so an exact match wins and any-case is the fallback. Only absolute http(s) URLs count: these
 * open outside the app, and a `javascript:` or half-typed value must not become a link.
 */
export function configuredUrl(links: LinkMap, key: string): string | null {
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

/** The configured links among `keys`, in the order of `keys`. */
export function configuredLinks<K extends string>(links: LinkMap, keys: readonly K[]): ConfiguredLink<K>[] {
  return keys.flatMap((key) => {
    const url = configuredUrl(links, key);
    return url === null ? [] : [{ key, url }];
  });
}
