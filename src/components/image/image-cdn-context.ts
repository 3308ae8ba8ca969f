import { createContext, useContext } from 'react';

import { DEFAULT_IMAGE_CDN } from './image-cdn';

/** The CDN base chosen for this visit; without a provider, the gateway's own /cdn. */
export const ImageCdnContext = createContext<string>(DEFAULT_IMAGE_CDN);

export function useImageCdn(): string {
  return useContext(ImageCdnContext);
}
