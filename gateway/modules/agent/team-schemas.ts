import type { CreatedDownline, DownlineDetails, RebateRange, RebateRanges, TeamPage, TeamRow } from '../../../src/contract/agent-team.ts';
import type { RebateSetting } from '../../../src/contract/rebates.ts';
import { REBATE_PRODUCTS } from '../../../src/contract/rebates.ts';
import {
  nullableNumberSchema,
  nullableStringSchema,
  numberSchema,
  pageNoProperty,
  pageSizeProperty,
  schemaFor,
  stringListSchema,
  stringSchema,
  usernameProperty,
} from '../../http/schemas.ts';

/** The team calls' request and answer schemas (docs/gateway-protocol.md#agent-centre). */

const cacheBuster = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;

export const teamQuerySchema = {
  type: 'object',
  properties: {
    page: pageNoProperty,
    size: pageSizeProperty,
    subordinateName: { type: 'string', maxLength: 64 },
    sortColumn: { type: 'string', pattern: '^(joined|lastLogin|balance):(asc|desc)$' },
    parentName: usernameProperty,
    t: cacheBuster,
  },
  additionalProperties: false,
} as const;

export const downlineQuerySchema = {
  type: 'object',
  required: ['username'],
  properties: { username: usernameProperty, t: cacheBuster },
  additionalProperties: false,
} as const;

export const rebatesQuerySchema = {
  type: 'object',
  properties: { username: usernameProperty, t: cacheBuster },
  additionalProperties: false,
} as const;

/** A rebate in percent: never negative, at most the operator's highest (checked by the rules). */
const rebateConfigSchema = {
  type: 'object',
  required: ['type', 'rebateValue'],
  properties: {
    type: { type: 'string', enum: REBATE_PRODUCTS },
    rebateValue: { type: 'number', minimum: 0, maximum: 100 },
  },
  additionalProperties: false,
} as const;

const rebateConfigsSchema = { type: 'array', maxItems: REBATE_PRODUCTS.length, items: rebateConfigSchema } as const;

export const updateRebatesBodySchema = {
  type: 'object',
  required: ['customerName', 'configs'],
  properties: { customerName: usernameProperty, configs: { ...rebateConfigsSchema, minItems: 1 } },
  additionalProperties: false,
} as const;

/** The decrypted create payload; the username and password rules are the registration's. */
export const createDownlineSchema = {
  type: 'object',
  required: ['username', 'password', 'type', 'rebateSettingConfigs', 'requestId'],
  properties: {
    username: usernameProperty,
    password: { type: 'string', minLength: 1, maxLength: 128 },
    type: { type: 'integer', enum: [0, 1] },
    rebateSettingConfigs: rebateConfigsSchema,
    requestId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
  },
  additionalProperties: false,
} as const;

const kindSchema = { type: 'string', enum: ['member', 'agent'] } as const;

const teamRowProperties = {
  username: stringSchema,
  nickname: stringSchema,
  kind: kindSchema,
  balance: numberSchema,
  joinedAt: numberSchema,
  lastLoginAt: nullableNumberSchema,
  directCount: numberSchema,
} as const;

const TEAM_ROW_FIELDS = ['username', 'nickname', 'kind', 'balance', 'joinedAt', 'lastLoginAt', 'directCount'] as const;

const teamRowSchema = schemaFor<TeamRow>()({
  type: 'object',
  required: TEAM_ROW_FIELDS,
  additionalProperties: false,
  properties: teamRowProperties,
});

export const teamPageSchema = schemaFor<TeamPage>()({
  type: 'object',
  required: ['list', 'total', 'totalPages', 'path'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: teamRowSchema }, total: numberSchema, totalPages: numberSchema, path: stringListSchema },
});

const rebateSettingSchema = schemaFor<RebateSetting>()({
  type: 'object',
  required: ['productType', 'rebateValue'],
  additionalProperties: false,
  properties: { productType: stringSchema, rebateValue: numberSchema },
});

const rebateSettingsSchema = { type: 'array', items: rebateSettingSchema } as const;

export const downlineDetailsSchema = schemaFor<DownlineDetails>()({
  type: 'object',
  required: [...TEAM_ROW_FIELDS, 'registration', 'rebates', 'path'],
  additionalProperties: false,
  properties: { ...teamRowProperties, registration: nullableStringSchema, rebates: rebateSettingsSchema, path: stringListSchema },
});

const rebateRangeSchema = schemaFor<RebateRange>()({
  type: 'object',
  required: ['productType', 'highestRebate', 'rebateInterval', 'own', 'current', 'min', 'max'],
  additionalProperties: false,
  properties: {
    productType: stringSchema,
    highestRebate: numberSchema,
    rebateInterval: numberSchema,
    own: numberSchema,
    current: numberSchema,
    min: numberSchema,
    max: numberSchema,
  },
});

export const rebateRangesSchema = schemaFor<RebateRanges>()({
  type: 'object',
  required: ['username', 'products'],
  additionalProperties: false,
  properties: { username: nullableStringSchema, products: { type: 'array', items: rebateRangeSchema } },
});

export const createdDownlineSchema = schemaFor<CreatedDownline>()({
  type: 'object',
  required: ['username', 'kind', 'rebates'],
  additionalProperties: false,
  properties: { username: stringSchema, kind: kindSchema, rebates: rebateSettingsSchema },
});
