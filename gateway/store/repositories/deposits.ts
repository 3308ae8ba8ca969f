import type { DatabaseSync } from 'node:sqlite';

import type { DepositMethod, DepositStatus } from '../../../src/contract/deposit.ts';

interface DepositChannelDetails {
  bankName?: string;
  accountName?: string;
  accountNo?: string;
  network?: string;
  address?: string;
}

export interface DepositChannelRecord {
  code: string;
  /** English name and instructions; other languages live in `deposit_channel_texts`. */
  name: string;
  method: DepositMethod;
  minCents: number;
  maxCents: number;
  presetCents: number[];
  instructions: string;
  /** "HH:MM" on the operator's clock; both null for all day. */
  openTime: string | null;
  closeTime: string | null;
  details: DepositChannelDetails;
  enabled: boolean;
  sort: number;
}

/** A channel's text in another language; a null name means the (brand) name reads the same. */
export interface DepositChannelText {
  name: string | null;
  instructions: string;
}

export interface DepositBonusRecord {
  code: string;
  /** In the language asked for: the running promotion's title, else the bonus's own. */
  title: string;
  percent: number;
  capCents: number;
  minDepositCents: number;
  firstDepositOnly: boolean;
  codeOnly: boolean;
  oncePerMember: boolean;
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
  updatedAt: number;
  expiresAt: number;
  /** Names the order's payment page and QR payload (unguessable). */
  payToken: string;
  /** The remark a manual transfer carries. */
  reference: string;
  bonusCode: string | null;
  bonusCents: number;
}

interface NewDepositOrder {
  accountId: number;
  channelCode: string;
  amountCents: number;
  now: number;
  expiresAt: number;
  payToken: string;
  reference: string;
  bonusCode: string | null;
}

interface DepositReceipt {
  mime: 'image/png' | 'image/jpeg';
  image: Uint8Array;
  uploadedAt: number;
}

export interface DepositsRepository {
  /** Enabled channels in display order. */
  channels(): DepositChannelRecord[];
  /** Any channel, enabled or not. */
  channel(code: string): DepositChannelRecord | undefined;
  /** Translations of every channel in one language, by channel code. */
  channelTexts(language: string): Map<string, DepositChannelText>;
  setChannelEnabled(code: string, enabled: boolean): void;
  setChannelHours(code: string, hours: { open: string; close: string } | null): void;
  /** Enabled bonuses in display order, titled in `language`; a linked promotion must be running at `now`. */
  bonuses(language: string, now: number): DepositBonusRecord[];
  createOrder(order: NewDepositOrder): DepositOrderRecord;
  findByOrderNo(orderNo: string): DepositOrderRecord | undefined;
  findByPayToken(token: string): DepositOrderRecord | undefined;
  /** pending → expired for every order whose time is up; answers how many. */
  expireDue(now: number): number;
  /**
   * pending → another state, in one guarded statement: undefined when the order was no longer
   * pending (a second confirm, a confirm after a cancel), so a decision happens once.
   */
  settle(id: number, status: Exclude<DepositStatus, 'pending'>, now: number, bonusCents?: number): DepositOrderRecord | undefined;
  /** Newest first; `pageNo` starts at 1. */
  page(accountId: number, pageNo: number, pageSize: number): { orders: DepositOrderRecord[]; total: number };
  /** Every member's orders, optionally of one state, newest first (the operator's list). */
  all(status: DepositStatus | undefined, pageNo: number, pageSize: number): { orders: DepositOrderRecord[]; total: number };
  /** Whether the account has an approved deposit other than `exceptId`, optionally with that bonus. */
  hasApproved(accountId: number, exceptId: number, bonusCode?: string): boolean;
  saveReceipt(orderId: number, receipt: DepositReceipt): void;
  receipt(orderId: number): DepositReceipt | undefined;
  hasReceipt(orderId: number): boolean;
}

const METHODS: readonly DepositMethod[] = ['manualTransfer', 'qrImage', 'launchUrl', 'virtualWallet'];

