/**
 * JSON-schema fragments shared by the modules' route schemas. Query and path values arrive as
 * strings and are never coerced (server.ts turns coercion off), so numbers in a query are
 * digit-string patterns; numbers in a JSON body are integers.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import type { WirePage } from '../../src/contract/page.ts';
import type { FailureEnvelope } from '../lib/envelope.ts';

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

/*
 * Answers. Fastify serialises a JSON answer with its route's response schema (fast-json-stringify):
 * a property the schema does not list is dropped and a value of another type is coerced, so every
 * JSON route declares its answer in full. Routes that answer something else (pages, pictures,
 * redirects) say so where they are registered.
 */

/** The type an answer schema lets through: what the route's handler must return. */
type Serialised<Schema> = (JsonSchemaToTsProvider & { schema: Schema })['serializer'];

type ListsFieldsOf<Shape> = { readonly properties: { readonly [Field in keyof Shape]-?: unknown } };

/**
 * The schema of a wire-contract type (src/contract/), checked when it compiles: it must list every
 * field of `Shape`, and every value of `Shape` must fit it. A field added to or renamed in the
 * contract fails typecheck here instead of silently leaving the answer. Its `required` names what
 * the contract requires, so the gateway's views (which fill every field) fit it and a field the
 * contract leaves optional stays optional on the wire.
 */
export function schemaFor<Shape>() {
  return <const Schema extends ListsFieldsOf<Shape>>(
    schema: Schema & ([Shape] extends [Serialised<Schema>] ? unknown : { readonly 'serialises a type other than': Shape }),
  ): Schema => schema;
}

export const stringSchema = { type: 'string' } as const;
export const numberSchema = { type: 'number' } as const;
export const booleanSchema = { type: 'boolean' } as const;
export const nullableStringSchema = { type: ['string', 'null'] } as const;
export const nullableNumberSchema = { type: ['number', 'null'] } as const;
export const stringListSchema = { type: 'array', items: stringSchema } as const;
export const numberListSchema = { type: 'array', items: numberSchema } as const;
/** Any JSON, written as it is: values whose contents are the operator's (settings, the admin API's answers). */
export const anyJsonSchema = {} as const;

/** The failure envelope the error handler sends (docs/gateway-protocol.md#answers), `value` any JSON or null. */
const failureEnvelopeSchema = schemaFor<FailureEnvelope>()({
  type: 'object',
  required: ['success', 'value', 'code', 'message'],
  additionalProperties: false,
  properties: {
    success: { type: 'boolean', const: false },
    value: anyJsonSchema,
    code: stringSchema,
    message: stringSchema,
  },
});

/** The success envelope around `value` (docs/gateway-protocol.md#answers). */
function envelopeOf<const Value>(value: Value) {
  return {
    type: 'object',
    required: ['success', 'value'],
    additionalProperties: false,
    properties: { success: { type: 'boolean', const: true }, value },
  } as const;
}

/**
 * A JSON route's `response`: the success envelope around `value`, and the failure envelope for
 * every refusal and fault, which the error handler sends through the route's serializer.
 */
export function answersWith<const Value>(value: Value) {
  return { 200: envelopeOf(value), '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema } as const;
}

/**
 * The `response` of a route that answers plain text (the v2 key's bare hex): the text is sent as
 * it is (Fastify serialises only JSON), while its refusals and faults are failure envelopes.
 */
export const answersWithText = {
  200: { content: { 'text/plain': { schema: stringSchema } } },
  '4xx': failureEnvelopeSchema,
  '5xx': failureEnvelopeSchema,
} as const;

/** A page's fields (WirePage, src/contract/page.ts). */
export const PAGE_FIELDS = ['list', 'pageNum', 'pageSize', 'totalPages', 'total'] as const;

export function pagePropertiesOf<const Row>(row: Row) {
  return {
    list: { type: 'array', items: row },
    pageNum: numberSchema,
    pageSize: numberSchema,
    totalPages: numberSchema,
    total: numberSchema,
  } as const;
}

/** The page a list query asks for (`pageNoProperty`, `pageSizeProperty`): the first, of `defaultSize`, unless it says. */
export function pageQuery(query: { pageNo?: string; pageSize?: string }, defaultSize: number): { pageNo: number; pageSize: number } {
  return { pageNo: Number(query.pageNo ?? 1), pageSize: Number(query.pageSize ?? defaultSize) };
}

/** One page of a list as the wire has it (src/contract/page.ts), from the store's slice and count. */
export function wirePage<Row>(list: Row[], total: number, { pageNo, pageSize }: { pageNo: number; pageSize: number }): WirePage<Row> {
  return { list, pageNum: pageNo, pageSize, totalPages: Math.ceil(total / pageSize), total };
}

/** One page of a list of `row`s. */
export function pageSchemaOf<const Row>(row: Row) {
  return { type: 'object', required: PAGE_FIELDS, additionalProperties: false, properties: pagePropertiesOf(row) } as const;
}
