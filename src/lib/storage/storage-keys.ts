/**
 * Every browser storage key the app uses; the platform's names are kept as they are. Read as
 * `STORAGE_KEYS.name` (keys.ts): one export each, so the build inlines each key where it is read.
 */
export const session = 'MC_SESSION_INFO';
export const language = 'language';
export const autoLogin = 'autoLogin';
export const webclip = 'WEBCLIP';
export const popupA = 'SHELL_PU_A';
export const popupB = 'SHELL_PU_B';
export const deviceId = 'deviceId';
export const systemStatus = 'systemStatus';
/** Remembered login (docs/product.md#entities); its password field is AES-GCM ciphertext, never base64 of the password. */
export const rememberedLogin = 'rememberedLogin';
/** IndexedDB entry holding the non-extractable key that seals the remembered password. */
export const rememberKey = 'rememberKey';
/** Session storage: the free-trial account name (docs/product.md#entities). */
export const trialUser = 'trialUser';
/** Download popup (docs/product.md#download-app-popup): the day the player ticked 'do not show today'. */
export const downloadPopupHiddenOn = 'DOWNLOAD_POPUP_HIDDEN_ON';
/** Session storage: the game a visitor tapped before logging in, launched once after (docs/product.md#game-launch). */
export const launchIntent = 'LAUNCH_INTENT';
/** Download popup: the day it last showed by itself; it shows at most once a day. */
export const downloadPopupShownOn = 'DOWNLOAD_POPUP_SHOWN_ON';
/** Favourites toggled offline, waiting for the network; cleared on logout. */
export const favouriteQueue = 'favouriteQueue';
/** Session storage: the login (a fingerprint of its token) whose pending-contract alert has shown. */
export const contractAlertShown = 'CONTRACT_ALERT_SHOWN';
/** The home page's first banner as last shown ({language, src, alt}), drawn at once on the next start. */
export const lastHomeBanner = 'LAST_HOME_BANNER';
/** The game lists' last few searches on this device, newest first (docs/product.md#game-list-search). */
export const recentGameSearches = 'RECENT_GAME_SEARCHES';
/** Gateway origins that have offered the RSA-OAEP key here: never asked in v2 again (docs/gateway-protocol.md#choosing-a-scheme). */
export const modernSchemeOrigins = 'GATEWAY_OAEP_ORIGINS';
/** Session storage: the verification form's typed fields, kept through a refusal or a dropped network; never the pictures. */
export const kycDraft = 'KYC_DRAFT';
