import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../lib/envelope.ts';
import type { GatewayContext } from '../http/context.ts';

/**
 * The member's wallets. There is one (MAIN) until transfers between game wallets exist; its
 * balance is the account balance, in the account's currency.
 */
export const walletModule: FastifyPluginAsync<GatewayContext> = async (app, { store }) => {
  app.get('/wps/wallets/gcs', { config: { auth: 'member' } }, async (request, reply) => {
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
