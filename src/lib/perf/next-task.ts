/**
 * Resolves in a later task, so the work after it runs as a task of its own: the browser can paint
 * and handle input in between, and a slow phone sees several short tasks rather than one long one.
 * `scheduler.yield()` where the browser has it (it resumes ahead of other queued work), else a
 * zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Code that arrives together (modules of one chunk) resolves its imports in the same moment, and
 * what each caller does next would run as one long task: this resumes its caller in a task of
 * its own once the value is there.
 */
export async function inTaskOfItsOwn<T>(value: Promise<T>): Promise<T> {
  const resolved = await value;
  await nextTask();
  return resolved;
}
