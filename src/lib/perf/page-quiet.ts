import { startTransition, useEffect, useState } from 'react';

/*
 * Kept out of first-render.ts: nothing here is needed before the first paint, so its code loads
 * with the parts that wait on it rather than with every page's first load.
 */

/** The longest a settled-page callback waits for an idle moment on a page that never has one. */
const SETTLED_IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `callback` once the page has loaded (the window's load event: the first page's scripts,
 * styles and images are in) and the main thread is idle. For work that competes with the first
 * visit for the network or the main thread without making it any better, such as the service
 * worker's install, which downloads the whole precache.
 */
export function whenPageSettled(callback: () => void, target: Window = window): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function')
      target.requestIdleCallback(() => callback(), { timeout: SETTLED_IDLE_TIMEOUT_MS });
    else target.setTimeout(callback, 1);
  };
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}

/** Once settled, a page stays so: parts mounted later (a return to home) start as settled. */
let pageSettled = false;

/**
 * True once the page has loaded and the main thread has been idle (`whenPageSettled`): for parts
 * that change nothing in the first screen's look but cost a layout or steady frames, such as a
 * carousel's gesture set-up or a marquee's motion.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(pageSettled);
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    whenPageSettled(() => {
      pageSettled = true;
      if (mounted) startTransition(() => setSettled(true));
    });
    return () => {
      mounted = false;
    };
  }, [settled]);
  return settled;
}

/** Chromium grants an idle period of up to 50 ms when no frame and no task is due: this much of one means the main thread had nothing to do. */
const WHOLE_IDLE_PERIOD_MS = 40;
/** Idle callbacks further apart than this had work between them (a task, a frame). */
const IDLE_CALLBACK_GAP_MS = 120;
/** How long the main thread stays free, with no frame to draw, before the page counts as quiet. */
const QUIET_FOR_MS = 500;
/** The longest a quiet-page callback waits on a page that is never quiet. */
const QUIET_TIMEOUT_MS = 6000;

/**
 * Runs `callback` once the page has settled (`whenPageSettled`) and then stayed quiet: the main
 * thread idle and no frame drawn for QUIET_FOR_MS, or after QUIET_TIMEOUT_MS at most. A page that
 * has loaded can still be busy for a while: the content's answers, the lazy parts, their images.
 * For work that needs a processor core of its own for seconds, such as the service worker's
 * install (its downloads and cache writes) or a marquee's steady frames: on a two-core phone, run
 * alongside that first work, it slows every task of the page (docs/architecture.md#start-up).
 */
export function whenPageQuiet(callback: () => void, target: Window = window): void {
  whenPageSettled(() => {
    if (typeof target.requestIdleCallback !== 'function') {
      callback();
      return;
    }
    const now = () => target.performance.now();
    const started = now();
    let lastCallback = started;
    let quietSince: number | null = null;
    const step = (deadline: IdleDeadline) => {
      const time = now();
      const wholePeriod =
        !deadline.didTimeout && deadline.timeRemaining() >= WHOLE_IDLE_PERIOD_MS && time - lastCallback <= IDLE_CALLBACK_GAP_MS;
      lastCallback = time;
      quietSince = wholePeriod ? (quietSince ?? time) : null;
      if ((quietSince !== null && time - quietSince >= QUIET_FOR_MS) || time - started >= QUIET_TIMEOUT_MS) callback();
      else target.requestIdleCallback(step, { timeout: QUIET_TIMEOUT_MS });
    };
    target.requestIdleCallback(step, { timeout: QUIET_TIMEOUT_MS });
  }, target);
}

/** Once quiet, a page stays so: parts mounted later (a return to home) start as quiet. */
let pageQuiet = false;
let waitingForQuiet: (() => void)[] | undefined;

/** `whenPageQuiet` for the app's own window, watched once for every part that waits on it. */
export function afterPageQuiet(callback: () => void): void {
  if (pageQuiet) {
    callback();
    return;
  }
  if (!waitingForQuiet) {
    const waiting: (() => void)[] = (waitingForQuiet = []);
    whenPageQuiet(() => {
      pageQuiet = true;
      for (const waiter of waiting.splice(0)) waiter();
    });
  }
  waitingForQuiet.push(callback);
}

/** True once the page has been quiet (`whenPageQuiet`): for steady motion that would compete with the page's first work. */
export function usePageQuiet(): boolean {
  const [quiet, setQuiet] = useState(pageQuiet);
  useEffect(() => {
    if (quiet) return;
    let mounted = true;
    afterPageQuiet(() => {
      if (mounted) startTransition(() => setQuiet(true));
    });
    return () => {
      mounted = false;
    };
  }, [quiet]);
  return quiet;
}
