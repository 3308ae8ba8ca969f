import type { PayoutCard, WithdrawOrder } from '../../../src/contract/withdraw.ts';
import type { PayoutCardRecord, WithdrawalOrderRecord } from '../../store/repositories/withdrawals.ts';
import { maskAccountNo, methodOf } from './rules.ts';

export function cardView(card: PayoutCardRecord): PayoutCard {
  const method = methodOf(card.method);
  return {
    id: card.id,
    method: card.method,
    methodName: method?.name ?? card.method,
    kind: method?.kind ?? 'bank',
    maskedNo: maskAccountNo(card.accountNo),
    holderName: card.holderName,
    createdAt: card.createdAt,
  };
}

export function orderView(order: WithdrawalOrderRecord): WithdrawOrder {
  return {
    orderNo: order.orderNo,
    amount: order.amountCents / 100,
    fee: order.feeCents / 100,
    payout: (order.amountCents - order.feeCents) / 100,
    method: order.method,
    methodName: methodOf(order.method)?.name ?? order.method,
    maskedNo: maskAccountNo(order.accountNo),
    status: order.status,
    reason: order.reason,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}
