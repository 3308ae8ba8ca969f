/** Path prefixes the gateway answers: never app routes, never given the shell by the worker. */
export const GATEWAY_PATH_PREFIXES = ['/wps', '/lgw', '/cdn', '/admin'] as const;
