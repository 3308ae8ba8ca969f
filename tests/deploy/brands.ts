import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { writeBrandManifest } from '../../deploy/brand-manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The one build every brand is served from (`npm run build`, before the browser tests). */
export const DIST = path.join(ROOT, 'dist');

export interface Brand {
  merchantCode: string;
  gatewayOrigin: string;
  name: string;
  shortName: string;
  themeColor: string;
}

/**
 * A brand's folder as deploy/README.md describes it: its config.json (the app's runtime
 * configuration) and the web manifest made from it. `files` adds pictures of its own under brand/.
 */
export function writeBrand(brand: Brand, files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-brand-'));
  const config = {
    merchantCode: brand.merchantCode,
    gatewayOrigin: brand.gatewayOrigin,
    encryption: 'auto',
    firebase: null,
    rumEndpoint: null,
    brand: {
      name: brand.name,
      shortName: brand.shortName,
      themeColor: brand.themeColor,
      backgroundColor: brand.themeColor,
      accentColor: '#e3ac1f',
    },
  };
  writeFileSync(path.join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  // As an operator makes it (npm run brand), from the build's manifest and this config.json.
  writeBrandManifest(dir, DIST);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'brand', name)), { recursive: true });
    writeFileSync(path.join(dir, 'brand', name), content);
  }
  return dir;
}
