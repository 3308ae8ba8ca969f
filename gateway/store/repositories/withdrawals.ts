import type { DatabaseSync } from 'node:sqlite';

import type { WithdrawStatus } from '../../../src/contract/withdraw.ts';

/** A member's saved bank account or e-wallet (gateway/README.md "Withdraw"). */
export interface PayoutCardRecord {
  id: number;
  accountId: number;
  method: string;
  accountNo: string;
  holderName: string;
  createdAt: number;
}

export interface WithdrawalOrderRecord {
  id: number;
  /** `WD20250611000012`: the day it was placed (UTC) and the row id, what support asks for. */
  orderNo: string;
  accountId: number;
  method: string;
  accountNo: string;
  holderName: string;
  amountCents: number;
  feeCents: number;
  status: WithdrawStatus;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A credited promotion bonus and what has been bet since it reached the wallet. */
interface CreditedBonus {
  promotionId: number;
  code: string;
  title: string;
  bonusCents: number;
  creditedAt: number;
  betCentsSince: number;
}

interface NewOrder {
  accountId: number;
  card: PayoutCardRecord;
  amountCents: number;
  feeCents: number;
  now: number;
}

export interface WithdrawalsRepository {
  /** The scrypt hash of the member's payment password (accounts.payment_password_hash), or null. */
  paymentPasswordHash(accountId: number): string | null;
  setPaymentPasswordHash(accountId: number, hash: string): void;
  cards(accountId: number): PayoutCardRecord[];
  card(accountId: number, id: number): PayoutCardRecord | undefined;
  /** Undefined when the member already saved that number for that method. */
  addCard(card: Omit<PayoutCardRecord, 'id'>): PayoutCardRecord | undefined;
  removeCard(accountId: number, id: number): boolean;
  createOrder(order: NewOrder): WithdrawalOrderRecord;
  findByOrderNo(orderNo: string): WithdrawalOrderRecord | undefined;
  /** Moves an order on only from `from`; undefined when it was no longer there (a concurrent decision). */
  setStatus(id: number, from: WithdrawStatus, to: WithdrawStatus, reason: string | null, now: number): WithdrawalOrderRecord | undefined;
  /** Newest first; `pageNo` starts at 1. */
  page(accountId: number, pageNo: number, pageSize: number): { orders: WithdrawalOrderRecord[]; total: number };
  /** Every member's orders for the operator, newest first, in one state or all of them. */
  operatorPage(status: WithdrawStatus | undefined, pageNo: number, pageSize: number): { orders: WithdrawalOrderRecord[]; total: number };
  /** Bonuses paid into the wallet, oldest first, with real-money bets (games and lottery) since each. */
  creditedBonuses(accountId: number): CreditedBonus[];
}

function toCard(row: Record<string, unknown>): PayoutCardRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    method: String(row.method),
    accountNo: String(row.account_no),
    holderName: String(row.holder_name),
    createdAt: Number(row.created_at),
  };
}

