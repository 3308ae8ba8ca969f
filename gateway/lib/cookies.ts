/** Minimal cookie handling for the few cookies the gateway sets; no plugin needed. */

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  /** Over HTTPS (http/security-headers.ts servedOverHttps): the browser then never sends it over plain HTTP. */
  secure: boolean;
  /** Where the browser sends it back; the whole site unless a page needs it alone. */
  path?: string;
  /**
   * The app is served from another site and reaches the gateway over HTTPS (http/security-headers.ts
   * cookieSite): the cookie must travel on the app's cross-site calls and in its frames.
   */
  crossSite?: boolean;
}

/**
 * HttpOnly so scripts cannot read it, SameSite=Strict so other sites cannot replay it. For an app
 * on another site (gateway/README.md "Cross-origin app (APP_ORIGINS)"): SameSite=None, which
 * browsers take only with Secure, and Partitioned, so that where third-party cookies are blocked
 * the cookie still lives in the app's partition: it is set and read under the app's top-level
 * site, never shared with another site framing or calling the gateway.
 */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, secure, path = '/', crossSite = false }: CookieOptions,
): string {
  const site = crossSite ? 'SameSite=None; Secure; Partitioned' : `SameSite=Strict${secure ? '; Secure' : ''}`;
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; ${site}`;
}
