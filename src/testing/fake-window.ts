/** Just enough of a window: its load state, its load event, its idle callbacks and its clock. */
export function fakeWindow(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const idle: IdleRequestCallback[] = [];
  let time = 0;
  const target = {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
    setTimeout: () => 0,
    performance: { now: () => time },
  };
  return {
    target: target as unknown as Window,
    load: () => listeners.splice(0).forEach((listener) => listener()),
    /** The next idle period, `after` ms from the last one, with `remaining` ms of it left to use. */
    idle: (remaining = 50, after = 50) => {
      time += after;
      const deadline = { didTimeout: false, timeRemaining: () => remaining };
      idle.splice(0).forEach((callback) => callback(deadline));
    },
    /** Idle periods in a row, each a whole one, for `ms` in all. */
    idleFor(ms: number) {
      for (let elapsed = 0; elapsed < ms; elapsed += 50) this.idle(50, 50);
    },
  };
}
