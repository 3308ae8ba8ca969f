import type { RecallResult, TransferRequest, TransferWallets } from '../../src/contract/wallet-transfer.ts';
import { MAIN_WALLET } from '../../src/contract/wallet-transfer.ts';
import { memberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { MEMBER_LIMITS, perMemberPerMinute } from '../http/rate-limits.ts';
import { answersWith, booleanSchema, numberSchema, schemaFor, stringSchema } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import type { AccountRecord } from '../store/repositories/accounts.ts';
import type { Store } from '../store/store.ts';
import { effectiveSwitches } from '../store/switches.ts';
import { amountInCents } from './deposit/rules.ts';
import { requireRealMember } from './promotions.ts';

const walletsSchema = {
  type: 'object',
  required: ['currency', 'currencySymbol', 'sumBalance', 'wallets'],
  additionalProperties: false,
  properties: {
    currency: stringSchema,
    currencySymbol: stringSchema,
    sumBalance: numberSchema,
    wallets: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'balance'],
        additionalProperties: false,
        properties: { name: stringSchema, balance: numberSchema },
      },
    },
  },
} as const;

const transferWalletsProperties = {
  enabled: booleanSchema,
  currencySymbol: stringSchema,
  main: numberSchema,
  vendors: {
    type: 'array',
    items: {
      type: 'object',
      required: ['vendor', 'vendorName', 'balance'],
      additionalProperties: false,
      properties: { vendor: stringSchema, vendorName: stringSchema, balance: numberSchema },
    },
  },
  total: numberSchema,
} as const;

const transferWalletsSchema = schemaFor<TransferWallets>()({
  type: 'object',
  required: ['enabled', 'currencySymbol', 'main', 'vendors', 'total'],
  additionalProperties: false,
  properties: transferWalletsProperties,
});

const recallResultSchema = schemaFor<RecallResult>()({
  type: 'object',
  required: ['enabled', 'currencySymbol', 'main', 'vendors', 'total', 'recalled'],
  additionalProperties: false,
  properties: { ...transferWalletsProperties, recalled: numberSchema },
});

const transferBodySchema = {
  type: 'object',
  required: ['from', 'to', 'amount'],
  additionalProperties: false,
  properties: {
    from: { type: 'string', minLength: 1, maxLength: 40 },
    to: { type: 'string', minLength: 1, maxLength: 40 },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000_000 },
  },
} as const;

function currencySymbol(store: Store, account: AccountRecord): string {
  const currency = store.settings.get('currency');
  return account.currency === currency.code ? currency.symbol : account.currency;
}

/** Whether the operator uses transfer wallets: the FUNDTRANS3 module (docs/product.md#wallet-transfer). */
function transfersOn(store: Store): boolean {
  return effectiveSwitches(store.settings.get('switches')).FUNDTRANS3;
}

/**
 * The member's main wallet and one wallet per vendor of the catalog (empty until a transfer in),
 * read fresh from the store rather than from the request's account, which may predate a transfer.
 */
function transferWallets(store: Store, account: AccountRecord): TransferWallets {
  const mainCents = store.accounts.findById(account.id)?.balanceCents ?? account.balanceCents;
  const held = store.vendorWallets.balances(account.id);
  const vendors = store.catalog
    .vendors()
    .map((vendor) => ({ vendor: vendor.code, vendorName: vendor.displayName, balance: (held.get(vendor.code) ?? 0) / 100 }));
  const vendorCents = [...held.values()].reduce((sum, cents) => sum + cents, 0);
  return {
    enabled: transfersOn(store),
    currencySymbol: currencySymbol(store, account),
    main: mainCents / 100,
    vendors,
    total: (mainCents + vendorCents) / 100,
  };
}

/**
 * Moves `cents` between the main wallet and one vendor wallet (`toVendor` true: main -> vendor).
 * Both balances and the ledger row change in one BEGIN IMMEDIATE transaction; each balance's
 * guard is inside its UPDATE, so parallel transfers serialize and none can overdraw.
 */
