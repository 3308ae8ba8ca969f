import type { FastifyReply } from 'fastify';

import type {
  PaymentPasswordState,
  PayoutCards,
  TurnoverRequirement,
  WithdrawInfo,
  WithdrawOrderPage,
  WithdrawStatus,
} from '../../../src/contract/withdraw.ts';
import { memberRoutes } from '../../http/auth.ts';
import type { GatewayApp, GatewayModule } from '../../http/context.ts';
import { BRAKES, rateLimited } from '../../http/rate-limits.ts';
import { answersWith, languageQuerySchema, pageQuery, wirePage } from '../../http/schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import { oneAtATime } from '../../lib/one-at-a-time.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AccountRecord } from '../../store/repositories/accounts.ts';
import type { WithdrawalOrderRecord } from '../../store/repositories/withdrawals.ts';
import type { Store } from '../../store/store.ts';
import { requestLanguage } from '../content.ts';
import { amountInCents } from '../deposit/rules.ts';
import { assertKycAllows } from '../kyc/gates.ts';
import { requireRealMember } from '../promotions.ts';
import {
  DEFAULT_ORDERS_PAGE_SIZE,
  MAX_CARDS,
  methodOf,
  NEXT_STATES,
  normaliseAccountNo,
  PAYMENT_PASSWORD,
  PAYOUT_METHODS,
  sameName,
  withdrawalFeeCents,
} from './rules.ts';
import {
  addCardBodySchema,
  adminDecisionSchema,
  cardsSchema,
  infoSchema,
  operatorOrderPageSchema,
  operatorOrdersQuerySchema,
  orderPageSchema,
  orderSchema,
  ordersQuerySchema,
  passwordStateSchema,
  removeCardBodySchema,
  setPasswordBodySchema,
  withdrawBodySchema,
} from './schemas.ts';
import { cardView, orderView } from './views.ts';

/**
 * Bonuses whose turnover is not met yet and the part of the balance they hold back. A bonus is
 * locked until the bets placed since it was paid reach its multiple (settings `withdraw.turnover`).
 * Each is named by its promotion's title in the request's language, as the promotion list names it
 * (English where the promotion has no text in that language).
 */
function turnoverState(store: Store, account: AccountRecord, language: string): { turnover: TurnoverRequirement[]; lockedCents: number } {
  const multiples = store.settings.get('withdraw').turnover;
  const titles = store.promotions.texts(language);
  const turnover: TurnoverRequirement[] = [];
  let lockedCents = 0;
  for (const bonus of store.withdrawals.creditedBonuses(account.id)) {
    const multiple = multiples[bonus.code] ?? 0;
    const requiredCents = Math.round(bonus.bonusCents * multiple);
    if (requiredCents <= 0 || bonus.betCentsSince >= requiredCents) continue;
    lockedCents += bonus.bonusCents;
    turnover.push({
      promotionId: bonus.promotionId,
      title: titles.get(bonus.promotionId)?.title ?? bonus.title,
      bonus: bonus.bonusCents / 100,
      required: requiredCents / 100,
      done: bonus.betCentsSince / 100,
    });
  }
  return { turnover, lockedCents: Math.min(lockedCents, account.balanceCents) };
}

function noStore<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', 'no-store');
  return ok(value);
}

/** The member's payee name (registration's payeeName), if any. */
function payeeNameOf(store: Store, accountId: number): string | null {
  const name = store.accounts.details(accountId).payeeName?.trim();
  return name ? name : null;
}

/**
 * Bank cards and e-wallets, the payment password and withdrawal orders (gateway/README.md
 * "Withdraw"). Every money movement is one SQLite transaction that re-reads the balance, so
 * parallel orders cannot take more than is available.
 */
