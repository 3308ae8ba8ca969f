/** Every browser storage key the app uses; the spec's names are kept as they are. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  language: 'language',
  autoLogin: 'autoLogin',
  webclip: 'WEBCLIP',
  popupA: 'SHELL_PU_A',
  popupB: 'SHELL_PU_B',
  deviceId: 'deviceId',
  systemStatus: 'systemStatus',
} as const;
