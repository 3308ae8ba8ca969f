/// <reference types="vite/client" />
import type { PrecacheEntry } from 'workbox-precaching';

declare global {
  interface ImportMetaEnv {
    readonly VITE_SW_KILL_SWITCH?: string;
    readonly VITE_GATEWAY_ORIGIN?: string;
  }

  interface ServiceWorkerGlobalScope {
    /** The precache list vite-plugin-pwa (workbox injectManifest) writes in at build time. */
    __WB_MANIFEST: Array<PrecacheEntry | string>;
  }
}
