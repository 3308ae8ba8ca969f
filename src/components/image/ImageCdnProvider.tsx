import { type ReactNode, useMemo } from 'react';

import { pickImageCdn } from './image-cdn';
import { ImageCdnContext } from './image-cdn-context';

export interface ImageCdnProviderProps {
  /** The operator's image CDNs (system status `info.imageCDNs`); missing or empty means /cdn. */
  cdns: readonly string[] | undefined;
  children: ReactNode;
}

/**
 * Picks one CDN for everything below it. The choice is kept while the list's content stays the
 * same, so images do not jump between CDNs (and miss the cache) on every re-render or refetch.
 */
export function ImageCdnProvider({ cdns, children }: ImageCdnProviderProps) {
  // A string key: the status query hands a new array with the same content on each refetch.
  const listKey = cdns?.join('\n') ?? '';
  const base = useMemo(() => pickImageCdn(listKey === '' ? [] : listKey.split('\n')), [listKey]);
  return <ImageCdnContext value={base}>{children}</ImageCdnContext>;
}
