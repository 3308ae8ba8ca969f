import type { WirePage } from '../../../src/contract/page.ts';
import type {
  PaymentPasswordState,
  PayoutCard,
  PayoutCards,
  PayoutMethod,
  TurnoverRequirement,
  WithdrawInfo,
  WithdrawOrder,
  WithdrawOrderPage,
} from '../../../src/contract/withdraw.ts';
import {
  booleanSchema,
  idProperty,
  nullableStringSchema,
  numberSchema,
  pageNoProperty,
  pageSchemaOf,
  pageSizeProperty,
  schemaFor,
  stringSchema,
} from '../../http/schemas.ts';
import { AMOUNT_CEILING, REASON_MAX } from './rules.ts';

const methodSchema = schemaFor<PayoutMethod>()({
  type: 'object',
  required: ['code', 'name', 'kind', 'pattern', 'example'],
  additionalProperties: false,
  properties: { code: stringSchema, name: stringSchema, kind: stringSchema, pattern: stringSchema, example: stringSchema },
});

const cardSchema = schemaFor<PayoutCard>()({
  type: 'object',
  required: ['id', 'method', 'methodName', 'kind', 'maskedNo', 'holderName', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    method: stringSchema,
    methodName: stringSchema,
    kind: stringSchema,
    maskedNo: stringSchema,
    holderName: stringSchema,
    createdAt: numberSchema,
  },
});

export const cardsSchema = schemaFor<PayoutCards>()({
  type: 'object',
  required: ['list', 'methods', 'payeeName', 'paymentPasswordSet', 'maxCards'],
  additionalProperties: false,
  properties: {
    list: { type: 'array', items: cardSchema },
    methods: { type: 'array', items: methodSchema },
    payeeName: nullableStringSchema,
    paymentPasswordSet: booleanSchema,
    maxCards: numberSchema,
  },
});

const turnoverSchema = schemaFor<TurnoverRequirement>()({
  type: 'object',
  required: ['promotionId', 'title', 'bonus', 'required', 'done'],
  additionalProperties: false,
  properties: { promotionId: numberSchema, title: stringSchema, bonus: numberSchema, required: numberSchema, done: numberSchema },
});

export const infoSchema = schemaFor<WithdrawInfo>()({
  type: 'object',
  required: [
    'currencySymbol',
    'balance',
    'locked',
    'available',
    'min',
    'max',
    'feePercent',
    'feeMin',
    'turnover',
    'paymentPasswordSet',
    'cards',
  ],
  additionalProperties: false,
  properties: {
    currencySymbol: stringSchema,
    balance: numberSchema,
    locked: numberSchema,
    available: numberSchema,
    min: numberSchema,
    max: numberSchema,
    feePercent: numberSchema,
    feeMin: numberSchema,
    turnover: { type: 'array', items: turnoverSchema },
    paymentPasswordSet: booleanSchema,
    cards: { type: 'array', items: cardSchema },
  },
});

export const orderSchema = schemaFor<WithdrawOrder>()({
  type: 'object',
  required: ['orderNo', 'amount', 'fee', 'payout', 'method', 'methodName', 'maskedNo', 'status', 'reason', 'createdAt', 'updatedAt'],
  additionalProperties: false,
  properties: {
    orderNo: stringSchema,
    amount: numberSchema,
    fee: numberSchema,
    payout: numberSchema,
    method: stringSchema,
    methodName: stringSchema,
    maskedNo: stringSchema,
    status: stringSchema,
    reason: nullableStringSchema,
    createdAt: numberSchema,
    updatedAt: numberSchema,
  },
});

export const orderPageSchema = schemaFor<WithdrawOrderPage>()(pageSchemaOf(orderSchema));
export const passwordStateSchema = schemaFor<PaymentPasswordState>()({
  type: 'object',
  required: ['set'],
  additionalProperties: false,
  properties: { set: booleanSchema },
});

const paymentPasswordProperty = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const addCardBodySchema = {
  type: 'object',
  required: ['method', 'accountNo', 'holderName', 'paymentPassword'],
  additionalProperties: false,
  properties: {
    method: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' },
    accountNo: { type: 'string', minLength: 1, maxLength: 40 },
    holderName: { type: 'string', minLength: 1, maxLength: 80 },
    paymentPassword: paymentPasswordProperty,
  },
} as const;

export const removeCardBodySchema = {
  type: 'object',
  required: ['id', 'paymentPassword'],
  additionalProperties: false,
  properties: { id: idProperty, paymentPassword: paymentPasswordProperty },
} as const;

export const setPasswordBodySchema = {
  type: 'object',
  required: ['newPaymentPassword', 'confirmPaymentPassword'],
  additionalProperties: false,
  properties: {
    loginPassword: { type: 'string', minLength: 1, maxLength: 128 },
    oldPaymentPassword: paymentPasswordProperty,
    newPaymentPassword: paymentPasswordProperty,
    confirmPaymentPassword: paymentPasswordProperty,
  },
} as const;

export const withdrawBodySchema = {
  type: 'object',
  required: ['cardId', 'amount', 'paymentPassword'],
  additionalProperties: false,
  properties: {
    cardId: idProperty,
    amount: { type: 'number', exclusiveMinimum: 0, maximum: AMOUNT_CEILING },
    paymentPassword: paymentPasswordProperty,
  },
} as const;

export const ordersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { pageNo: pageNoProperty, pageSize: pageSizeProperty },
} as const;

export const adminDecisionSchema = {
  params: { type: 'object', required: ['orderNo'], properties: { orderNo: { type: 'string', pattern: '^WD[0-9]{14,20}$' } } },
  body: {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: {
      status: { enum: ['approved', 'paid', 'rejected'] },
      reason: { type: 'string', minLength: 1, maxLength: REASON_MAX },
    },
  },
} as const;

/** An order as the operator's list shows it: the member's order and whose it is. */
export interface OperatorWithdrawOrder extends WithdrawOrder {
  account: string;
}

const operatorOrderSchema = schemaFor<OperatorWithdrawOrder>()({
  ...orderSchema,
  required: [...orderSchema.required, 'account'],
  properties: { ...orderSchema.properties, account: stringSchema },
});
export const operatorOrderPageSchema = schemaFor<WirePage<OperatorWithdrawOrder>>()(pageSchemaOf(operatorOrderSchema));

export const operatorOrdersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { enum: ['pending', 'approved', 'paid', 'rejected'] }, pageNo: pageNoProperty, pageSize: pageSizeProperty },
} as const;
