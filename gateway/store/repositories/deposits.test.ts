import { describe, expect, it } from 'vitest';

import { schemaDatabase } from '../../test-support/database.ts';
import { seedPromotionsAndChannels } from '../seed.ts';
import { createDepositsRepository, orderNumber } from './deposits.ts';

const CODES = ['GCASH', 'MAYA', 'QRPH', 'BANK', 'CARD', 'USDT'];

function deposits() {
  const db = schemaDatabase();
  seedPromotionsAndChannels(db, Date.now());
  return createDepositsRepository(db);
}

const newOrder = (at: number, token: string, channelCode = 'GCASH') => ({
  accountId: 1,
  channelCode,
  amountCents: 10_000,
  now: at,
  expiresAt: at + 1000,
  payToken: token,
  reference: 'ABCD2345',
  bonusCode: null,
});

describe('deposits repository', () => {
  it('lists the enabled channels with their method, hours, details and presets', () => {
    const repository = deposits();
    expect(repository.channels().map((channel) => channel.code)).toEqual(CODES);
    expect(repository.channel('BANK')).toMatchObject({ method: 'manualTransfer', minCents: 50_000, maxCents: 10_000_000, enabled: true });
    expect(repository.channel('BANK')?.details).toMatchObject({ bankName: 'BDO Unibank', accountNo: '0012 3456 7890' });
    expect(repository.channel('QRPH')?.method).toBe('qrImage');
    expect(repository.channel('USDT')).toMatchObject({ method: 'virtualWallet', details: { network: 'TRC20' } });
    expect(repository.channel('CARD')).toMatchObject({ method: 'launchUrl', openTime: '08:00', closeTime: '22:00' });
    expect(repository.channel('GCASH')).toMatchObject({ openTime: null, closeTime: null, details: {} });
    repository.setChannelEnabled('BANK', false);
    expect(repository.channels().map((channel) => channel.code)).not.toContain('BANK');
    expect(repository.channel('BANK')?.enabled).toBe(false);
    repository.setChannelHours('GCASH', { open: '09:00', close: '17:00' });
    expect(repository.channel('GCASH')).toMatchObject({ openTime: '09:00', closeTime: '17:00' });
  });

  it('holds the Tagalog instructions of every seeded channel, and no texts for other languages', () => {
    const repository = deposits();
    const tagalog = repository.channelTexts('TY');
    expect(new Set(tagalog.keys())).toEqual(new Set(CODES));
    expect(tagalog.get('QRPH')).toEqual({ name: null, instructions: 'I-scan ang QR Ph code gamit ang kahit anong bank o e-wallet app.' });
    expect(repository.channelTexts('EN').size).toBe(0);
  });

  it('offers the bonuses of running promotions, titled in the language', () => {
    const repository = deposits();
    const now = Date.now();
    expect(repository.bonuses('EN', now).map((bonus) => bonus.code)).toEqual(['FIRST100', 'RELOAD20', 'LUCKY10']);
    expect(repository.bonuses('TY', now).find((bonus) => bonus.code === 'LUCKY10')?.title).toBe('Promo code: dagdag na 10%');
    expect(repository.bonuses('EN', now)[2]).toMatchObject({ codeOnly: true, oncePerMember: true, percent: 10, capCents: 20_000 });
    // A bonus tied to a promotion that has ended is no longer offered.
    expect(repository.bonuses('EN', now + 400 * 24 * 3600_000).map((bonus) => bonus.code)).toEqual(['LUCKY10']);
  });

  it('numbers orders by day and id, settles a pending order once, expires due ones and pages newest first', () => {
    const repository = deposits();
    const at = Date.UTC(2025, 5, 11, 12);
    const first = repository.createOrder(newOrder(at, 'a'.repeat(32)));
    const second = repository.createOrder(newOrder(at + 1, 'b'.repeat(32), 'MAYA'));
    expect(first.orderNo).toBe(orderNumber(first.id, at));
    expect(first.orderNo).toBe(`DP20250611${String(first.id).padStart(6, '0')}`);
    expect(repository.findByOrderNo(first.orderNo)).toMatchObject({ status: 'pending', amountCents: 10_000, reference: 'ABCD2345' });
    expect(repository.findByPayToken('a'.repeat(32))?.id).toBe(first.id);
    expect(repository.settle(first.id, 'approved', at + 20, 500)).toMatchObject({
      status: 'approved',
      updatedAt: at + 20,
      bonusCents: 500,
    });
    expect(repository.settle(first.id, 'cancelled', at + 30)).toBeUndefined();
    expect(repository.expireDue(at + 1001)).toBe(1);
    expect(repository.findByOrderNo(second.orderNo)?.status).toBe('expired');
    expect(repository.settle(second.id, 'approved', at + 2000)).toBeUndefined();
    const page = repository.page(1, 1, 1);
    expect(page.total).toBe(2);
    expect(page.orders.map((order) => order.id)).toEqual([second.id]);
    expect(repository.all('approved', 1, 10).orders.map((order) => order.id)).toEqual([first.id]);
    expect(repository.hasApproved(1, second.id)).toBe(true);
    expect(repository.hasApproved(1, first.id)).toBe(false);
  });

  it('keeps one receipt per order, the last uploaded', () => {
    const repository = deposits();
    const order = repository.createOrder(newOrder(Date.now(), 'c'.repeat(32), 'BANK'));
    expect(repository.hasReceipt(order.id)).toBe(false);
    repository.saveReceipt(order.id, { mime: 'image/png', image: new Uint8Array([1, 2]), uploadedAt: 1 });
    repository.saveReceipt(order.id, { mime: 'image/jpeg', image: new Uint8Array([3]), uploadedAt: 2 });
    expect(repository.hasReceipt(order.id)).toBe(true);
    const receipt = repository.receipt(order.id);
    expect(receipt?.mime).toBe('image/jpeg');
    expect(Array.from(receipt?.image ?? [])).toEqual([3]);
  });
});
