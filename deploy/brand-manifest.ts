/**
 * Writes a brand's web manifest from its configuration (docs/architecture.md#deploying):
 *
 *   npm run brand -- <brand folder> [--dist dist]
 *
 * reads `<brand folder>/config.json`, checks it with the rules the app applies at start-up, and
 * writes `<brand folder>/manifest.webmanifest`: the build's manifest (dist/manifest.webmanifest)
 * with the brand's name, short name and colours. Exits 1 with the problem named when the
 * configuration breaks a rule, so a bad file never reaches players.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { brandManifest, buildTimeConfig, ConfigProblem, parseRuntimeConfig } from '../src/config/operator-config.ts';

export function writeBrandManifest(brandDir: string, distDir: string): string {
  const configPath = path.join(brandDir, 'config.json');
  const config = parseRuntimeConfig(JSON.parse(readFileSync(configPath, 'utf8')) as unknown, buildTimeConfig({}, null));
  const base = JSON.parse(readFileSync(path.join(distDir, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
  const target = path.join(brandDir, 'manifest.webmanifest');
  writeFileSync(target, JSON.stringify(brandManifest(base, config.brand)));
  return target;
}

if (import.meta.filename === process.argv[1]) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string', default: 'dist' } } });
  const [brandDir] = positionals;
  if (!brandDir) {
    console.error('Usage: npm run brand -- <brand folder> [--dist dist]');
    process.exit(2);
  }
  try {
    console.log(`Wrote ${writeBrandManifest(brandDir, values.dist)}`);
  } catch (error) {
    console.error(error instanceof ConfigProblem ? `${path.join(brandDir, 'config.json')}: ${error.message}` : String(error));
    process.exit(1);
  }
}