export const withdrawModule: GatewayModule = async (app, { config, store }) => {
  // Guessing a 6-digit password is the threat (gateway/README.md "Limits and timeouts"): wrong ones
  // are counted per member in the database, whatever RATE_LIMITS says. A member's checks run one
  // at a time and each is counted before its hash is computed (given back when it is right), so
  // parallel requests see every earlier guess, and a restart or a kill mid-check loses none.
  const oneCheckAtATime = oneAtATime();

  function checkPaymentPassword(account: AccountRecord, password: string, reply: FastifyReply): Promise<void> {
    const key = String(account.id);
    return oneCheckAtATime(key, async () => {
      const hash = store.withdrawals.paymentPasswordHash(account.id);
      if (hash === null) throw new GatewayError('payment.password.unset');
      const wait = store.attempts.take('payment-password', key, BRAKES.paymentPassword, Date.now());
      if (wait > 0) throw rateLimited(reply, wait);
      if (!(await verifyPassword(password, hash))) throw new GatewayError('payment.password.invalid');
      store.attempts.refund('payment-password', key);
    });
  }

  const cardsAnswer = (account: AccountRecord): PayoutCards => ({
    list: store.withdrawals.cards(account.id).map(cardView),
    methods: [...PAYOUT_METHODS],
    payeeName: payeeNameOf(store, account.id),
    paymentPasswordSet: store.withdrawals.paymentPasswordHash(account.id) !== null,
    maxCards: MAX_CARDS,
  });

  await memberRoutes(app, store, (routes) => {
    routes.get('/wps/member/paymentPassword', { schema: { response: answersWith(passwordStateSchema) } }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      return noStore<PaymentPasswordState>(reply, { set: store.withdrawals.paymentPasswordHash(account.id) !== null });
    });

    routes.post(
      '/wps/member/paymentPassword',
      { schema: { body: setPasswordBodySchema, response: answersWith(passwordStateSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const body = request.body;
        if (!PAYMENT_PASSWORD.test(body.newPaymentPassword)) throw new GatewayError('payment.password.format');
        if (body.newPaymentPassword !== body.confirmPaymentPassword) throw new GatewayError('password.mismatch');
        if (store.withdrawals.paymentPasswordHash(account.id) === null) {
          // The first one is confirmed with the login password: a borrowed unlocked phone alone
          // must not be enough to protect cards with a password the owner does not know.
          if (!body.loginPassword) throw new GatewayError('request.invalid', { message: 'body must have property loginPassword' });
          if (!(await verifyPassword(body.loginPassword, account.passwordHash))) throw new GatewayError('password.old.invalid');
        } else {
          if (!body.oldPaymentPassword)
            throw new GatewayError('request.invalid', { message: 'body must have property oldPaymentPassword' });
          await checkPaymentPassword(account, body.oldPaymentPassword, reply);
          if (body.oldPaymentPassword === body.newPaymentPassword) throw new GatewayError('password.same');
        }
        store.withdrawals.setPaymentPasswordHash(account.id, await hashPassword(body.newPaymentPassword, config.scryptCost));
        return noStore<PaymentPasswordState>(reply, { set: true });
      },
    );

    routes.get('/wps/withdraw/cards', { schema: { response: answersWith(cardsSchema) } }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      return noStore(reply, cardsAnswer(account));
    });

    routes.post(
      '/wps/withdraw/cards',
      { schema: { body: addCardBodySchema, response: answersWith(cardsSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const method = methodOf(request.body.method);
        if (!method) throw new GatewayError('card.method.invalid');
        const accountNo = normaliseAccountNo(request.body.accountNo);
        if (!new RegExp(method.pattern).test(accountNo))
          throw new GatewayError('card.number.invalid', { value: { example: method.example } });
        const holderName = request.body.holderName.trim().replace(/\s+/g, ' ');
        const payeeName = payeeNameOf(store, account.id);
        if (payeeName !== null && !sameName(payeeName, holderName)) throw new GatewayError('card.holder.mismatch');
        if (payeeName === null) {
          const rule = store.settings.get('registerRules').payeeName;
          if (rule?.acceptedPattern && !new RegExp(rule.acceptedPattern).test(holderName)) throw new GatewayError('card.holder.mismatch');
        }
        await checkPaymentPassword(account, request.body.paymentPassword, reply);
        store.transaction(() => {
          if (store.withdrawals.cards(account.id).length >= MAX_CARDS) throw new GatewayError('card.limit');
          // A member without a payee name gets the first card's: every later card must match it.
          if (payeeName === null) store.accounts.setDetails(account.id, { payeeName: holderName });
          const added = store.withdrawals.addCard({
            accountId: account.id,
            method: method.code,
            accountNo,
            holderName: payeeName ?? holderName,
            createdAt: Date.now(),
          });
          if (!added) throw new GatewayError('card.exists');
        });
        return noStore(reply, cardsAnswer(account));
      },
    );

    routes.post(
      '/wps/withdraw/cards/remove',
      { schema: { body: removeCardBodySchema, response: answersWith(cardsSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        if (!store.withdrawals.card(account.id, request.body.id)) throw new GatewayError('card.not.found');
        await checkPaymentPassword(account, request.body.paymentPassword, reply);
        if (!store.withdrawals.removeCard(account.id, request.body.id)) throw new GatewayError('card.not.found');
        return noStore(reply, cardsAnswer(account));
      },
    );

    routes.get(
      '/wps/withdraw/info',
      { schema: { querystring: languageQuerySchema, response: answersWith(infoSchema) } },
      async (request, reply) => {
        const { account: sessionAccount } = request.member;
        requireRealMember(sessionAccount);
        // The session's copy of the account may be older than the balance: read it now.
        const account = store.accounts.findById(sessionAccount.id) ?? sessionAccount;
        const settings = store.settings.get('withdraw');
        const { turnover, lockedCents } = turnoverState(store, account, requestLanguage(request, request.query.language));
        return noStore<WithdrawInfo>(reply, {
          currencySymbol: store.settings.get('currency').symbol,
          balance: account.balanceCents / 100,
          locked: lockedCents / 100,
          available: (account.balanceCents - lockedCents) / 100,
          min: settings.min,
          max: settings.max,
          feePercent: settings.feePercent,
          feeMin: settings.feeMin,
          turnover,
          paymentPasswordSet: store.withdrawals.paymentPasswordHash(account.id) !== null,
          cards: store.withdrawals.cards(account.id).map(cardView),
        });
      },
    );

    routes.post(
      '/wps/withdraw/orders',
      { schema: { body: withdrawBodySchema, response: answersWith(orderSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        assertKycAllows(store, account, 'withdraw');
        const cents = amountInCents(request.body.amount);
        if (cents === undefined) throw new GatewayError('request.invalid', { message: 'body/amount must have at most 2 decimals' });
        const settings = store.settings.get('withdraw');
        const limits = { min: settings.min, max: settings.max };
        const feeCents = withdrawalFeeCents(cents, settings.feePercent, Math.round(settings.feeMin * 100));
        if (cents < Math.round(settings.min * 100) || cents > Math.round(settings.max * 100) || feeCents >= cents) {
          throw new GatewayError('withdraw.amount.invalid', { value: limits });
        }
        const card = store.withdrawals.card(account.id, request.body.cardId);
        if (!card) throw new GatewayError('card.not.found');
        await checkPaymentPassword(account, request.body.paymentPassword, reply);
        // One synchronous transaction from the balance read to the ledger row: requests that arrived
        // together are serialised here, each sees the balance the one before it left.
        const order = store.transaction(() => {
          const current = store.accounts.findById(account.id);
          if (!current) throw new GatewayError('member.disabled');
          const { turnover, lockedCents } = turnoverState(store, current, requestLanguage(request));
          if (cents > current.balanceCents) throw new GatewayError('balance.insufficient');
          if (cents > current.balanceCents - lockedCents) {
            throw new GatewayError('withdraw.turnover.unmet', {
              value: { available: (current.balanceCents - lockedCents) / 100, turnover },
            });
          }
          const now = Date.now();
          const balance = store.accounts.changeBalance(current.id, -cents);
          if (balance === undefined) throw new GatewayError('balance.insufficient');
          const placed = store.withdrawals.createOrder({ accountId: current.id, card, amountCents: cents, feeCents, now });
          store.ledger.record({
            accountId: current.id,
            kind: 'withdrawal',
            amountCents: -cents,
            balanceAfterCents: balance,
            reference: `withdrawal:${placed.orderNo}`,
            createdAt: now,
          });
          return placed;
        });
        return noStore(reply, orderView(order));
      },
    );

    routes.get(
      '/wps/withdraw/orders',
      { schema: { querystring: ordersQuerySchema, response: answersWith(orderPageSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const paging = pageQuery(request.query, DEFAULT_ORDERS_PAGE_SIZE);
        const { orders, total } = store.withdrawals.page(account.id, paging.pageNo, paging.pageSize);
        const page: WithdrawOrderPage = wirePage(orders.map(orderView), total, paging);
        return noStore(reply, page);
      },
    );
  });
};

/**
 * Moves an order on. A rejection credits the amount back with a reversing 'withdrawal' ledger row
 * in the same transaction as the status, so the wallet and the account record always agree.
 */
function decideWithdrawal(
  store: Store,
  orderNo: string,
  to: Exclude<WithdrawStatus, 'pending'>,
  reason: string | null,
  now = Date.now(),
): WithdrawalOrderRecord {
  return store.transaction(() => {
    const order = store.withdrawals.findByOrderNo(orderNo);
    if (!order) throw new GatewayError('withdraw.not.found');
    if (!NEXT_STATES[order.status].includes(to)) throw new GatewayError('withdraw.status.invalid', { value: { status: order.status } });
    const decided = store.withdrawals.setStatus(order.id, order.status, to, to === 'rejected' ? reason : null, now);
    if (!decided) throw new GatewayError('withdraw.status.invalid');
    if (to === 'rejected') {
      const balance = store.accounts.changeBalance(order.accountId, order.amountCents);
      if (balance === undefined) throw new Error(`No account ${order.accountId} for a returned withdrawal`);
      store.ledger.record({
        accountId: order.accountId,
        kind: 'withdrawal',
        amountCents: order.amountCents,
        balanceAfterCents: balance,
        reference: `withdrawal-returned:${order.orderNo}`,
        createdAt: now,
      });
    }
    return decided;
  });
}

/** Operator routes, registered inside the admin module (its Admin-Token check applies). */
export function withdrawAdminRoutes(app: GatewayApp, store: Store): void {
  // The orders to decide on (status=pending) or any state, every member's, newest first.
  app.get(
    '/admin/withdrawals',
    { schema: { querystring: operatorOrdersQuerySchema, response: answersWith(operatorOrderPageSchema) } },
    async (request) => {
      const paging = pageQuery(request.query, DEFAULT_ORDERS_PAGE_SIZE);
      const { orders, total } = store.withdrawals.operatorPage(request.query.status, paging.pageNo, paging.pageSize);
      const list = orders.map((order) => ({ ...orderView(order), account: store.accounts.findById(order.accountId)?.username ?? '' }));
      return ok(wirePage(list, total, paging));
    },
  );

  app.put('/admin/withdrawals/:orderNo', { schema: { ...adminDecisionSchema, response: answersWith(orderSchema) } }, async (request) => {
    const { status, reason } = request.body;
    if (status === 'rejected' && !reason?.trim())
      throw new GatewayError('request.invalid', { message: 'body/reason is required to reject' });
    return ok(orderView(decideWithdrawal(store, request.params.orderNo, status, reason?.trim() ?? null)));
  });
}
