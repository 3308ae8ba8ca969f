import type {
  AffiliateLink,
  AffiliateLinks,
  LinkRebateRange,
  LinkRegistration,
  LinkRegistrations,
  NewAffiliateLink,
} from '../../../src/contract/agent-links.ts';
import { LINK_ACCOUNT_TYPES } from '../../../src/contract/agent-links.ts';
import { REBATE_PRODUCTS, type RebateSetting } from '../../../src/contract/rebates.ts';
import { idProperty, idTextProperty, nullableNumberSchema, numberSchema, schemaFor, stringSchema } from '../../http/schemas.ts';

/** The invitation links' request and answer schemas (docs/gateway-protocol.md#agent-centre). */

const rebateSettingSchema = schemaFor<RebateSetting>()({
  type: 'object',
  required: ['productType', 'rebateValue'],
  additionalProperties: false,
  properties: { productType: { type: 'string', enum: REBATE_PRODUCTS }, rebateValue: numberSchema },
});

export const linkSchema = schemaFor<AffiliateLink>()({
  type: 'object',
  required: ['id', 'code', 'accountType', 'rebates', 'registrations', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    code: stringSchema,
    accountType: { type: 'string', enum: LINK_ACCOUNT_TYPES },
    rebates: { type: 'array', items: rebateSettingSchema },
    registrations: numberSchema,
    createdAt: numberSchema,
  },
});

const rangeSchema = schemaFor<LinkRebateRange>()({
  type: 'object',
  required: ['productType', 'max', 'step'],
  additionalProperties: false,
  properties: { productType: { type: 'string', enum: REBATE_PRODUCTS }, max: numberSchema, step: numberSchema },
});

export const linksSchema = schemaFor<AffiliateLinks>()({
  type: 'object',
  required: ['list', 'ranges'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: linkSchema }, ranges: { type: 'array', items: rangeSchema } },
});

export const newLinkSchema = schemaFor<NewAffiliateLink>()({
  type: 'object',
  required: ['accountType', 'rebates'],
  additionalProperties: false,
  properties: {
    accountType: { type: 'string', enum: LINK_ACCOUNT_TYPES },
    code: { type: 'string', maxLength: 64 },
    rebates: {
      type: 'array',
      maxItems: REBATE_PRODUCTS.length,
      items: {
        type: 'object',
        required: ['productType', 'rebateValue'],
        additionalProperties: false,
        properties: {
          productType: { type: 'string', enum: REBATE_PRODUCTS },
          rebateValue: { type: 'number', minimum: -1000, maximum: 1000 },
        },
      },
    },
  },
});

export const linkIdBodySchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idProperty },
} as const;

export const registrationsQuerySchema = {
  type: 'object',
  required: ['affiUrlId'],
  additionalProperties: false,
  properties: { affiUrlId: idTextProperty },
} as const;

const registrationSchema = schemaFor<LinkRegistration>()({
  type: 'object',
  required: ['username', 'nickname', 'type', 'registeredAt', 'lastLoginAt'],
  additionalProperties: false,
  properties: {
    username: stringSchema,
    nickname: stringSchema,
    type: numberSchema,
    registeredAt: numberSchema,
    lastLoginAt: nullableNumberSchema,
  },
});

export const registrationsSchema = schemaFor<LinkRegistrations>()({
  type: 'object',
  required: ['link', 'list'],
  additionalProperties: false,
  properties: { link: linkSchema, list: { type: 'array', items: registrationSchema } },
});
