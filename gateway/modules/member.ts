import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../lib/envelope.ts';
import type { GatewayContext } from '../http/context.ts';

export const memberModule: FastifyPluginAsync<GatewayContext> = async (app, { store }) => {
  app.get('/wps/member/info', { config: { auth: 'password-change' } }, async (request, reply) => {
    const { account } = request.member!;
    const currency = store.settings.get('currency');
    const vip = store.vip.levelOf(account.id);
    // Personal data: never stored by shared caches or the service worker.
    reply.header('cache-control', 'no-store');
    return ok({
      id: account.id,
      account: account.username,
      nickname: account.nickname,
      type: account.type,
      currency: account.currency,
      currencySymbol: account.currency === currency.code ? currency.symbol : account.currency,
      sumBalance: account.balanceCents / 100,
      // Null when the member has no VIP level; the app then shows none.
      vipLevel: vip?.level ?? null,
      vipName: vip?.name ?? null,
    });
  });
};
