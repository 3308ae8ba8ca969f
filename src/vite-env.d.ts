/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GATEWAY_ORIGIN?: string;
  readonly VITE_MERCHANT_CODE?: string;
  readonly VITE_GATEWAY_ENCRYPTION?: string;
  readonly VITE_SW_KILL_SWITCH?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR?: string;
  readonly VITE_FIREBASE_PHONE_SIGN_IN?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
