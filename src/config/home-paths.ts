/**
 * Home's address and the addresses that open it. Apart from PATHS (paths.ts, which spreads them
 * in): the early script (src/early-data.ts) needs only these, and every route of PATHS would
 * otherwise ride in that first, smallest file.
 */
export const HOME_PATH = '/m/home';
export const HOME_PATH_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'];
