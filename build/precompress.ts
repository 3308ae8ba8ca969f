import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

/** Under about 1 kB an answer fits in one packet compressed or not: a copy would only add files. */
const MIN_BYTES = 1024;

const VARIANTS = [
  {
    suffix: '.br',
    compress: (raw: Buffer) =>
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
  },
  { suffix: '.gz', compress: (raw: Buffer) => gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const isText = (file: string) => TEXT_EXTENSIONS.has(path.extname(file).toLowerCase());

/**
 * Writes `.br` and `.gz` siblings of every text file in the output folder, so the gateway
 * (@fastify/static with preCompressed) sends them by Accept-Encoding without compressing on each
 * request. Copies that are not smaller are left out; the gateway then sends the file itself.
 *
 * vite-plugin-pwa builds sw.js in its own closeBundle, after the bundle is written; closeBundle
 * handlers run one after another, and this one is ordered last ('post', and listed after VitePWA
 * in vite.config.ts), so the worker is in the folder when it is read.
 */
export function precompress(): Plugin {
  let root = '';
  let outDir = '';
  let logger: { info(message: string): void } | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      async handler(error?: Error) {
        if (error || !outDir) return;
        const files = await filesUnder(outDir);
        // A copy left by an earlier build into the same folder would be served in place of a file
        // that changed, shrank below the threshold or is gone: only this build's copies remain.
        const stale = files.filter((file) =>
          VARIANTS.some((variant) => file.endsWith(variant.suffix) && isText(file.slice(0, -variant.suffix.length))),
        );
        await Promise.all(stale.map((file) => rm(file, { force: true })));

        let rawBytes = 0;
        let brotliBytes = 0;
        let written = 0;
        await Promise.all(
          files
            .filter((file) => isText(file))
            .map(async (file) => {
              const raw = await readFile(file);
              if (raw.length < MIN_BYTES) return;
              rawBytes += raw.length;
              for (const variant of VARIANTS) {
                const compressed = await variant.compress(raw);
                if (variant.suffix === '.br') brotliBytes += Math.min(compressed.length, raw.length);
                if (compressed.length >= raw.length) continue;
                await writeFile(`${file}${variant.suffix}`, compressed);
                written += 1;
              }
            }),
        );
        logger?.info(
          `precompress: ${written} copies in ${path.relative(root, outDir) || '.'} ` +
            `(${(rawBytes / 1000).toFixed(1)} kB of text files over 1 kB, ${(brotliBytes / 1000).toFixed(1)} kB with brotli)`,
        );
      },
    },
  };
}
