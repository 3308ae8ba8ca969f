import { ok } from '../lib/envelope.ts';
import type { GatewayModule } from '../http/context.ts';
import { answersWith, numberSchema, stringSchema } from '../http/schemas.ts';

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
      items: { type: 'object', required: ['name', 'balance'], additionalProperties: false, properties: { name: stringSchema, balance: numberSchema } },
    },
  },
} as const;

/**
 * The member's wallets. There is one (MAIN) until transfers between game wallets exist; its
 * balance is the account balance, in the account's currency.
 */
export const walletModule: GatewayModule = async (app, { store }) => {
  app.get('/wps/wallets/gcs', { schema: { response: answersWith(walletsSchema) }, config: { auth: 'member' } }, async (request, reply) => {
    const { account } = request.member!;
    const currency = store.settings.get('currency');
    const balance = account.balanceCents / 100;
    reply.header('cache-control', 'no-store');
    return ok({
      currency: account.currency,
      currencySymbol: account.currency === currency.code ? currency.symbol : account.currency,
      sumBalance: balance,
      wallets: [{ name: 'MAIN', balance }],
    });
  });
};
