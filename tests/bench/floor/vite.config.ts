import { defineConfig } from 'vite';

import { precompress } from '../../../build/precompress.ts';

/**
 * The floor page alone: none of the app's plugins but its compressed copies (the gateway sends
 * both the same way), served under /bench-floor/ beside the app.
 */
export default defineConfig({
  plugins: [precompress()],
  base: '/bench-floor/',
  build: { outDir: process.env.FLOOR_OUT_DIR ?? '../../../dist/bench-floor', emptyOutDir: true },
});
