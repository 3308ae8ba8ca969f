import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { CHUNK_GROUPS, CHUNK_RECORD_FILE, isVirtual, listedIn } from '../../build/chunks.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = `${ROOT}dist/`;
const RECORD = `${DIST}${CHUNK_RECORD_FILE}`;

const onDisk = (path: string) => `${ROOT}${path}`;

describe('the chunk list (build/chunks.ts)', () => {
  it('names each chunk once and says why it exists', () => {
    const names = CHUNK_GROUPS.map((group) => group.name);
    expect(new Set(names).size).toBe(names.length);
    for (const group of CHUNK_GROUPS) expect(group.why.length, group.name).toBeGreaterThan(40);
  });

  // A renamed or moved file would otherwise leave its chunk without a word, and change what a
  // first load carries.
  it.each(CHUNK_GROUPS.map((group) => [group.name, group] as const))('lists only files and folders that exist: %s', (_name, group) => {
    const paths = [...group.files.filter((path) => !isVirtual(path)), ...(group.reachableFrom ? [group.reachableFrom] : [])];
    for (const path of paths) {
      expect(existsSync(onDisk(path)), `${path} (chunk ${group.name}) does not exist`).toBe(true);
      const stat = statSync(onDisk(path));
      if (path.endsWith('/'))
        expect(stat.isDirectory() && readdirSync(onDisk(path)).length > 0, `${path} is no folder with files`).toBe(true);
      else expect(stat.isFile(), `${path} is no file`).toBe(true);
    }
  });

  it('matches a listed file exactly and a listed folder with everything under it', () => {
    const files = ['src/lib/format/money.ts', 'src/components/jackpot/', '\0vite/preload-helper.js'];
    expect(listedIn(files, onDisk('src/lib/format/money.ts'))).toBe(true);
    expect(listedIn(files, onDisk('src/lib/format/money.test.ts'))).toBe(false);
    expect(listedIn(files, onDisk('src/lib/format/money.tsx'))).toBe(false);
    expect(listedIn(files, onDisk('src/components/jackpot/JackpotCounter.tsx'))).toBe(true);
    expect(listedIn(files, onDisk('src/components/jackpot-board/Board.tsx'))).toBe(false);
    expect(listedIn(files, '\0vite/preload-helper.js')).toBe(true);
    expect(listedIn(files, onDisk('node_modules/vite/preload-helper.js'))).toBe(false);
  });
});

const built = existsSync(RECORD);

describe(built ? 'the built chunks (dist/)' : `the built chunks: skipped, dist/${CHUNK_RECORD_FILE} is missing (run npm run build)`, () => {
  const record: Record<string, string> = built ? JSON.parse(readFileSync(RECORD, 'utf8')) : {};

  it.skipIf(!built)('puts each listed module of src/ in the chunk it is listed in', () => {
    for (const group of CHUNK_GROUPS) {
      const files = group.files.filter((path) => path.startsWith('src/') && !path.endsWith('/'));
      for (const path of [...files, ...(group.reachableFrom ? [group.reachableFrom] : [])]) {
        expect(record[path], `${path} is not in the build (rebuild, or remove it from the list)`).toBeDefined();
        expect(record[path], `${path}`).toBe(group.name);
      }
      for (const folder of group.files.filter((path) => path.startsWith('src/') && path.endsWith('/'))) {
        const inside = Object.keys(record).filter((path) => path.startsWith(folder));
        expect(inside.length, `nothing from ${folder} is in the build`).toBeGreaterThan(0);
        for (const path of inside) expect(record[path], path).toBe(group.name);
      }
    }
  });

  it.skipIf(!built)('loads the first-paint chunks from index.html', () => {
    const html = readFileSync(`${DIST}index.html`, 'utf8');
    for (const group of CHUNK_GROUPS.filter((candidate) => candidate.firstPaint)) {
      expect(html, `index.html names no ${group.name} chunk`).toMatch(new RegExp(`"/assets/${group.name}-[\\w-]{8}\\.js"`));
    }
  });
});
