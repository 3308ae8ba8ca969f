/** The lint rule that keeps imports flowing config → lib → components → features → app. */
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/one-way-imports').map((m) => m.message);
}

describe('layers/one-way-imports', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors('src/features/home/x.ts', "export { a } from '../games/model/a';\n");
    expect(errors).toEqual([expect.stringContaining('Feature "home" must not import feature "games"')]);
  });

  it('refuses lib importing a feature and a feature importing the app', async () => {
    expect(await boundaryErrors('src/lib/x.ts', "export { a } from '../features/home/a';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/features/home/x.ts', "export { a } from '../../app/store';\n")).toHaveLength(1);
  });

  it('lets the gateway import only the shared crypto primitives from src', async () => {
    expect(await boundaryErrors('gateway/x.ts', "export { a } from '../src/lib/crypto/des.ts';\n")).toEqual([]);
    expect(await boundaryErrors('gateway/x.ts', "export { a } from '../src/lib/gateway/api.ts';\n")).toHaveLength(1);
  });

  it('reads the @/ alias as src/', async () => {
    expect(await boundaryErrors('src/features/home/x.ts', "export { a } from '@/features/games/model/a';\n")).toEqual([
      expect.stringContaining('Feature "home" must not import feature "games"'),
    ]);
    expect(await boundaryErrors('src/lib/x.ts', "export { a } from '@/app/store';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/features/home/x.ts', "export { a } from '@/lib/gateway/api';\n")).toEqual([]);
  });

  it('allows the one-way direction', async () => {
    expect(
      await boundaryErrors('src/features/home/x.ts', "export { a } from '../../lib/gateway/api';\nexport { b } from './model/b';\n"),
    ).toEqual([]);
    expect(await boundaryErrors('src/app/x.ts', "export { a } from '../features/home/HomePage';\n")).toEqual([]);
  });
});
