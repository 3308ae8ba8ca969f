import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** Enough of the store's dispatch for RTK Query's `util.prefetch` thunks. */
export type GatewayDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * What a page asks the gateway for before it can show its content. Start-up runs it as soon as the
 * page's module is there, beside the catalog and the first render, rather than from the page's
 * first effects: on a reopen the answers (from the worker's caches) are in the store by the time
 * the page renders, so it draws its content in its first render.
 */
export type PagePrefetch = (dispatch: GatewayDispatch, location: { search: string }) => void;
