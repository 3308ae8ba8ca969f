import { useEffect, useSyncExternalStore } from 'react';

/**
 * Overlays that open by themselves take turns: at most one shows at a time, the one first in
 * this order among those waiting. The popup announcement comes before the download-app popup
 * (the popup opens 500 ms after the page; the download offer waits until it is closed:
 * docs/product.md#popup-announcements, docs/product.md#download-app-popup). `payment` is held by
 * a payment step while it is on screen (a pending deposit order, the withdrawal's password), so
 * that nothing opens over it; the reality check waits behind all of them
 * (docs/product.md#responsible-gaming).
 */
const OVERLAY_ORDER = ['payment', 'announcement', 'download', 'realityCheck'] as const;
export type OverlayId = (typeof OVERLAY_ORDER)[number];

/** Which waiting overlay may show: the earliest in OVERLAY_ORDER with a claim, else none. */
export function overlayWithTurn(claims: Readonly<Record<OverlayId, number>>): OverlayId | null {
  return OVERLAY_ORDER.find((id) => claims[id] > 0) ?? null;
}

/** Claims are counted, so two parts of a page may hold the same overlay's turn at once. */
const claims: Record<OverlayId, number> = { payment: 0, announcement: 0, download: 0, realityCheck: 0 };
const listeners = new Set<() => void>();
let turn: OverlayId | null = null;

function changeClaim(id: OverlayId, by: 1 | -1) {
  claims[id] = Math.max(0, claims[id] + by);
  turn = overlayWithTurn(claims);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds `id`'s place in the queue while `waiting` is true (and the component is mounted). */
export function useOverlayClaim(id: OverlayId, waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    changeClaim(id, 1);
    return () => changeClaim(id, -1);
  }, [id, waiting]);
}

/** Claims a place while `waiting`, and tells whether it is this overlay's turn to show. */
export function useOverlayTurn(id: OverlayId, waiting: boolean): boolean {
  useOverlayClaim(id, waiting);
  const current = useSyncExternalStore(
    subscribe,
    () => turn,
    () => null,
  );
  return waiting && current === id;
}
