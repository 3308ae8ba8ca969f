import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
 * configuration) and the web manifest that follows it. `files` adds images under brand/.
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
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
  writeFileSync(
    path.join(dir, 'manifest.webmanifest'),
    JSON.stringify({
      ...manifest,
      name: brand.name,
      short_name: brand.shortName,
      theme_color: brand.themeColor,
      background_color: brand.themeColor,
    }),
  );
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'brand', name)), { recursive: true });
    writeFileSync(path.join(dir, 'brand', name), content);
  }
  return dir;
}

/**
 * A build of its own that calls `gatewayOrigin` (VITE_GATEWAY_ORIGIN), in a temporary folder: the
 * cross-origin journeys, until the app reads its gateway from the brand's config.json.
 */
export function buildFor(gatewayOrigin: string): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lobby-dist-split-'));
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        env: { ...process.env, VITE_GATEWAY_ORIGIN: gatewayOrigin },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) =>
      code === 0 ? resolve(outDir) : reject(new Error(`The build for ${gatewayOrigin} failed (${code}):\n${output}`)),
    );
  });
}
