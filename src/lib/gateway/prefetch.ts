import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** Enough of the store's dispatch for RTK Query's `util.prefetch` thunks. */
export type GatewayDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * What a page asks the gateway for before it can show its content, with the arguments its first
 * render uses. Start-up sends it beside the catalog and the page's code rather than from the page's
 * first effects, and briefly waits for the answers (on a reopen they come from the worker's caches
 * at once), so the page draws its content in its first render. Settles when they have come.
 */
export type PagePrefetch = (dispatch: GatewayDispatch, location: { search: string }) => Promise<unknown>;
