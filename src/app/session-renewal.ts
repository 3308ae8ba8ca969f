import { SESSION_RENEWAL } from '../config/session-renewal';
import { renewSession } from '../lib/session/session-renewal-api';
import { decideRenewal } from './session-renewal-rules';
import type { AppStore } from './store';

/** What counts as the player using the app (docs/product.md#session-renewal). */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Keeps an active player's session alive (docs/product.md#session-renewal): renews it before it
 * ends while they use the app, never for a visitor, and lets an idle one end. A refused renewal is
 * a refused session like any other (session-expiry.ts); one that got no answer is tried again.
 * Answers a function that stops it.
 */
export function startSessionRenewal(store: AppStore): () => void {
  let token: string | null = null;
  let expiresAt: number | null = null;
  let renewedAt: number | null = null;
  let lastActivityAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;

  const playingInFrame = () => document.visibilityState === 'visible' && document.activeElement instanceof HTMLIFrameElement;

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(evaluate, Math.min(ms, 2 ** 31 - 1));
  }

  function evaluate() {
    clearTimeout(timer);
    if (inFlight) return;
    const decision = decideRenewal({
      signedIn: token !== null,
      expiresAt,
      renewedAt,
      lastActivityAt,
      playingInFrame: playingInFrame(),
      now: Date.now(),
    });
    if (decision.kind === 'wait') schedule(decision.ms);
    else if (decision.kind === 'renew') void renew();
  }

  async function renew() {
    const renewing = token;
    inFlight = true;
    const result = await store.dispatch(renewSession.initiate(undefined, { track: false }));
    inFlight = false;
    // A logout or another login meanwhile: this answer is about a session that is no longer ours.
    if (renewing !== token) return evaluate();
    if ('data' in result && result.data) {
      expiresAt = result.data.expiresAt;
      renewedAt = Date.now();
      evaluate();
    } else {
      // A refusal has already ended the session (the base query's sessionExpired); anything else
      // got no answer: try again a little later.
      schedule(SESSION_RENEWAL.retryMs);
    }
  }

  function onActivity() {
    lastActivityAt = Date.now();
    evaluate();
  }

  function onVisibility() {
    if (document.visibilityState === 'visible') onActivity();
  }

  function onSession() {
    const next = store.getState().session.info?.token ?? null;
    if (next === token) return;
    token = next;
    expiresAt = null;
    renewedAt = null;
    evaluate();
  }

  for (const type of INPUT_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  const unsubscribe = store.subscribe(onSession);
  onSession();

  return () => {
    clearTimeout(timer);
    unsubscribe();
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
