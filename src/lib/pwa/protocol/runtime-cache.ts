/** The worker's runtime caches by what they hold (protocol.ts `RUNTIME_CACHE`). */
export const status = 'status';
export const lobbyConfig = 'lobby-config';
export const lobbyData = 'lobby-data';
export const cdnImages = 'cdn-images';
/** The signed-in member's lobby: favourites, recent games, their announcements. */
export const memberData = 'member-data';
