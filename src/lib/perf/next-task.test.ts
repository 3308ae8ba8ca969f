import { describe, expect, it } from 'vitest';

import { inTaskOfItsOwn, nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks queued now', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await task;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    let yielded = 0;
    const global = globalThis as { scheduler?: unknown };
    global.scheduler = { yield: async () => void (yielded += 1) };
    try {
      await nextTask();
    } finally {
      delete global.scheduler;
    }
    expect(yielded).toBe(1);
  });
});

describe('inTaskOfItsOwn', () => {
  it('hands the value on in a later task than the one it arrived in', async () => {
    const order: string[] = [];
    const resumed = inTaskOfItsOwn(Promise.resolve('module')).then((value) => order.push(`resumed with ${value}`));
    void Promise.resolve()
      .then(() => undefined)
      .then(() => order.push('other callers of the same moment'));
    await resumed;
    expect(order).toEqual(['other callers of the same moment', 'resumed with module']);
  });
});
