/**
 * The codes of a call that never got a usable answer (gateway-error.ts `CLIENT_ERROR_CODES`), one
 * export each (docs/architecture.md#constant-tables).
 */
export const offline = 'client.offline';
export const timeout = 'client.timeout';
export const network = 'client.network';
export const badResponse = 'client.bad.response';
/** docs/gateway-protocol.md#encrypted-requests: the key could not be fetched; shown as 'timeout, please retry'. */
export const noRsaKey = 'client.no.rsa.key';
/**
 * docs/gateway-protocol.md#choosing-a-scheme: the modern scheme is required (by the build, or
 * because this gateway offered it before) and could not be used; nothing was sent.
 */
export const noOaepKey = 'client.no.oaep.key';
