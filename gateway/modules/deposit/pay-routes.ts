import type { GatewayModule } from '../../http/context.ts';
import { installFormBodyParser, installHtmlErrorHandler } from '../../http/html-pages.ts';
import { GatewayError } from '../../lib/errors.ts';
import { sendHtml } from '../../lib/html.ts';
import type { DepositOrderRecord } from '../../store/repositories/deposits.ts';
import type { Store } from '../../store/store.ts';
import { assertMayDeposit } from '../kyc/gates.ts';
import { assertNotExcluded } from '../responsible/guards.ts';
import { orderPagePath, settleOrder } from './rules.ts';
import { actionParamsSchema, payQuerySchema, tokenParamsSchema } from './schemas.ts';
import { payPage } from './views.ts';

/** The order a payment page serves: a provider-paid (launch URL or QR) order with that token. */
function payableOrder(store: Store, token: string): DepositOrderRecord {
  store.deposits.expireDue(Date.now());
  const order = store.deposits.findByPayToken(token);
  const method = order ? store.deposits.channel(order.channelCode)?.method : undefined;
  if (!order || (method !== 'launchUrl' && method !== 'qrImage')) throw new GatewayError('deposit.not.found');
  // The page of an excluded member's order offers nothing to pay (docs/product.md#responsible-gaming).
  assertNotExcluded(store, order.accountId, Date.now());
  return order;
}

/**
 * The demo payment provider (gateway/README.md "Deposit"): the page a launch-URL channel sends
 * the member to and a QR code opens, with Confirm and Fail buttons that settle the order as a
 * provider's callback would, then send the browser back to the order's page in the app. Plain
 * forms, no script: the gateway's strict policy (form-action 'self') holds as it is.
 */
export const depositPagesModule: GatewayModule = async (app, { store, config }) => {
  // The app that opened the page, when it is served from another origin (APP_ORIGINS): the page's
  // way back leads there. Anything else is this origin's app.
  const appOrigin = (named: string | undefined) => (named !== undefined && config.appOrigins.includes(named) ? named : '');

  installFormBodyParser(app);
  installHtmlErrorHandler(app, { homeLink: '/m/voucherCenter' });

  app.get(
    '/lgw/pay/:token',
    { schema: { params: tokenParamsSchema, querystring: payQuerySchema }, exposeHeadRoute: false },
    async (request, reply) => {
      const order = payableOrder(store, request.params.token);
      return sendHtml(reply, 200, payPage(store, order, appOrigin(request.query.app)));
    },
  );

  // A decision on an order no longer pending changes nothing: the app's order page shows its state.
  app.post('/lgw/pay/:token/:action', { schema: { params: actionParamsSchema, querystring: payQuerySchema } }, async (request, reply) => {
    const order = payableOrder(store, request.params.token);
    if (request.params.action === 'confirm') assertMayDeposit(store, order.accountId);
    settleOrder(store, order, request.params.action === 'confirm' ? 'approved' : 'failed');
    reply.header('cache-control', 'no-store');
    return reply
      .code(303)
      .header('location', `${appOrigin(request.query.app)}${orderPagePath(order.orderNo)}`)
      .send();
  });
};
