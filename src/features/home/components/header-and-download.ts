/**
 * The home header's controls and the app download, one chunk loaded right after the first paint
 * (HomeAccount.tsx and DownloadPopup.tsx are the small switches in the first render that load it):
 *   - the header's controls: member link (icon, name, balance), deposit, or login and register,
 *     the menu that opens the service panel (its own chunk, on first use), and
 *   - the download button, the download-app popup's body, the download links the popup and
 *     /m/appDownload share, and the kept install prompt.
 * Everything these parts share is reached through this module, so the bundler keeps them in
 * this one chunk rather than splitting a common one off (an extra request on home).
 */
export { useDownloadOffer } from './download-offer';
export { DownloadLinkList } from './DownloadLinkList';
export { DownloadPopupBody } from './DownloadPopupBody';
export { HomeHeaderControls } from './HomeHeaderControls';
export { useInstallPrompt } from './install-prompt';
