import sharp from 'sharp';

/**
 * The demo artwork as a CDN would serve it: pictures, not documents. Drawn as SVG (lib/svg.ts)
 * and encoded once as WebP. A browser sets up every SVG image as a document of its own on the
 * page's main thread (measured with Chromium: 20 to 35 ms each, four times that on a slow phone),
 * where a WebP picture is decoded off it; a lobby shows a few dozen pictures, so served as SVG
 * they made the first visit's main thread several hundred milliseconds busier than any real
 * operator's CDN would.
 */
export const RASTER_TYPE = 'image/webp';

/** Renderings kept in memory: the catalog's pictures at most, a few kilobytes each. */
const MAX_CACHED = 2000;
const cache = new Map<string, Promise<Buffer>>();

// One thread per rendering: on a small machine the gateway shares the cores with the browser it
// serves; libvips would otherwise take them all for each picture.
sharp.concurrency(1);

/** The SVG drawn at its own size, as WebP; the same SVG always gives the same bytes. */
export function rasterize(svg: string): Promise<Buffer> {
  let picture = cache.get(svg);
  if (!picture) {
    picture = sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
    // A failed rendering is not kept: the next request tries again.
    picture.catch(() => cache.delete(svg));
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(svg, picture);
  }
  return picture;
}
