/**
 * docs/product.md#announcement-read: an opened item reads as read at once, before the gateway
 * has answered and the list reloaded. The ids opened on this screen overlay the server's flags.
 */
export function withLocalReads<T extends { id: number; read?: boolean }>(
  items: readonly T[],
  openedIds: ReadonlySet<number>,
): (T & { read: boolean })[] {
  return items.map((item) => ({ ...item, read: item.read === true || openedIds.has(item.id) }));
}

/** Whether opening this item should tell the gateway: only unread ones, and only with a session. */
export function shouldMarkRead(item: { read?: boolean }, loggedIn: boolean): boolean {
  return loggedIn && item.read !== true;
}
