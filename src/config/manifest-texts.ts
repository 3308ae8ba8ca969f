/**
 * The catalog contexts of the web app manifest's texts (src/features/home/model/app-identity.ts
 * holds the messages). Plain data, so that vite.config.ts can read it without the Lingui macro.
 */
export const MANIFEST_CONTEXT = { name: 'manifest:name', description: 'manifest:description' } as const;
