import { passwordChangeRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { answersWith, nullableNumberSchema, nullableStringSchema, numberSchema, stringSchema } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';

/** Member info (docs/product.md#entities) with the wallet figures and the VIP level. */
const memberInfoSchema = {
  type: 'object',
  required: ['id', 'account', 'nickname', 'type', 'currency', 'currencySymbol', 'sumBalance', 'vipLevel', 'vipName'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    account: stringSchema,
    nickname: stringSchema,
    type: numberSchema,
    currency: stringSchema,
    currencySymbol: stringSchema,
    sumBalance: numberSchema,
    vipLevel: nullableNumberSchema,
    vipName: nullableStringSchema,
  },
} as const;

export const memberModule: GatewayModule = async (app, { store }) => {
  await passwordChangeRoutes(app, store, (routes) => {
    routes.get('/wps/member/info', { schema: { response: answersWith(memberInfoSchema) } }, async (request, reply) => {
      const { account } = request.member;
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
  });
};
