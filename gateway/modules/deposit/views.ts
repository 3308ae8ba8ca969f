import type { FastifyRequest } from 'fastify';

import type { DepositBonus, DepositChannel, DepositOrder, DepositPayment } from '../../../src/contract/deposit.ts';
import { escapeHtml, formatMoney, htmlDocument, type HtmlPage } from '../../lib/html.ts';
import type {
  DepositBonusRecord,
  DepositChannelRecord,
  DepositChannelText,
  DepositOrderRecord,
} from '../../store/repositories/deposits.ts';
import type { Store } from '../../store/store.ts';
import { requestLanguage } from '../content.ts';
import { hoursOf, orderPagePath, payPagePath } from './rules.ts';

export type ChannelTexts = Map<string, DepositChannelText>;

/** `text` is the channel's text in the member's language; without one the English text shows. */
export function channelView(channel: DepositChannelRecord, text: DepositChannelText | undefined): DepositChannel {
  return {
    code: channel.code,
    name: text?.name ?? channel.name,
    method: channel.method,
    min: channel.minCents / 100,
    max: channel.maxCents / 100,
    presets: channel.presetCents.map((cents) => cents / 100),
    instructions: text?.instructions ?? channel.instructions,
    hours: hoursOf(channel),
  };
}

export function bonusView(bonus: DepositBonusRecord): DepositBonus {
  return {
    code: bonus.code,
    title: bonus.title,
    percent: bonus.percent,
    cap: bonus.capCents / 100,
    minDeposit: bonus.minDepositCents / 100,
    firstDepositOnly: bonus.firstDepositOnly,
  };
}

/** The absolute address of this gateway as the browser reached it (the QR code leaves the app). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function paymentView(store: Store, order: DepositOrderRecord, channel: DepositChannelRecord | undefined, origin: string): DepositPayment {
  const method = channel?.method;
  const details = channel?.details ?? {};
  const pending = order.status === 'pending';
  return {
    bankName: method === 'manualTransfer' ? (details.bankName ?? null) : null,
    accountName: method === 'manualTransfer' ? (details.accountName ?? null) : null,
    accountNo: method === 'manualTransfer' ? (details.accountNo ?? null) : null,
    reference: method === 'manualTransfer' || method === 'virtualWallet' ? order.reference : null,
    qrPayload: method === 'qrImage' && pending ? `${origin}${payPagePath(order)}` : null,
    launchUrl: method === 'launchUrl' && pending ? payPagePath(order) : null,
    network: method === 'virtualWallet' ? (details.network ?? null) : null,
    address: method === 'virtualWallet' ? (details.address ?? null) : null,
    receiptUploaded: method === 'manualTransfer' && store.deposits.hasReceipt(order.id),
  };
}

export function orderView(
  store: Store,
  order: DepositOrderRecord,
  origin: string,
  texts: ChannelTexts = new Map(),
  appOrigin = '',
): DepositOrder {
  const channel = store.deposits.channel(order.channelCode);
  const payment = paymentView(store, order, channel, origin);
  // An app on another origin (APP_ORIGINS) is named to the payment page, which then leads back to it.
  if (payment.launchUrl !== null && appOrigin !== '') payment.launchUrl += `?app=${encodeURIComponent(appOrigin)}`;
  return {
    orderNo: order.orderNo,
    channel: order.channelCode,
    channelName: texts.get(order.channelCode)?.name ?? channel?.name ?? order.channelCode,
    method: channel?.method ?? 'launchUrl',
    amount: order.amountCents / 100,
    status: order.status,
    bonusCode: order.bonusCode,
    bonus: order.bonusCents / 100,
    payment,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    expiresAt: order.expiresAt,
  };
}

/**
 * Channel texts in the language of the request (`language` query, else the `Language` header);
 * an empty map for English or a language without texts, so every channel shows in English.
 */
export function channelTexts(store: Store, request: FastifyRequest, query?: string): ChannelTexts {
  return store.deposits.channelTexts(requestLanguage(request, query));
}

const STATE_TEXTS: Record<DepositOrderRecord['status'], string> = {
  pending: 'Waiting for payment',
  approved: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The demo provider's page for an order: its amount and state, and Confirm and Fail while it is pending. */
export function payPage(store: Store, order: DepositOrderRecord, appOrigin = ''): HtmlPage {
  const channel = store.deposits.channel(order.channelCode);
  const money = formatMoney(order.amountCents, store.settings.get('currency').symbol);
  const back = escapeHtml(`${appOrigin}${orderPagePath(order.orderNo)}`);
  const app = appOrigin === '' ? '' : `?app=${encodeURIComponent(appOrigin)}`;
  const action = (name: string) => escapeHtml(`${payPagePath(order)}/${name}${app}`);
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
  return htmlDocument({ title: `Demo payment · ${order.orderNo}`, body, style: '.pay-fail{margin-top:.75rem}' });
}