function parseDetails(text: unknown): DepositChannelDetails {
  try {
    const parsed: unknown = JSON.parse(String(text));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const details: DepositChannelDetails = {};
    for (const key of ['bankName', 'accountName', 'accountNo', 'network', 'address'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') details[key] = value;
    }
    return details;
  } catch {
    return {};
  }
}

function toChannel(row: Record<string, unknown>): DepositChannelRecord {
  const presets: unknown = JSON.parse(String(row.presets));
  const method = String(row.method) as DepositMethod;
  return {
    code: String(row.code),
    name: String(row.name),
    method: METHODS.includes(method) ? method : 'launchUrl',
    minCents: Number(row.min_cents),
    maxCents: Number(row.max_cents),
    presetCents: Array.isArray(presets) ? presets.map(Number).filter(Number.isSafeInteger) : [],
    instructions: String(row.instructions),
    openTime: row.open_time === null ? null : String(row.open_time),
    closeTime: row.close_time === null ? null : String(row.close_time),
    details: parseDetails(row.details),
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
    updatedAt: Number(row.updated_at),
    expiresAt: Number(row.expires_at),
    payToken: String(row.pay_token),
    reference: String(row.reference),
    bonusCode: row.bonus_code === null ? null : String(row.bonus_code),
    bonusCents: Number(row.bonus_cents),
  };
}

function toBonus(row: Record<string, unknown>): DepositBonusRecord {
  return {
    code: String(row.code),
    title: String(row.shown_title),
    percent: Number(row.percent),
    capCents: Number(row.cap_cents),
    minDepositCents: Number(row.min_deposit_cents),
    firstDepositOnly: Number(row.first_deposit_only) === 1,
    codeOnly: Number(row.code_only) === 1,
    oncePerMember: Number(row.once_per_member) === 1,
  };
}

export function orderNumber(id: number, createdAt: number): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `DP${day}${String(id).padStart(6, '0')}`;
}

const rows = (list: unknown[]) => list.map((row) => toOrder(row as Record<string, unknown>));

