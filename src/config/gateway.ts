import type { EncryptionMode } from './operator-config';
import { runtimeConfig } from './runtime-config';

export type { EncryptionMode };

/**
 * Where the app finds its gateway: the operator's runtime configuration (/config.json,
 * docs/architecture.md#deploying), else the build's VITE_ variables, else the app's own origin
 * (the reference gateway serves the app). Read at each use: the configuration is applied at
 * start-up, after this module has loaded.
 */
export const gatewayConfig = {
  get origin(): string {
    return runtimeConfig().gatewayOrigin;
  },
  get merchantCode(): string {
    return runtimeConfig().merchantCode;
  },
  get encryption(): EncryptionMode {
    return runtimeConfig().encryption;
  },
};
