/**
 * The spec's limits (docs/product.md#constants): read as `LIMITS.name` through constants.ts. One
 * export each, so a chunk carries only the limits its code reads.
 */
export const captchaDigits = 6;
export const smsCodeLength = 10;
export const mobileLength = 20;
export const gameListPageSize = 25;
export const gameCentrePageSize = 12;
export const favouritesPageSize = 100;
export const unreadBadgeCap = 99;
export const suggestionMin = 20;
export const suggestionMax = 200;
export const winnerLimit = 100;
export const pullUpThreshold = -50;
export const pullDownThreshold = 100;
/** The longest launch `backUrl` the gateway accepts (gateway README "Launch"). */
export const backUrlMaxLength = 300;
/** The longest game name a list search sends (the gateway refuses longer `gameName`s). */
export const gameSearchMaxLength = 50;
/** Recent game-list searches kept on the device, newest first. */
export const recentSearches = 5;
/** The offline budget: everything the app keeps on a device (caches, IndexedDB, storage) stays under this. */
export const storageBudgetBytes = 50 * 1024 * 1024;
