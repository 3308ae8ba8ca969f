/** Gateway images (protocol.ts `CDN_IMAGE`): under this path, and named with an image extension (the worker keys them by address). */
export const prefix = '/cdn/';
export const extension = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;