function toOrder(row: Record<string, unknown>): WithdrawalOrderRecord {
  return {
    id: Number(row.id),
    orderNo: String(row.order_no),
    accountId: Number(row.account_id),
    method: String(row.method),
    accountNo: String(row.account_no),
    holderName: String(row.holder_name),
    amountCents: Number(row.amount_cents),
    feeCents: Number(row.fee_cents),
    status: String(row.status) as WithdrawStatus,
    reason: row.reason === null || row.reason === undefined ? null : String(row.reason),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function withdrawalNumber(id: number, createdAt: number): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `WD${day}${String(id).padStart(6, '0')}`;
}

export function createWithdrawalsRepository(db: DatabaseSync): WithdrawalsRepository {
  const selectCards = db.prepare('SELECT * FROM payout_cards WHERE account_id = ? ORDER BY id');
  const selectCard = db.prepare('SELECT * FROM payout_cards WHERE account_id = ? AND id = ?');
  const insertCard = db.prepare(
    'INSERT INTO payout_cards (account_id, method, account_no, holder_name, created_at) VALUES (?, ?, ?, ?, ?) ' +
      'ON CONFLICT (account_id, method, account_no) DO NOTHING RETURNING *',
  );
  const deleteCard = db.prepare('DELETE FROM payout_cards WHERE account_id = ? AND id = ?');
  // The number needs the row id: insert with a placeholder unique to this row, then set it.
  const insertOrder = db.prepare(
    'INSERT INTO withdrawal_orders (order_no, account_id, method, account_no, holder_name, amount_cents, fee_cents, status, created_at, updated_at) ' +
      "VALUES ('new:' || ?1 || ':' || ?2 || ':' || random(), ?1, ?3, ?4, ?5, ?6, ?7, 'pending', ?2, ?2) RETURNING id",
  );
  const setNumber = db.prepare('UPDATE withdrawal_orders SET order_no = ? WHERE id = ? RETURNING *');
  const selectByNo = db.prepare('SELECT * FROM withdrawal_orders WHERE order_no = ?');
  const updateStatus = db.prepare(
    'UPDATE withdrawal_orders SET status = ?, reason = ?, updated_at = ? WHERE id = ? AND status = ? RETURNING *',
  );
  const selectPage = db.prepare('SELECT * FROM withdrawal_orders WHERE account_id = ? ORDER BY id DESC LIMIT ? OFFSET ?');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM withdrawal_orders WHERE account_id = ?');
  // `?1 IS NULL` lets one statement serve one state and all of them.
  const selectOperatorPage = db.prepare(
    'SELECT * FROM withdrawal_orders WHERE (?1 IS NULL OR status = ?1) ORDER BY id DESC LIMIT ?2 OFFSET ?3',
  );
  const countOperator = db.prepare('SELECT COUNT(*) AS n FROM withdrawal_orders WHERE (?1 IS NULL OR status = ?1)');
  const selectBonuses = db.prepare(`
    SELECT a.promotion_id, p.code, p.title, a.bonus_cents, a.credited_at,
      COALESCE((SELECT SUM(r.bet_cents) FROM game_rounds r WHERE r.account_id = a.account_id AND r.free_play = 0 AND r.created_at >= a.credited_at), 0)
      + COALESCE((SELECT SUM(l.stake_cents) FROM lottery_bets l WHERE l.account_id = a.account_id AND l.created_at >= a.credited_at), 0) AS bet_cents
    FROM promotion_applications a JOIN promotions p ON p.id = a.promotion_id
    WHERE a.account_id = ? AND a.credited_at IS NOT NULL AND a.bonus_cents > 0
    ORDER BY a.credited_at, a.id
  `);

  const selectPaymentHash = db.prepare('SELECT payment_password_hash AS hash FROM accounts WHERE id = ?');
  const updatePaymentHash = db.prepare('UPDATE accounts SET payment_password_hash = ? WHERE id = ?');

  return {
    paymentPasswordHash(accountId) {
      const hash = selectPaymentHash.get(accountId)?.hash;
      return typeof hash === 'string' && hash !== '' ? hash : null;
    },
    setPaymentPasswordHash(accountId, hash) {
      updatePaymentHash.run(hash, accountId);
    },
    cards: (accountId) => selectCards.all(accountId).map((row) => toCard(row as Record<string, unknown>)),
    card(accountId, id) {
      const row = selectCard.get(accountId, id);
      return row ? toCard(row as Record<string, unknown>) : undefined;
    },
    addCard(card) {
      const row = insertCard.get(card.accountId, card.method, card.accountNo, card.holderName, card.createdAt);
      return row ? toCard(row as Record<string, unknown>) : undefined;
    },
    removeCard(accountId, id) {
      return Number(deleteCard.run(accountId, id).changes) > 0;
    },
    createOrder({ accountId, card, amountCents, feeCents, now }) {
      const inserted = insertOrder.get(accountId, now, card.method, card.accountNo, card.holderName, amountCents, feeCents);
      const id = Number(inserted?.id);
      const row = setNumber.get(withdrawalNumber(id, now), id);
      if (!row) throw new Error('Withdrawal order insert returned nothing');
      return toOrder(row as Record<string, unknown>);
    },
    findByOrderNo(orderNo) {
      const row = selectByNo.get(orderNo);
      return row ? toOrder(row as Record<string, unknown>) : undefined;
    },
    setStatus(id, from, to, reason, now) {
      const row = updateStatus.get(to, reason, now, id, from);
      return row ? toOrder(row as Record<string, unknown>) : undefined;
    },
    page(accountId, pageNo, pageSize) {
      const orders = selectPage.all(accountId, pageSize, (pageNo - 1) * pageSize).map((row) => toOrder(row as Record<string, unknown>));
      return { orders, total: Number(countAll.get(accountId)?.n ?? 0) };
    },
    operatorPage(status, pageNo, pageSize) {
      const orders = selectOperatorPage
        .all(status ?? null, pageSize, (pageNo - 1) * pageSize)
        .map((row) => toOrder(row as Record<string, unknown>));
      return { orders, total: Number(countOperator.get(status ?? null)?.n ?? 0) };
    },
    creditedBonuses(accountId) {
      return selectBonuses.all(accountId).map((row) => ({
        promotionId: Number(row.promotion_id),
        code: String(row.code),
        title: String(row.title),
        bonusCents: Number(row.bonus_cents),
        creditedAt: Number(row.credited_at),
        betCentsSince: Number(row.bet_cents),
      }));
    },
  };
}
