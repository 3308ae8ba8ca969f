/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GATEWAY_ORIGIN?: string;
  readonly VITE_MERCHANT_CODE?: string;
  readonly VITE_GATEWAY_ENCRYPTION?: string;
  readonly VITE_SW_KILL_SWITCH?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
