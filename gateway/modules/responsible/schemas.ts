import type {
  ExclusionDetail,
  ExclusionRequest,
  HelpLink,
  MoneyLimitChange,
  PendingLimit,
  PendingSessionLimit,
  RealityCheckChange,
  RealityCheckSetting,
  ResponsibleGamingState,
  ResponsibleHelp,
  SessionSummary,
  SessionTimeChange,
  SessionTimeLimit,
} from '../../../src/contract/responsible-gaming.ts';
import { nullableNumberSchema, numberSchema, schemaFor, stringSchema, usernameProperty } from '../../http/schemas.ts';
import { MAX_LIMIT_CENTS, MAX_SESSION_MINUTES, MIN_LIMIT_CENTS, MIN_SESSION_MINUTES } from './rules.ts';

const limitKind = { enum: ['DEPOSIT', 'LOSS'] } as const;
const limitPeriod = { enum: ['DAY', 'WEEK', 'MONTH'] } as const;
const exclusionKind = { enum: ['TIMEOUT', 'SELF_EXCLUSION'] } as const;
const realityMinutes = { enum: [15, 30, 60, null] } as const;

const pendingLimitSchema = {
  type: ['object', 'null'],
  ...schemaFor<PendingLimit>()({
    required: ['amount', 'effectiveAt'],
    additionalProperties: false,
    properties: { amount: nullableNumberSchema, effectiveAt: numberSchema },
  }),
} as const;

const sessionTimeSchema = schemaFor<SessionTimeLimit>()({
  type: 'object',
  required: ['minutes', 'pending'],
  additionalProperties: false,
  properties: {
    minutes: nullableNumberSchema,
    pending: {
      type: ['object', 'null'],
      ...schemaFor<PendingSessionLimit>()({
        required: ['minutes', 'effectiveAt'],
        additionalProperties: false,
        properties: { minutes: nullableNumberSchema, effectiveAt: numberSchema },
      }),
    },
  },
});

const realityCheckSchema = schemaFor<RealityCheckSetting>()({
  type: 'object',
  required: ['chosenMinutes', 'intervalSeconds'],
  additionalProperties: false,
  properties: { chosenMinutes: realityMinutes, intervalSeconds: numberSchema },
});

const helpLinkSchema = schemaFor<HelpLink>()({
  type: 'object',
  required: ['label', 'url'],
  additionalProperties: false,
  properties: { label: stringSchema, url: stringSchema },
});

export const stateSchema = schemaFor<ResponsibleGamingState>()({
  type: 'object',
  required: ['limits', 'sessionTime', 'realityCheck', 'coolingOffHours'],
  additionalProperties: false,
  properties: {
    limits: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'period', 'amount', 'pending', 'used', 'remaining'],
        additionalProperties: false,
        properties: {
          kind: limitKind,
          period: limitPeriod,
          amount: nullableNumberSchema,
          pending: pendingLimitSchema,
          used: numberSchema,
          remaining: nullableNumberSchema,
        },
      },
    },
    sessionTime: sessionTimeSchema,
    realityCheck: realityCheckSchema,
    coolingOffHours: numberSchema,
  },
});

export const helpSchema = schemaFor<ResponsibleHelp>()({
  type: 'object',
  required: ['helpLinks'],
  additionalProperties: false,
  properties: { helpLinks: { type: 'array', items: helpLinkSchema } },
});

export const limitChangeSchema = schemaFor<MoneyLimitChange>()({
  type: 'object',
  required: ['kind', 'period', 'amount'],
  additionalProperties: false,
  properties: {
    kind: limitKind,
    period: limitPeriod,
    amount: { anyOf: [{ type: 'number', minimum: MIN_LIMIT_CENTS / 100, maximum: MAX_LIMIT_CENTS / 100 }, { type: 'null' }] },
  },
});

export const sessionTimeChangeSchema = schemaFor<SessionTimeChange>()({
  type: 'object',
  required: ['minutes'],
  additionalProperties: false,
  properties: {
    minutes: { anyOf: [{ type: 'integer', minimum: MIN_SESSION_MINUTES, maximum: MAX_SESSION_MINUTES }, { type: 'null' }] },
  },
});

export const realityCheckChangeSchema = schemaFor<RealityCheckChange>()({
  type: 'object',
  required: ['chosenMinutes'],
  additionalProperties: false,
  properties: { chosenMinutes: realityMinutes },
});

export const sessionSummarySchema = schemaFor<SessionSummary>()({
  type: 'object',
  required: ['loggedInAt', 'netResult'],
  additionalProperties: false,
  properties: { loggedInAt: numberSchema, netResult: numberSchema },
});

export const exclusionRequestSchema = schemaFor<ExclusionRequest>()({
  type: 'object',
  required: ['kind', 'period', 'password'],
  additionalProperties: false,
  properties: {
    kind: exclusionKind,
    period: { enum: ['DAY', 'WEEK', 'MONTH', 'SIX_MONTHS', 'ONE_YEAR', 'FIVE_YEARS'] },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
});

export const exclusionDetailSchema = schemaFor<ExclusionDetail>()({
  type: 'object',
  required: ['kind', 'until'],
  additionalProperties: false,
  properties: { kind: exclusionKind, until: numberSchema },
});

export const memberParamsSchema = {
  type: 'object',
  required: ['username'],
  additionalProperties: false,
  properties: { username: usernameProperty },
} as const;