function moveBetween(store: Store, accountId: number, vendor: string, cents: number, toVendor: boolean, now: number): void {
  store.transaction(() => {
    const mainDelta = toVendor ? -cents : cents;
    const mainAfter = store.accounts.changeBalance(accountId, mainDelta);
    if (mainAfter === undefined) throw new GatewayError('balance.insufficient');
    if (store.vendorWallets.change(accountId, vendor, -mainDelta, now) === undefined) throw new GatewayError('balance.insufficient');
    store.ledger.record({
      accountId,
      kind: 'transfer',
      amountCents: mainDelta,
      balanceAfterCents: mainAfter,
      reference: toVendor ? `transfer:${MAIN_WALLET}>${vendor}` : `transfer:${vendor}>${MAIN_WALLET}`,
      createdAt: now,
    });
  });
}

/**
 * The member's wallets (/wps/wallets/gcs) and the transfer wallets between the main wallet and
 * the vendors (gateway/README.md "Wallet transfer").
 */
export const walletTransferModule: GatewayModule = async (app, { store, config }) => {
  const transferLimit = perMemberPerMinute(config, MEMBER_LIMITS.walletTransfers);

  await memberRoutes(app, store, (routes) => {
    routes.get('/wps/wallets/gcs', { schema: { response: answersWith(walletsSchema) } }, async (request, reply) => {
      const { account } = request.member;
      const currency = store.settings.get('currency');
      const main = account.balanceCents;
      // The vendor wallets with money in them count towards the total the header shows.
      const held = [...store.vendorWallets.balances(account.id)].filter(([, cents]) => cents > 0);
      const sum = held.reduce((total, [, cents]) => total + cents, main);
      reply.header('cache-control', 'no-store');
      return ok({
        currency: account.currency,
        currencySymbol: account.currency === currency.code ? currency.symbol : account.currency,
        sumBalance: sum / 100,
        wallets: [{ name: MAIN_WALLET, balance: main / 100 }, ...held.map(([name, cents]) => ({ name, balance: cents / 100 }))],
      });
    });

    routes.get('/wps/wallets/transfer', { schema: { response: answersWith(transferWalletsSchema) } }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      reply.header('cache-control', 'no-store');
      return ok(transferWallets(store, account));
    });

    routes.post<{ Body: TransferRequest }>(
      '/wps/wallets/transfer',
      { schema: { body: transferBodySchema, response: answersWith(transferWalletsSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        if (!transfersOn(store)) throw new GatewayError('transfer.off');
        const { from, to, amount } = request.body;
        const cents = amountInCents(amount);
        if (cents === undefined) throw new GatewayError('transfer.amount.invalid');
        const toVendor = from === MAIN_WALLET;
        const vendor = toVendor ? to : from;
        if ((from === MAIN_WALLET) === (to === MAIN_WALLET) || !store.catalog.vendor(vendor))
          throw new GatewayError('transfer.wallet.invalid');
        // Counted only for well-formed transfers: a refused input costs nothing to correct.
        transferLimit.take(account.id, reply);
        moveBetween(store, account.id, vendor, cents, toVendor, Date.now());
        reply.header('cache-control', 'no-store');
        return ok(transferWallets(store, account));
      },
    );

    routes.post('/wps/wallets/transfer/recall', { schema: { response: answersWith(recallResultSchema) } }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      if (!transfersOn(store)) throw new GatewayError('transfer.off');
      transferLimit.take(account.id, reply);
      const now = Date.now();
      // One transaction for every vendor: all of it comes back, or (on any failure) none of it.
      const recalledCents = store.transaction(() => {
        let total = 0;
        for (const [vendor, cents] of store.vendorWallets.balances(account.id)) {
          if (cents <= 0) continue;
          moveBetween(store, account.id, vendor, cents, false, now);
          total += cents;
        }
        return total;
      });
      reply.header('cache-control', 'no-store');
      return ok({ ...transferWallets(store, account), recalled: recalledCents / 100 });
    });
  });
};
