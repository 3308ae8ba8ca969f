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
}

/** HttpOnly so scripts cannot read it, SameSite=Strict so other sites cannot replay it. */
export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure, path = '/' }: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
