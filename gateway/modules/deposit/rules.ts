import { randomBytes } from 'node:crypto';

import type { DepositStatus } from '../../../src/contract/deposit.ts';
import { GatewayError } from '../../lib/errors.ts';
import type { DepositBonusRecord, DepositChannelRecord, DepositOrderRecord } from '../../store/repositories/deposits.ts';
import type { Store } from '../../store/store.ts';
import { assertNotExcluded } from '../responsible/guards.ts';

/** An order not paid within this time expires (gateway/README.md "Deposit"). */
export const DEPOSIT_ORDER_TTL_MS = 30 * 60_000;
/** The operator's clock for service hours: GMT+8, as the platform's reports (docs/product.md#deposit). */
const OPERATOR_UTC_OFFSET_MINUTES = 480;
/** The largest receipt picture, decoded. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** A 5 MB picture in base64 with the JSON around it. */
export const RECEIPT_BODY_LIMIT_BYTES = Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 4096;
export const DEFAULT_ORDERS_PAGE_SIZE = 10;
/** Larger than any channel's maximum: a bound for the schema, the channel decides the limits. */
export const AMOUNT_CEILING = 100_000_000;
/** Reference characters: no 0/O or 1/I, read aloud or typed into a bank app without doubt. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function payPagePath(order: Pick<DepositOrderRecord, 'payToken'>): string {
  return `/lgw/pay/${order.payToken}`;
}

/** Where the provider's page sends the member back: the order's page in the app. */
export function orderPagePath(orderNo: string): string {
  return `/m/voucherCenter?order=${encodeURIComponent(orderNo)}`;
}

export function hoursOf(channel: DepositChannelRecord) {
  return channel.openTime !== null && channel.closeTime !== null
    ? { open: channel.openTime, close: channel.closeTime, utcOffsetMinutes: OPERATOR_UTC_OFFSET_MINUTES }
    : null;
}

/**
 * Amount in cents when it has at most two decimals. JSON numbers are binary floats (19.99 is
 * 1998.9999…), so "two decimals" means the cents are an integer within rounding noise.
 */
export function amountInCents(amount: number): number | undefined {
  const cents = Math.round(amount * 100);
  return Math.abs(amount * 100 - cents) < 1e-6 && cents > 0 ? cents : undefined;
}

/** The bonus an amount earns: `percent` of it in whole cents, rounded down, at most the cap. */
export function bonusCents(amountCents: number, bonus: Pick<DepositBonusRecord, 'percent' | 'capCents'>): number {
  return Math.min(Math.floor((amountCents * bonus.percent) / 100), bonus.capCents);
}

/** Why a bonus does not apply to this member's deposit, or undefined when it does. */
export function bonusRefusal(
  store: Store,
  bonus: DepositBonusRecord,
  accountId: number,
  orderId: number,
  amountCents: number,
): string | undefined {
  if (amountCents < bonus.minDepositCents) return `The bonus needs a deposit of at least ${bonus.minDepositCents / 100}`;
  if (bonus.firstDepositOnly && store.deposits.hasApproved(accountId, orderId)) return 'The bonus is for a first deposit only';
  if (bonus.oncePerMember && store.deposits.hasApproved(accountId, orderId, bonus.code)) return 'The bonus was already used';
  return undefined;
}

export function findBonus(store: Store, code: string, now: number): DepositBonusRecord | undefined {
  return store.deposits.bonuses('EN', now).find((bonus) => bonus.code === code);
}

/**
 * A decision on a pending order, in one transaction: the guarded state change (a second decision,
 * or one after a cancel, changes nothing and answers undefined), and with an approval the credit,
 * its ledger row and the chosen bonus's, so the wallet and the account record always agree and a
 * deposit is credited exactly once however many confirmations arrive together.
 */
export function settleOrder(
  store: Store,
  order: DepositOrderRecord,
  status: Exclude<DepositStatus, 'pending'>,
  now = Date.now(),
): DepositOrderRecord | undefined {
  return store.transaction(() => {
    // No money reaches an excluded account, by the operator or a provider (docs/product.md#responsible-gaming).
    if (status === 'approved') assertNotExcluded(store, order.accountId, now);
    // An order whose time is up expires first, so a late confirmation finds it expired.
    store.deposits.expireDue(now);
    let bonus = 0;
    if (status === 'approved' && order.bonusCode !== null) {
      const record = findBonus(store, order.bonusCode, now);
      // A bonus that stopped applying since the order (another first deposit confirmed, the
      // promotion ended) is not paid; the deposit itself still is.
      if (record && bonusRefusal(store, record, order.accountId, order.id, order.amountCents) === undefined)
        bonus = bonusCents(order.amountCents, record);
    }
    const settled = store.deposits.settle(order.id, status, now, bonus);
    if (!settled || status !== 'approved') return settled;
    const credit = (kind: 'deposit' | 'bonus', cents: number, reference: string) => {
      const balance = store.accounts.changeBalance(order.accountId, cents);
      if (balance === undefined) throw new Error(`No account ${order.accountId} for a deposit`);
      store.ledger.record({ accountId: order.accountId, kind, amountCents: cents, balanceAfterCents: balance, reference, createdAt: now });
    };
    credit('deposit', order.amountCents, `deposit:${order.orderNo}`);
    if (bonus > 0) credit('bonus', bonus, `deposit-bonus:${order.orderNo}`);
    return settled;
  });
}

/** Settles by order, or says why it cannot: unknown 404, no longer pending 409. */
export function settleOrThrow(
  store: Store,
  order: DepositOrderRecord | undefined,
  status: Exclude<DepositStatus, 'pending'>,
): DepositOrderRecord {
  if (!order) throw new GatewayError('deposit.not.found');
  const settled = settleOrder(store, order, status);
  if (!settled)
    throw new GatewayError('deposit.status.invalid', {
      value: { status: store.deposits.findByOrderNo(order.orderNo)?.status ?? order.status },
    });
  return settled;
}

export function newReference(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

/** PNG or JPEG by their first bytes, whatever the name or declared type says. */
export function receiptMime(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

export function decodeReceipt(text: string): Uint8Array {
  const data = text.replace(/^data:image\/(png|jpe?g);base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data) || data.length % 4 !== 0) {
    throw new GatewayError('deposit.receipt.invalid', { message: 'body/image must be base64' });
  }
  // Decoded size from the length, before decoding: a picture over the limit costs no buffer.
  const size = (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (size > RECEIPT_MAX_BYTES) throw new GatewayError('deposit.receipt.too.large');
  return new Uint8Array(Buffer.from(data, 'base64'));
}
