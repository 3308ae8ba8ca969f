import type { ContractKind, ContractTerms } from '../../src/contract/agent.ts';
import type { GatewayApp } from '../http/context.ts';
import { answersWith, numberSchema, stringSchema, usernameProperty } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { CONTRACT_KINDS } from '../store/repositories/contracts.ts';
import type { Store } from '../store/store.ts';
import { accountNamed } from './admin-lookups.ts';
import { contractSchema, contractView } from './agent/routes.ts';
import { accountRecordRowSchema, accountView } from './member-records.ts';

/** Largest single adjustment in cents (₱10,000,000): far inside SQLite's and JS's integers. */
const MAX_ADJUSTMENT_CENTS = 1_000_000_000;

const adjustBodySchema = {
  type: 'object',
  required: ['username', 'amountCents'],
  properties: {
    username: usernameProperty,
    // Whole cents, as the ledger keeps them: an amount can never be read at a hundred times its size.
    amountCents: { type: 'integer', minimum: -MAX_ADJUSTMENT_CENTS, maximum: MAX_ADJUSTMENT_CENTS, not: { const: 0 } },
    note: { type: 'string', pattern: '^[A-Za-z0-9 ._-]{0,60}$' },
  },
  additionalProperties: false,
} as const;

const DEFAULT_PERIOD: Readonly<Record<ContractKind, string>> = { DAILY_SALARY: 'DAILY', DIVIDEND: 'MONTHLY', HOURLY_SALARY: 'HOURLY' };

/** Believable terms per kind when the operator gives none. */
const DEFAULT_TERMS: Readonly<Record<ContractKind, ContractTerms>> = {
  DAILY_SALARY: {
    basis: 'VALID_BET',
    reward: 'AMOUNT',
    tiers: [
      { threshold: 10_000, activeMembers: 3, value: 100 },
      { threshold: 50_000, activeMembers: 5, value: 600 },
    ],
  },
  DIVIDEND: {
    basis: 'NET_LOSS',
    reward: 'PERCENT',
    tiers: [
      { threshold: 50_000, activeMembers: 5, value: 10 },
      { threshold: 200_000, activeMembers: 10, value: 20 },
      { threshold: 1_000_000, activeMembers: 30, value: 35 },
    ],
  },
  HOURLY_SALARY: {
    basis: 'VALID_BET',
    reward: 'AMOUNT',
    tiers: [
      { threshold: 2_000, activeMembers: 1, value: 10 },
      { threshold: 10_000, activeMembers: 3, value: 60 },
    ],
  },
};

const termsSchema = {
  type: 'object',
  required: ['basis', 'reward', 'tiers'],
  properties: {
    basis: { type: 'string', enum: ['VALID_BET', 'NET_LOSS'] },
    reward: { type: 'string', enum: ['AMOUNT', 'PERCENT'] },
    tiers: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['threshold', 'activeMembers', 'value'],
        properties: {
          threshold: { type: 'number', minimum: 0, maximum: 1e12 },
          activeMembers: { type: 'integer', minimum: 0, maximum: 100_000 },
          value: { type: 'number', minimum: 0, maximum: 1e9 },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

const contractBodySchema = {
  type: 'object',
  required: ['username', 'kind'],
  properties: {
    username: usernameProperty,
    kind: { type: 'string', enum: CONTRACT_KINDS },
    period: { type: 'string', pattern: '^[A-Z_]{1,20}$' },
    terms: termsSchema,
  },
  additionalProperties: false,
} as const;

/** The account's new balance and the ledger row the adjustment wrote. */
const adjustmentSchema = {
  type: 'object',
  required: ['username', 'balance', 'entry'],
  additionalProperties: false,
  properties: { username: stringSchema, balance: numberSchema, entry: accountRecordRowSchema },
} as const;

/** The member's VIP level after the change, or null without one. */
const vipLevelSchema = {
  anyOf: [
    { type: 'object', required: ['level', 'name'], additionalProperties: false, properties: { level: numberSchema, name: stringSchema } },
    { type: 'null' },
  ],
} as const;

const vipBodySchema = {
  type: 'object',
  required: ['username', 'level'],
  properties: { username: usernameProperty, level: { anyOf: [{ type: 'integer', minimum: 1, maximum: 99 }, { type: 'null' }] } },
  additionalProperties: false,
} as const;

/**
 * Operator routes of the member area, registered inside the admin module (its Admin-Token check
 * covers them): wallet adjustments, contract requests, VIP levels.
 */
export function registerMemberAdminRoutes(app: GatewayApp, store: Store): void {
  app.post('/admin/wallets/adjust', { schema: { body: adjustBodySchema, response: answersWith(adjustmentSchema) } }, async (request) => {
    const account = accountNamed(store, request.body.username);
    const { amountCents } = request.body;
    const entry = store.transaction(() => {
      const balanceAfterCents = store.accounts.changeBalance(account.id, amountCents);
      if (balanceAfterCents === undefined) throw new GatewayError('balance.insufficient');
      const note = request.body.note?.trim();
      return store.ledger.record({
        accountId: account.id,
        kind: 'adjustment',
        amountCents,
        balanceAfterCents,
        reference: note ? `admin:${note}` : 'admin',
        createdAt: Date.now(),
      });
    });
    request.log.warn({ username: account.username, amountCents }, 'wallet adjusted through the admin API');
    return ok({ username: account.username, balance: entry.balanceAfterCents / 100, entry: accountView(entry) });
  });

  app.post('/admin/contracts', { schema: { body: contractBodySchema, response: answersWith(contractSchema) } }, async (request) => {
    const account = accountNamed(store, request.body.username);
    const { kind } = request.body;
    const contract = store.contracts.insert({
      accountId: account.id,
      kind,
      period: request.body.period ?? DEFAULT_PERIOD[kind],
      terms: request.body.terms ?? DEFAULT_TERMS[kind],
      now: Date.now(),
    });
    return ok(contractView(contract));
  });

  const vipSchemas = { body: vipBodySchema, response: answersWith(vipLevelSchema) };
  app.put('/admin/members/vip', { schema: vipSchemas }, async (request) => {
    const account = accountNamed(store, request.body.username);
    const { level } = request.body;
    if (level !== null && !store.vip.levels().some((known) => known.level === level)) {
      throw new GatewayError('request.invalid', { message: 'body/level is not a known VIP level' });
    }
    store.vip.setLevel(account.id, level);
    return ok(store.vip.levelOf(account.id) ?? null);
  });
}
