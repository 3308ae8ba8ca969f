import { describe, expect, it } from 'vitest';

import { oneAtATime } from './one-at-a-time.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('oneAtATime', () => {
  it('runs the tasks of one key in turn, in the order asked, whatever each one answers', async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue('a', task('1')), queue('a', task('2', true)), queue('a', task('3'))]);
    expect(log).toEqual(['1 start', '1 end', '2 start', '2 end', '3 start', '3 end']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets other keys run alongside', async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    let release = () => {};
    const held = queue('a', () => new Promise<void>((resolve) => (release = resolve)).then(() => void log.push('a')));
    await queue('b', async () => void log.push('b'));
    release();
    await held;
    expect(log).toEqual(['b', 'a']);
  });
});
