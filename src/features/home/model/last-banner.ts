import { STORAGE_KEYS } from '@/lib/storage/keys';

export interface LastBanner {
  src: string;
  alt: string;
}

/**
 * The first banner as HomeAnnouncements last showed it, if it was in this language: the home page draws it in
 * its first paint. Only this site's images (the gateway's own CDN path, which a local or http
 * deployment serves from this origin) or https ones are drawn; anything else in storage is ignored.
 */
export function readLastBanner(storage: Pick<Storage, 'getItem'>, language: string, pageUrl: string): LastBanner | null {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEYS.lastHomeBanner) ?? 'null') as {
      language?: unknown;
      src?: unknown;
      alt?: unknown;
    } | null;
    if (saved?.language !== language || typeof saved.src !== 'string') return null;
    const url = new URL(saved.src, pageUrl);
    if (url.origin !== new URL(pageUrl).origin && url.protocol !== 'https:') return null;
    return { src: saved.src, alt: String(saved.alt ?? '') };
  } catch {
    // Unreadable storage or a malformed entry: the first paint draws the empty frame.
    return null;
  }
}
