import type { DatabaseSync } from 'node:sqlite';
import type { DepositChannelKind, DepositStatus } from '../../../src/contract/deposit.ts';

export interface DepositChannelRecord {
  code: string;
  /** English name and instructions; other languages live in `deposit_channel_texts`. */
  name: string;
  kind: DepositChannelKind;
  minCents: number;
  maxCents: number;
  presetCents: number[];
  instructions: string;
  enabled: boolean;
  sort: number;
}

/** A channel's text in another language; a null name means the (brand) name reads the same. */
export interface DepositChannelText {
  name: string | null;
  instructions: string;
}

export interface DepositOrderRecord {
  id: number;
  /** `DP20250611000012`: the day it was placed (UTC) and the row id, what support asks for. */
  orderNo: string;
  accountId: number;
  channelCode: string;
  amountCents: number;
  status: DepositStatus;
  createdAt: number;
  /** When the demo reviewer decides the order. */
  reviewAt: number;
  updatedAt: number;
}

interface NewDepositOrder {
  accountId: number;
  channelCode: string;
  amountCents: number;
  now: number;
  reviewAt: number;
}

export interface DepositsRepository {
  /** Enabled channels in display order. */
  channels(): DepositChannelRecord[];
  /** Any channel, enabled or not. */
  channel(code: string): DepositChannelRecord | undefined;
  /** Translations of every channel in one language, by channel code. */
  channelTexts(language: string): Map<string, DepositChannelText>;
  setChannelEnabled(code: string, enabled: boolean): void;
  createOrder(order: NewDepositOrder): DepositOrderRecord;
  findByOrderNo(orderNo: string): DepositOrderRecord | undefined;
  /** Pending orders of the account whose review time has come, oldest first. */
  dueForReview(accountId: number, now: number): DepositOrderRecord[];
  /** pending → approved / rejected; undefined when the order was no longer pending. */
  decide(id: number, status: Exclude<DepositStatus, 'pending'>, now: number): DepositOrderRecord | undefined;
  /** Newest first; `pageNo` starts at 1. */
  page(accountId: number, pageNo: number, pageSize: number): { orders: DepositOrderRecord[]; total: number };
}

function toChannel(row: Record<string, unknown>): DepositChannelRecord {
  const presets: unknown = JSON.parse(String(row.presets));
  return {
    code: String(row.code),
    name: String(row.name),
    kind: String(row.kind) as DepositChannelKind,
    minCents: Number(row.min_cents),
    maxCents: Number(row.max_cents),
    presetCents: Array.isArray(presets) ? presets.map(Number).filter(Number.isSafeInteger) : [],
    instructions: String(row.instructions),
    enabled: Number(row.enabled) === 1,
    sort: Number(row.sort),
  };
}

function toOrder(row: Record<string, unknown>): DepositOrderRecord {
  return {
    id: Number(row.id),
    orderNo: String(row.order_no),
    accountId: Number(row.account_id),
    channelCode: String(row.channel_code),
    amountCents: Number(row.amount_cents),
    status: String(row.status) as DepositStatus,
    createdAt: Number(row.created_at),
    reviewAt: Number(row.review_at),
    updatedAt: Number(row.updated_at),
  };
}

export function orderNumber(id: number, createdAt: number): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `DP${day}${String(id).padStart(6, '0')}`;
}

export function createDepositsRepository(db: DatabaseSync): DepositsRepository {
  const selectChannels = db.prepare('SELECT * FROM deposit_channels WHERE enabled = 1 ORDER BY sort, code');
  const selectChannel = db.prepare('SELECT * FROM deposit_channels WHERE code = ?');
  const selectChannelTexts = db.prepare('SELECT channel_code, name, instructions FROM deposit_channel_texts WHERE language = ?');
  const updateChannel = db.prepare('UPDATE deposit_channels SET enabled = ? WHERE code = ?');
  // The number needs the row id: insert with a placeholder unique to this row, then set it.
  const insert = db.prepare(
    "INSERT INTO deposit_orders (order_no, account_id, channel_code, amount_cents, status, created_at, review_at, updated_at) VALUES ('new:' || ?1 || ':' || ?2 || ':' || random(), ?1, ?3, ?4, 'pending', ?2, ?5, ?2) RETURNING id",
  );
  const setNumber = db.prepare('UPDATE deposit_orders SET order_no = ? WHERE id = ? RETURNING *');
  const selectByNo = db.prepare('SELECT * FROM deposit_orders WHERE order_no = ?');
  const selectDue = db.prepare("SELECT * FROM deposit_orders WHERE account_id = ? AND status = 'pending' AND review_at <= ? ORDER BY id");
  const decide = db.prepare("UPDATE deposit_orders SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending' RETURNING *");
  const selectPage = db.prepare('SELECT * FROM deposit_orders WHERE account_id = ? ORDER BY id DESC LIMIT ? OFFSET ?');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM deposit_orders WHERE account_id = ?');

  return {
    channels: () => selectChannels.all().map((row) => toChannel(row as Record<string, unknown>)),
    channel(code) {
      const row = selectChannel.get(code);
      return row ? toChannel(row as Record<string, unknown>) : undefined;
    },
    channelTexts(language) {
      return new Map(
        selectChannelTexts
          .all(language)
          .map((row) => [String(row.channel_code), { name: row.name === null ? null : String(row.name), instructions: String(row.instructions) }]),
      );
    },
    setChannelEnabled(code, enabled) {
      updateChannel.run(enabled ? 1 : 0, code);
    },
    createOrder(order) {
      const inserted = insert.get(order.accountId, order.now, order.channelCode, order.amountCents, order.reviewAt);
      const id = Number(inserted?.id);
      const row = setNumber.get(orderNumber(id, order.now), id);
      if (!row) throw new Error('Deposit order insert returned nothing');
      return toOrder(row as Record<string, unknown>);
    },
    findByOrderNo(orderNo) {
      const row = selectByNo.get(orderNo);
      return row ? toOrder(row as Record<string, unknown>) : undefined;
    },
    dueForReview: (accountId, now) => selectDue.all(accountId, now).map((row) => toOrder(row as Record<string, unknown>)),
    decide(id, status, now) {
      const row = decide.get(status, now, id);
      return row ? toOrder(row as Record<string, unknown>) : undefined;
    },
    page(accountId, pageNo, pageSize) {
      const orders = selectPage.all(accountId, pageSize, (pageNo - 1) * pageSize).map((row) => toOrder(row as Record<string, unknown>));
      return { orders, total: Number(countAll.get(accountId)?.n ?? 0) };
    },
  };
}
