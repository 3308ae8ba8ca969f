/**
 * The wire contract: the shapes of the gateway's answers (and of the payloads the app sends),
 * shared by the app and the reference gateway, so a field renamed on one side fails the other's
 * typecheck. Types only and no imports outside this folder: the gateway reads them with
 * `import type`, which Node strips (docs/architecture.md#layers).
 */

/** One page of a paged list (docs/gateway-protocol.md#envelope-and-headers). */
export interface WirePage<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
}
