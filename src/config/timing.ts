/**
 * The spec's timings (docs/product.md#constants), in milliseconds: read as `TIMING.name` through
 * constants.ts. One export each (docs/architecture.md#constant-tables).
 */
export const popupOpenDelay = 500;
export const bannerAutoplay = 5000;
export const winnerTickerSpeed = 30;
export const lotteryLoadingToast = 3000;
export const favouriteToast = 1000;
export const loginInfoToast = 2000;
export const passwordLoading = 10_000;
export const passwordRedirect = 1000;
export const passwordSuccessToast = 1000;
export const feedbackLoading = 5000;
export const feedbackSuccess = 2000;
/** How long the free_reject refusal stays (a trial account opening the inbox, chat or feedback); as the deposit refusal. */
export const freeRejectToast = 2000;
export const logoutLoading = 9_999_000;
export const loadingIndicator = 9999;
export const depositRefusal = 2000;
/** docs/product.md#roles: invite friends for a trial account (free_reject) or a member without the REFERRAL promotion (contact-service message). */
export const inviteRefusal = 2000;
export const defaultNotice = 1500;
export const toastShort = 3000;
export const toastLong = 8000;
export const dialogBackdropGuard = 300;
export const languageDebounce = 250;
export const loginRevalidateDebounce = 200;
/** Registration: the pause in typing after which a username the rule accepts is checked with the gateway. */
export const usernameCheckDebounce = 400;
/** Game lists: the pause in typing after which the typed name is asked of the gateway (docs/product.md#game-list-search). */
export const gameSearchDebounce = 300;
export const animationLong = 200;
export const smsCountdownRefresh = 500;
export const systemStatusPoll = 60_000;
/** While the maintenance or restricted page is shown, the status is asked again this often. */
export const statusPageRecheck = 15_000;
export const pullRefreshDelay = 50;
export const noMoreDelay = 500;
/** A gateway call still pending after this long shows the 'slow connection' notice. */
export const slowRequestNotice = 4000;
/** How long a gateway call may take before it fails as a timeout. */
export const requestTimeout = 15_000;
/**
 * A login or logout waits for the session to be stored before the app moves on; storage that has
 * not answered by then (blocked by another tab) no longer holds the player up.
 */
export const sessionStoreWait = 5000;
/** A part of the page whose code failed to load while online tries again after this, doubling each time... */
export const partLoadRetryFirst = 2000;
/** ...up to this. Offline, it tries again as soon as the connection is back. */
export const partLoadRetryLongest = 30_000;
