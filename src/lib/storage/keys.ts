/** Every browser storage key the app uses; the platform's names are kept as they are. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  language: 'language',
  autoLogin: 'autoLogin',
  webclip: 'WEBCLIP',
  popupA: 'SHELL_PU_A',
  popupB: 'SHELL_PU_B',
  deviceId: 'deviceId',
  systemStatus: 'systemStatus',
  /** Remembered login (docs/product.md#entities); its password field is AES-GCM ciphertext, never base64 of the password. */
  rememberedLogin: 'rememberedLogin',
  /** IndexedDB entry holding the non-extractable key that seals the remembered password. */
  rememberKey: 'rememberKey',
  /** Session storage: the free-trial account name (docs/product.md#entities). */
  trialUser: 'trialUser',
  /** Download popup (docs/product.md#download-app-popup): the day the player ticked 'do not show today'. */
  downloadPopupHiddenOn: 'DOWNLOAD_POPUP_HIDDEN_ON',
  /** Session storage: the game a visitor tapped before logging in, launched once after (docs/product.md#game-launch). */
  launchIntent: 'LAUNCH_INTENT',
  /** Download popup: the day it last showed by itself; it shows at most once a day. */
  downloadPopupShownOn: 'DOWNLOAD_POPUP_SHOWN_ON',
  /** Favourites toggled offline, waiting for the network; cleared on logout. */
  favouriteQueue: 'favouriteQueue',
  /** Session storage: the login (a fingerprint of its token) whose pending-contract alert has shown. */
  contractAlertShown: 'CONTRACT_ALERT_SHOWN',
  /** The home page's first banner as last shown ({language, src, alt}), drawn at once on the next start. */
  lastHomeBanner: 'LAST_HOME_BANNER',
  /** The game lists' last few searches on this device, newest first (docs/product.md#game-list-search). */
  recentGameSearches: 'RECENT_GAME_SEARCHES',
  /** Gateway origins that have offered the RSA-OAEP key here: never asked in v2 again (docs/gateway-protocol.md#choosing-a-scheme). */
  modernSchemeOrigins: 'GATEWAY_OAEP_ORIGINS',
  /** Session storage: the verification form's typed fields, kept through a refusal or a dropped network; never the pictures. */
  kycDraft: 'KYC_DRAFT',
} as const;

/**
 * The IndexedDB database and object store that hold the persisted session (localforage over
 * IndexedDB, written by redux-persist). The stored-session reader opens them directly.
 */
export const PERSISTED_DATABASE = { name: 'lobby', storeName: 'persisted' } as const;
