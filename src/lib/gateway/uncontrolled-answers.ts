/**
 * The gateway reads a page answered without the service worker: on a first visit the worker takes
 * control only after the page has loaded, so nothing the page fetched until then is in its caches.
 * They are handed to the worker once it controls the page (src/lib/pwa/first-visit-cache.ts), which
 * fetches them again through its own cache rules (docs/architecture.md#first-visit). Kept tiny: the
 * base query records here on every first visit, long before the handover's code is loaded.
 */
export interface UncontrolledAnswer {
  /** The full address of the call, as the worker's runtime caches key it. */
  url: string;
  /** The `Language` header it was sent with. */
  language: string;
  /** The session token it carried, null for a visitor's (public) call. */
  token: string | null;
}

/** More than a first visit's gateway reads; past this the oldest are forgotten. */
const MOST_KEPT = 120;

const answers: UncontrolledAnswer[] = [];
const listeners = new Set<() => void>();

/** Whether no service worker controls the page (so a call now does not pass through its caches). */
export function uncontrolledNow(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller === null;
}

/** Called by the base query for a successful GET sent while no worker controlled the page. */
export function noteUncontrolledAnswer(answer: UncontrolledAnswer): void {
  if (answers.some((kept) => kept.url === answer.url && kept.token === answer.token && kept.language === answer.language)) return;
  answers.push(answer);
  if (answers.length > MOST_KEPT) answers.shift();
  for (const listener of listeners) listener();
}

/** The answers noted so far, once: the caller hands them over. */
export function takeUncontrolledAnswers(): UncontrolledAnswer[] {
  return answers.splice(0, answers.length);
}

/** Calls back on each answer noted from now on (one sent before the worker took control may come after). */
export function onUncontrolledAnswer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
