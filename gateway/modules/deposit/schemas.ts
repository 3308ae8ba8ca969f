import type {
  DepositBonus,
  DepositChannel,
  DepositChannels,
  DepositOrder,
  DepositOrderPage,
  DepositPayment,
} from '../../../src/contract/deposit.ts';
import {
  booleanSchema,
  languageProperty,
  nullableStringSchema,
  numberListSchema,
  numberSchema,
  pageNoProperty,
  pageSchemaOf,
  pageSizeProperty,
  schemaFor,
  stringSchema,
} from '../../http/schemas.ts';
import { AMOUNT_CEILING, RECEIPT_BODY_LIMIT_BYTES } from './rules.ts';

export const orderBodySchema = {
  type: 'object',
  required: ['channel', 'amount'],
  additionalProperties: false,
  properties: {
    channel: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: AMOUNT_CEILING },
    bonus: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' },
    promoCode: { type: 'string', minLength: 1, maxLength: 20 },
  },
} as const;

export const orderParamsSchema = {
  type: 'object',
  required: ['orderNo'],
  properties: { orderNo: { type: 'string', pattern: '^DP[0-9]{14,20}$' } },
} as const;

export const receiptBodySchema = {
  type: 'object',
  required: ['image'],
  additionalProperties: false,
  properties: {
    // base64, optionally as a data: URL (what FileReader gives); the bytes decide the type.
    image: { type: 'string', minLength: 4, maxLength: RECEIPT_BODY_LIMIT_BYTES },
  },
} as const;

const hoursSchema = {
  type: ['object', 'null'],
  required: ['open', 'close', 'utcOffsetMinutes'],
  additionalProperties: false,
  properties: { open: stringSchema, close: stringSchema, utcOffsetMinutes: numberSchema },
} as const;

const channelSchema = schemaFor<DepositChannel>()({
  type: 'object',
  required: ['code', 'name', 'method', 'min', 'max', 'presets', 'instructions', 'hours'],
  additionalProperties: false,
  properties: {
    code: stringSchema,
    name: stringSchema,
    method: stringSchema,
    min: numberSchema,
    max: numberSchema,
    presets: numberListSchema,
    instructions: stringSchema,
    hours: hoursSchema,
  },
});

const bonusSchema = schemaFor<DepositBonus>()({
  type: 'object',
  required: ['code', 'title', 'percent', 'cap', 'minDeposit', 'firstDepositOnly'],
  additionalProperties: false,
  properties: {
    code: stringSchema,
    title: stringSchema,
    percent: numberSchema,
    cap: numberSchema,
    minDeposit: numberSchema,
    firstDepositOnly: booleanSchema,
  },
});

export const channelsSchema = schemaFor<DepositChannels>()({
  type: 'object',
  required: ['list', 'bonuses', 'currency', 'currencySymbol'],
  additionalProperties: false,
  properties: {
    list: { type: 'array', items: channelSchema },
    bonuses: { type: 'array', items: bonusSchema },
    currency: stringSchema,
    currencySymbol: stringSchema,
  },
});

const paymentSchema = schemaFor<DepositPayment>()({
  type: 'object',
  required: ['bankName', 'accountName', 'accountNo', 'reference', 'qrPayload', 'launchUrl', 'network', 'address', 'receiptUploaded'],
  additionalProperties: false,
  properties: {
    bankName: nullableStringSchema,
    accountName: nullableStringSchema,
    accountNo: nullableStringSchema,
    reference: nullableStringSchema,
    qrPayload: nullableStringSchema,
    launchUrl: nullableStringSchema,
    network: nullableStringSchema,
    address: nullableStringSchema,
    receiptUploaded: booleanSchema,
  },
});

export const orderSchema = schemaFor<DepositOrder>()({
  type: 'object',
  required: [
    'orderNo',
    'channel',
    'channelName',
    'method',
    'amount',
    'status',
    'bonusCode',
    'bonus',
    'payment',
    'createdAt',
    'updatedAt',
    'expiresAt',
  ],
  additionalProperties: false,
  properties: {
    orderNo: stringSchema,
    channel: stringSchema,
    channelName: stringSchema,
    method: stringSchema,
    amount: numberSchema,
    status: stringSchema,
    bonusCode: nullableStringSchema,
    bonus: numberSchema,
    payment: paymentSchema,
    createdAt: numberSchema,
    updatedAt: numberSchema,
    expiresAt: numberSchema,
  },
});

export const orderPageSchema = schemaFor<DepositOrderPage>()(pageSchemaOf(orderSchema));

export const ordersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { pageNo: pageNoProperty, pageSize: pageSizeProperty, language: languageProperty },
} as const;

export const adminDecisionSchema = {
  params: orderParamsSchema,
  body: {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: { status: { enum: ['approved', 'failed'] } },
  },
} as const;

export const adminListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { enum: ['pending', 'approved', 'failed', 'cancelled', 'expired'] },
    pageNo: pageNoProperty,
    pageSize: pageSizeProperty,
  },
} as const;

export const adminChannelSchema = {
  params: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' } } },
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      enabled: { type: 'boolean' },
      hours: {
        type: ['object', 'null'],
        required: ['open', 'close'],
        additionalProperties: false,
        properties: {
          open: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
          close: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
        },
      },
    },
  },
} as const;

export const tokenParamsSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
} as const;

/** The payment page's `app`: the app's origin when it is served from another one (APP_ORIGINS). */
export const payQuerySchema = {
  type: 'object',
  properties: { app: { type: 'string', maxLength: 200 } },
} as const;

export const actionParamsSchema = {
  type: 'object',
  required: ['token', 'action'],
  properties: { ...tokenParamsSchema.properties, action: { enum: ['confirm', 'fail'] } },
} as const;
