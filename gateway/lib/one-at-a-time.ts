/**
 * A queue per key: tasks with the same key run one after another, in the order they were asked
 * for; other keys are not held up. A key's queue is forgotten once it is empty.
 */
export type OneAtATime = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function oneAtATime(): OneAtATime {
  const tails = new Map<string, Promise<void>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
