import type { GatewayModule } from '../http/context.ts';
import { installFormBodyParser, installHtmlErrorHandler } from '../http/html-pages.ts';
import { GatewayError } from '../lib/errors.ts';
import { escapeHtml, formatMoney, htmlDocument, sendHtml } from '../lib/html.ts';
import type { DepositOrderRecord } from '../store/repositories/deposits.ts';
import type { Store } from '../store/store.ts';
import { orderPagePath, payPagePath, settleOrder } from './deposit.ts';

const tokenParamsSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
} as const;

const actionParamsSchema = {
  type: 'object',
  required: ['token', 'action'],
  properties: { ...tokenParamsSchema.properties, action: { enum: ['confirm', 'fail'] } },
} as const;

const STATE_TEXTS: Record<DepositOrderRecord['status'], string> = {
  pending: 'Waiting for payment',
  approved: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The order a payment page serves: a provider-paid (launch URL or QR) order with that token. */
function payableOrder(store: Store, token: string): DepositOrderRecord {
  store.deposits.expireDue(Date.now());
  const order = store.deposits.findByPayToken(token);
  const method = order ? store.deposits.channel(order.channelCode)?.method : undefined;
  if (!order || (method !== 'launchUrl' && method !== 'qrImage')) throw new GatewayError('deposit.not.found');
  return order;
}

/**
 * The demo payment provider (gateway/README.md "Deposit"): the page a launch-URL channel sends
 * the member to and a QR code opens, with Confirm and Fail buttons that settle the order as a
 * provider's callback would, then send the browser back to the order's page in the app. Plain
 * forms, no script: the gateway's strict policy (form-action 'self') holds as it is.
 */
export const depositPagesModule: GatewayModule = async (app, { store }) => {
  installFormBodyParser(app);
  installHtmlErrorHandler(app, { homeLink: '/m/voucherCenter' });

  app.get('/lgw/pay/:token', { schema: { params: tokenParamsSchema }, exposeHeadRoute: false }, async (request, reply) => {
    const order = payableOrder(store, request.params.token);
    const channel = store.deposits.channel(order.channelCode);
    const money = formatMoney(order.amountCents, store.settings.get('currency').symbol);
    const back = escapeHtml(orderPagePath(order.orderNo));
    const action = (name: string) => escapeHtml(`${payPagePath(order)}/${name}`);
    const pending = order.status === 'pending';
    const body = `<h1>Demo payment</h1>
<div class="card">
<p class="muted">${escapeHtml(channel?.name ?? order.channelCode)} · ${escapeHtml(order.orderNo)}</p>
<p class="amount" data-testid="pay-amount">${escapeHtml(money)}</p>
<p data-testid="pay-state">${escapeHtml(STATE_TEXTS[order.status])}</p>
</div>
${
  pending
    ? `<p class="muted">A test provider: nothing is charged. Confirm pays the order, Fail declines it.</p>
<form method="post" action="${action('confirm')}"><button type="submit">Confirm payment</button></form>
<form method="post" action="${action('fail')}" class="pay-fail"><button type="submit">Fail payment</button></form>`
    : ''
}
<p><a href="${back}">Back to the app</a></p>`;
    return sendHtml(reply, 200, htmlDocument({ title: `Demo payment · ${order.orderNo}`, body, style: '.pay-fail{margin-top:.75rem}' }));
  });

  // A decision on an order no longer pending changes nothing: the app's order page shows its state.
  app.post('/lgw/pay/:token/:action', { schema: { params: actionParamsSchema } }, async (request, reply) => {
    const order = payableOrder(store, request.params.token);
    settleOrder(store, order, request.params.action === 'confirm' ? 'approved' : 'failed');
    reply.header('cache-control', 'no-store');
    return reply.code(303).header('location', orderPagePath(order.orderNo)).send();
  });
};
