import { useState } from 'react';

import { useAfterFirstRender } from '@/lib/perf/first-render';

import { DEFAULT_IMAGE } from './default-image';
import { useImageCdn } from './image-cdn-context';
import { resolveImageUrl } from './image-url';

export interface CdnImageProps {
  /** A gateway image path (joined to the chosen CDN) or an absolute URL. */
  src: string;
  /** '' for decorative images next to their own text. */
  alt: string;
  /** Tried before the built-in placeholder, e.g. a vendor's generic icon. */
  fallbackSrc?: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/**
 * An image from the CDN that falls back instead of showing a broken icon. It moves down the
 * chain src → fallbackSrc → DEFAULT_IMAGE once each; the placeholder is inline and cannot fail,
 * so an offline page never loops on errors. width and height fix the box so nothing shifts.
 */
export function CdnImage({ src, alt, fallbackSrc, width, height, className, loading = 'lazy' }: CdnImageProps) {
  const cdnBase = useImageCdn();
  const pageDrawn = useAfterFirstRender();
  const candidates = [src, fallbackSrc]
    .map((candidate) => (candidate ? resolveImageUrl(candidate, cdnBase) : ''))
    .filter((candidate) => candidate !== '');
  candidates.push(DEFAULT_IMAGE);
  // Failures are remembered for the src they happened on, so a new src starts from the top.
  const [failure, setFailure] = useState({ src, count: 0 });
  const failures = failure.src === src ? failure.count : 0;
  const current = candidates[Math.min(failures, candidates.length - 1)]!;

  function handleError() {
    if (current === DEFAULT_IMAGE) return;
    setFailure({ src, count: failures + 1 });
  }

  return (
    <img
      // A lazy image asks for nothing before the first page has rendered (the box is reserved
      // meanwhile), so a lobby's logos do not compete with drawing it; the browser's lazy loading
      // takes over from there.
      src={loading === 'eager' || pageDrawn ? current : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={['cdn-image', className].filter(Boolean).join(' ')}
      onError={handleError}
    />
  );
}
