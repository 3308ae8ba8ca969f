import { DEFAULT_MERCHANT_CODE } from './constants';

/**
 * Where the app finds its gateway. Build-time configuration (see README): the reference gateway
 * serves the app on its own origin, so the default is same-origin; a real operator gateway is
 * set with VITE_GATEWAY_ORIGIN and VITE_MERCHANT_CODE at build time, no code edits.
 */
export type EncryptionMode = 'auto' | 'v2' | 'oaep';

function readEncryptionMode(value: string | undefined): EncryptionMode {
  return value === 'v2' || value === 'oaep' ? value : 'auto';
}

export const gatewayConfig = {
  origin: (import.meta.env.VITE_GATEWAY_ORIGIN ?? '').replace(/\/$/, ''),
  merchantCode: import.meta.env.VITE_MERCHANT_CODE || DEFAULT_MERCHANT_CODE,
  encryption: readEncryptionMode(import.meta.env.VITE_GATEWAY_ENCRYPTION),
} as const;
