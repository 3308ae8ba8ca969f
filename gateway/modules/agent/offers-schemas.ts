import { CONTRACT_STATES, type ContractTerms, type ContractTier } from '../../../src/contract/agent.ts';
import type {
  AgentContracts,
  ContractDownline,
  ContractEndRequest,
  ContractEvent,
  ContractHistory,
  ContractOffer,
  ContractRule,
  OfferedContract,
  OwnContract,
} from '../../../src/contract/agent-links.ts';
import {
  idProperty,
  idTextProperty,
  nullableNumberSchema,
  nullableStringSchema,
  numberSchema,
  schemaFor,
  stringSchema,
  usernameProperty,
} from '../../http/schemas.ts';
import { CONTRACT_KINDS } from '../../store/repositories/contracts.ts';

/** The agent centre's contract schemas (docs/gateway-protocol.md#agent-centre). */

const tierSchema = schemaFor<ContractTier>()({
  type: 'object',
  required: ['threshold', 'activeMembers', 'value'],
  additionalProperties: false,
  properties: { threshold: numberSchema, activeMembers: numberSchema, value: numberSchema },
});

const termsSchema = schemaFor<ContractTerms>()({
  type: 'object',
  required: ['basis', 'reward', 'tiers'],
  additionalProperties: false,
  properties: { basis: stringSchema, reward: stringSchema, tiers: { type: 'array', items: tierSchema } },
});

const stateSchema = { type: 'string', enum: CONTRACT_STATES } as const;

const ownContractSchema = schemaFor<OwnContract>()({
  type: 'object',
  required: ['id', 'kind', 'period', 'terms', 'status', 'state', 'createdAt', 'answeredAt', 'offeredBy'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    kind: stringSchema,
    period: stringSchema,
    terms: termsSchema,
    status: stringSchema,
    createdAt: numberSchema,
    answeredAt: nullableNumberSchema,
    state: stateSchema,
    offeredBy: nullableStringSchema,
  },
});

export const offeredContractSchema = schemaFor<OfferedContract>()({
  type: 'object',
  required: ['id', 'kind', 'period', 'terms', 'state', 'downline', 'createdAt', 'answeredAt'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    kind: stringSchema,
    period: stringSchema,
    terms: termsSchema,
    state: stateSchema,
    downline: stringSchema,
    createdAt: numberSchema,
    answeredAt: nullableNumberSchema,
  },
});

const ruleSchema = schemaFor<ContractRule>()({
  type: 'object',
  required: ['kind', 'period', 'basis', 'reward', 'minValue', 'maxValue', 'maxTiers'],
  additionalProperties: false,
  properties: {
    kind: stringSchema,
    period: stringSchema,
    basis: stringSchema,
    reward: stringSchema,
    minValue: numberSchema,
    maxValue: numberSchema,
    maxTiers: numberSchema,
  },
});

const downlineSchema = schemaFor<ContractDownline>()({
  type: 'object',
  required: ['username', 'nickname'],
  additionalProperties: false,
  properties: { username: stringSchema, nickname: stringSchema },
});

export const agentContractsSchema = schemaFor<AgentContracts>()({
  type: 'object',
  required: ['own', 'offered', 'rules', 'downlines'],
  additionalProperties: false,
  properties: {
    own: { type: 'array', items: ownContractSchema },
    offered: { type: 'array', items: offeredContractSchema },
    rules: { type: 'array', items: ruleSchema },
    downlines: { type: 'array', items: downlineSchema },
  },
});

const eventSchema = schemaFor<ContractEvent>()({
  type: 'object',
  required: ['state', 'by', 'at'],
  additionalProperties: false,
  properties: { state: stateSchema, by: nullableStringSchema, at: numberSchema },
});

export const historySchema = schemaFor<ContractHistory>()({
  type: 'object',
  required: ['id', 'list'],
  additionalProperties: false,
  properties: { id: numberSchema, list: { type: 'array', items: eventSchema } },
});

export const historyQuerySchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idTextProperty },
} as const;

/** Loose bounds only: the tier rule (src/contract/agent-links.ts) decides what is valid. */
const offerTierSchema = {
  type: 'object',
  required: ['threshold', 'activeMembers', 'value'],
  additionalProperties: false,
  properties: {
    threshold: { type: 'number', minimum: 0, maximum: 1e12 },
    activeMembers: { type: 'number', minimum: 0, maximum: 1e6 },
    value: { type: 'number', minimum: 0, maximum: 1e9 },
  },
} as const;

export const offerBodySchema = schemaFor<ContractOffer>()({
  type: 'object',
  required: ['downline', 'kind', 'tiers'],
  additionalProperties: false,
  properties: {
    downline: usernameProperty,
    kind: { type: 'string', enum: CONTRACT_KINDS },
    tiers: { type: 'array', maxItems: 20, items: offerTierSchema },
  },
});

export const endBodySchema = schemaFor<ContractEndRequest>()({
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idProperty },
});
