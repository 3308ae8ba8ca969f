/**
 * JSON-schema fragments shared by the modules' route schemas. Query and path values arrive as
 * strings and are never coerced (server.ts turns coercion off), so numbers in a query are
 * digit-string patterns; numbers in a JSON body are integers.
 */

/**
 * A language code as requests name it (`TY`, `en`): two letters, or empty, which means "not
 * given" (the `Language` header, else English, decides: see `requestLanguage`).
 */
export const languageProperty = { type: 'string', pattern: '^([A-Za-z]{2})?$' } as const;

/** A query of only `language`; other parameters are ignored. */
export const languageQuerySchema = { type: 'object', properties: { language: languageProperty } } as const;

/** A query of only `language`; any other parameter is `request.invalid`. */
export const languageOnlyQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { language: languageProperty },
} as const;

/** Query page parameters: digit strings, pageNo from 1, pageSize 1-100. */
export const pageNoProperty = { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } as const;
export const pageSizeProperty = { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' } as const;

/** A record id in a JSON body: a positive 32-bit integer (SQLite row ids). */
export const idProperty = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** A record id in a query or path: up to ten digits, no leading zero. */
export const idTextProperty = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

/** A username as the operator routes, the name check and the feedback sender take it. */
export const usernameProperty = { type: 'string', minLength: 1, maxLength: 64 } as const;

/**
 * A merchant code the platform's clients send along in queries; the `Merchant` header is what
 * counts, so it is only capped.
 */
export const merchantCodeProperty = { type: 'string', maxLength: 40 } as const;

/**
 * A game, chat or frame ticket, a frame key or a session token in an address; anything but 64 hex
 * digits opens nothing (checked by the handlers).
 */
export const ticketProperty = { type: 'string', maxLength: 128 } as const;

export const ticketParamsSchema = {
  type: 'object',
  required: ['ticket'],
  properties: { ticket: ticketProperty },
} as const;

/**
 * A same-site path: one leading "/" (never "//", which a browser reads as another host), no
 * backslash (browsers turn it into "/"), printable ASCII only (the app sends encoded paths).
 * Pages use it as a link target, so anything that could leave the site is refused.
 */
export const backUrlProperty = {
  type: 'string',
  maxLength: 300,
  pattern: '^(/(?![/\\\\])[\\x21-\\x5b\\x5d-\\x7e]*)?$',
} as const;

/** Only the optional `t` cache buster (epoch ms) clients add to GETs. */
export const cacheBusterQuerySchema = {
  type: 'object',
  properties: { t: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;