export function createDepositsRepository(db: DatabaseSync): DepositsRepository {
  const selectChannels = db.prepare('SELECT * FROM deposit_channels WHERE enabled = 1 ORDER BY sort, code');
  const selectChannel = db.prepare('SELECT * FROM deposit_channels WHERE code = ?');
  const selectChannelTexts = db.prepare('SELECT channel_code, name, instructions FROM deposit_channel_texts WHERE language = ?');
  const updateChannel = db.prepare('UPDATE deposit_channels SET enabled = ? WHERE code = ?');
  const updateHours = db.prepare('UPDATE deposit_channels SET open_time = ?, close_time = ? WHERE code = ?');
  // A linked promotion's title in the language, else its English title, else the bonus's own
  // (Tagalog from title_ty). A bonus whose promotion is not running is not offered.
  const selectBonuses = db.prepare(`
    SELECT b.*, COALESCE(t.title, p.title, CASE WHEN ?1 = 'TY' THEN b.title_ty END, b.title) AS shown_title
    FROM deposit_bonuses AS b
    LEFT JOIN promotions AS p ON p.code = b.promotion_code
    LEFT JOIN promotion_texts AS t ON t.promotion_id = p.id AND t.language = ?1
    WHERE b.enabled = 1 AND (b.promotion_code IS NULL OR (p.starts_at <= ?2 AND p.ends_at > ?2))
    ORDER BY b.sort, b.code`);
  // The number needs the row id: insert with a placeholder unique to this row, then set it.
  const insert = db.prepare(
    "INSERT INTO deposit_orders (order_no, account_id, channel_code, amount_cents, status, created_at, review_at, updated_at, expires_at, pay_token, reference, bonus_code) VALUES ('new:' || ?1 || ':' || ?2 || ':' || random(), ?1, ?3, ?4, 'pending', ?2, ?5, ?2, ?5, ?6, ?7, ?8) RETURNING id",
  );
  const setNumber = db.prepare('UPDATE deposit_orders SET order_no = ? WHERE id = ? RETURNING *');
  const selectByNo = db.prepare('SELECT * FROM deposit_orders WHERE order_no = ?');
  const selectByToken = db.prepare('SELECT * FROM deposit_orders WHERE pay_token = ?');
  const expire = db.prepare("UPDATE deposit_orders SET status = 'expired', updated_at = ?1 WHERE status = 'pending' AND expires_at <= ?1");
  const settle = db.prepare(
    "UPDATE deposit_orders SET status = ?, updated_at = ?, bonus_cents = ? WHERE id = ? AND status = 'pending' RETURNING *",
  );
  const selectPage = db.prepare('SELECT * FROM deposit_orders WHERE account_id = ? ORDER BY id DESC LIMIT ? OFFSET ?');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM deposit_orders WHERE account_id = ?');
  const selectAll = db.prepare('SELECT * FROM deposit_orders WHERE ?1 IS NULL OR status = ?1 ORDER BY id DESC LIMIT ?2 OFFSET ?3');
  const countEvery = db.prepare('SELECT COUNT(*) AS n FROM deposit_orders WHERE ?1 IS NULL OR status = ?1');
  const selectApproved = db.prepare(
    "SELECT 1 FROM deposit_orders WHERE account_id = ?1 AND id <> ?2 AND status = 'approved' AND (?3 IS NULL OR bonus_code = ?3) LIMIT 1",
  );
  const upsertReceipt = db.prepare(
    'INSERT INTO deposit_receipts (order_id, mime, image, uploaded_at) VALUES (?, ?, ?, ?) ON CONFLICT (order_id) DO UPDATE SET mime = excluded.mime, image = excluded.image, uploaded_at = excluded.uploaded_at',
  );
  const selectReceipt = db.prepare('SELECT mime, image, uploaded_at FROM deposit_receipts WHERE order_id = ?');
  const selectReceiptExists = db.prepare('SELECT 1 FROM deposit_receipts WHERE order_id = ?');

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
          .map((row) => [
            String(row.channel_code),
            { name: row.name === null ? null : String(row.name), instructions: String(row.instructions) },
          ]),
      );
    },
    setChannelEnabled(code, enabled) {
      updateChannel.run(enabled ? 1 : 0, code);
    },
    setChannelHours(code, hours) {
      updateHours.run(hours?.open ?? null, hours?.close ?? null, code);
    },
    bonuses: (language, now) => selectBonuses.all(language, now).map((row) => toBonus(row as Record<string, unknown>)),
    createOrder(order) {
      const inserted = insert.get(
        order.accountId,
        order.now,
        order.channelCode,
        order.amountCents,
        order.expiresAt,
        order.payToken,
        order.reference,
        order.bonusCode,
      );
      const id = Number(inserted?.id);
      const row = setNumber.get(orderNumber(id, order.now), id);
      if (!row) throw new Error('Deposit order insert returned nothing');
      return toOrder(row as Record<string, unknown>);
    },
    findByOrderNo(orderNo) {
      const row = selectByNo.get(orderNo);
      return row ? toOrder(row as Record<string, unknown>) : undefined;
    },
    findByPayToken(token) {
      const row = selectByToken.get(token);
      return row ? toOrder(row as Record<string, unknown>) : undefined;
    },
    expireDue: (now) => Number(expire.run(now).changes),
    settle(id, status, now, bonusCents = 0) {
      const row = settle.get(status, now, bonusCents, id);
      return row ? toOrder(row as Record<string, unknown>) : undefined;
    },
    page(accountId, pageNo, pageSize) {
      const orders = rows(selectPage.all(accountId, pageSize, (pageNo - 1) * pageSize));
      return { orders, total: Number(countAll.get(accountId)?.n ?? 0) };
    },
    all(status, pageNo, pageSize) {
      const orders = rows(selectAll.all(status ?? null, pageSize, (pageNo - 1) * pageSize));
      return { orders, total: Number(countEvery.get(status ?? null)?.n ?? 0) };
    },
    hasApproved: (accountId, exceptId, bonusCode) => selectApproved.get(accountId, exceptId, bonusCode ?? null) !== undefined,
    saveReceipt(orderId, receipt) {
      upsertReceipt.run(orderId, receipt.mime, receipt.image, receipt.uploadedAt);
    },
    receipt(orderId) {
      const row = selectReceipt.get(orderId);
      if (!row) return undefined;
      return { mime: String(row.mime) as DepositReceipt['mime'], image: row.image as Uint8Array, uploadedAt: Number(row.uploaded_at) };
    },
    hasReceipt: (orderId) => selectReceiptExists.get(orderId) !== undefined,
  };
}
