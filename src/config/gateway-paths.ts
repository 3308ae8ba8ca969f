/** Path prefixes the gateway answers: never app routes, never given the shell by the worker. */
export const GATEWAY_PATH_PREFIXES = ['/wps', '/lgw', '/cdn', '/admin'] as const;

/** Whether a pathname is one of the gateway's (`/wps`, `/wps/…`), not an app route. */
export function isGatewayPath(pathname: string): boolean {
  return GATEWAY_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
