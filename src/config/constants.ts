/**
 * Constants from docs/product.md#constants, in one place. Timings are milliseconds unless the name
 * says otherwise.
 */

export const DEFAULT_MERCHANT_CODE = 'nasa11f2';
/** The Device header: the gateway's name for the mobile device kind. */
export const DEVICE_HEADER_VALUE = 'MOBILE';

export const TIMING = {
  popupOpenDelay: 500,
  bannerAutoplay: 5000,
  winnerTickerSpeed: 30,
  lotteryLoadingToast: 3000,
  favouriteToast: 1000,
  loginInfoToast: 2000,
  passwordLoading: 10_000,
  passwordRedirect: 1000,
  passwordSuccessToast: 1000,
  feedbackLoading: 5000,
  feedbackSuccess: 2000,
  /** How long the free_reject refusal stays (a trial account opening the inbox, chat or feedback); as the deposit refusal. */
  freeRejectToast: 2000,
  logoutLoading: 9_999_000,
  loadingIndicator: 9999,
  depositRefusal: 2000,
  /** docs/product.md#roles: invite friends for a trial account (free_reject) or a member without the REFERRAL promotion (contact-service message). */
  inviteRefusal: 2000,
  defaultNotice: 1500,
  toastShort: 3000,
  toastLong: 8000,
  dialogBackdropGuard: 300,
  languageDebounce: 250,
  loginRevalidateDebounce: 200,
  /** Registration: the pause in typing after which a username the rule accepts is checked with the gateway. */
  usernameCheckDebounce: 400,
  /** Game lists: the pause in typing after which the typed name is asked of the gateway (docs/product.md#game-list-search). */
  gameSearchDebounce: 300,
  animationLong: 200,
  smsCountdownRefresh: 500,
  systemStatusPoll: 60_000,
  /** While the maintenance or restricted page is shown, the status is asked again this often. */
  statusPageRecheck: 15_000,
  pullRefreshDelay: 50,
  noMoreDelay: 500,
  /** A gateway call still pending after this long shows the 'slow connection' notice. */
  slowRequestNotice: 4000,
  /** How long a gateway call may take before it fails as a timeout. */
  requestTimeout: 15_000,
  /**
   * A login or logout waits for the session to be stored before the app moves on; storage that has
   * not answered by then (blocked by another tab) no longer holds the player up.
   */
  sessionStoreWait: 5000,
  /** A part of the page whose code failed to load while online tries again after this, doubling each time... */
  partLoadRetryFirst: 2000,
  /** ...up to this. Offline, it tries again as soon as the connection is back. */
  partLoadRetryLongest: 30_000,
} as const;

export const LIMITS = {
  captchaDigits: 6,
  smsCodeLength: 10,
  mobileLength: 20,
  gameListPageSize: 25,
  gameCentrePageSize: 12,
  favouritesPageSize: 100,
  unreadBadgeCap: 99,
  suggestionMin: 20,
  suggestionMax: 200,
  winnerLimit: 100,
  pullUpThreshold: -50,
  pullDownThreshold: 100,
  /** The longest launch `backUrl` the gateway accepts (gateway README "Launch"). */
  backUrlMaxLength: 300,
  /** The longest game name a list search sends (the gateway refuses longer `gameName`s). */
  gameSearchMaxLength: 50,
  /** Recent game-list searches kept on the device, newest first. */
  recentSearches: 5,
  /** The offline budget: everything the app keeps on a device (caches, IndexedDB, storage) stays under this. */
  storageBudgetBytes: 50 * 1024 * 1024,
} as const;

/**
 * Footer years 2019 to 2025 (docs/product.md#constants): the copyright starts in 2019; 2025 is the
 * year the rules were written, so the range ends at the current year, never before 2025
 * (lib/format/copyright-years.ts).
 */
export const FOOTER_YEARS = { from: 2019, to: 2025 } as const;

export const JACKPOT = {
  /** docs/product.md#constants gives the bounds in this order; the counter starts between them. */
  startBetween: [2_000_000, 2_100_000],
  incrementBetween: [100, 500],
  intervalSecondsChoices: [3, 4, 5],
} as const;

export const CONTENT_TYPES = { agent: 'A', player: 'PL', banner: 'B', popup: 'PU', promotion: 'PR' } as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export const ESPORTS_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_CODE = 'DS88';

/**
 * The currency an operator that answers no consolidated settings is shown in: the platform's
 * default (docs/product.md#constants).
 */
export const DEFAULT_CURRENCY = { code: 'CNY', symbol: '¥' } as const;
