import { DEVICE_HEADER_VALUE } from '../../config/constants';
import { gatewayConfig } from '../../config/gateway';

type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface GatewayRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: QueryParams;
  body?: unknown;
  /** Sends the body through the request codec (login, registration, password changes). */
  encrypted?: boolean;
  /**
   * Sends the session token. Off by default: public data (status, lobby) goes without it so the
   * service worker may cache it and no token travels where none is needed.
   */
  authenticated?: boolean;
  timeoutMs?: number;
}

/** The gateway's origin: VITE_GATEWAY_ORIGIN, else the app's own. */
export function gatewayOrigin(): string {
  return new URL(gatewayConfig.origin || globalThis.location?.origin || 'http://localhost').origin;
}

/** The address of a call: the gateway's origin (same-origin by default), its path and query. */
export function gatewayUrl(path: string, params?: QueryParams): string {
  const url = new URL(path, `${gatewayOrigin()}/`);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/**
 * An address of the gateway's that the browser opens itself (an <img>, a link, a navigation to a
 * game, chat or payment page): a bare path (`/cdn/...`, `/lgw/chat/...`) is the gateway's, so it
 * gets the configured gateway origin in front; with none configured (the gateway serves the app)
 * it stays a path of this origin. Absolute addresses are left as they are.
 */
export function gatewayPageUrl(address: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? `${gatewayConfig.origin}${address}` : address;
}

/** The headers every call carries (docs/gateway-protocol.md#envelope-and-headers), with the session's token when it sends one. */
export function requestHeaders(language: string, token: string | null, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    Merchant: gatewayConfig.merchantCode,
    Language: language,
    Device: DEVICE_HEADER_VALUE,
    Accept: 'application/json',
    ...extra,
  });
  if (token) headers.set('Authorization', token);
  return headers;
}
