import { describe, expect, it } from 'vitest';
import { migratedDatabase } from '../../test-support/database.ts';
import { seedPromotionsAndChannels } from '../seed.ts';
import { createDepositsRepository, orderNumber } from './deposits.ts';

function deposits() {
  const db = migratedDatabase();
  seedPromotionsAndChannels(db, Date.now());
  return createDepositsRepository(db);
}

describe('deposits repository', () => {
  it('lists the enabled channels with their presets', () => {
    const repository = deposits();
    expect(repository.channels().map((channel) => channel.code)).toEqual(['GCASH', 'MAYA', 'QRPH', 'BANK', 'CARD']);
    expect(repository.channel('BANK')).toMatchObject({ minCents: 50_000, maxCents: 10_000_000, enabled: true });
    repository.setChannelEnabled('BANK', false);
    expect(repository.channels().map((channel) => channel.code)).not.toContain('BANK');
    expect(repository.channel('BANK')?.enabled).toBe(false);
  });

  it('holds the Tagalog instructions of every seeded channel, and no texts for other languages', () => {
    const repository = deposits();
    const tagalog = repository.channelTexts('TY');
    expect(new Set(tagalog.keys())).toEqual(new Set(['GCASH', 'MAYA', 'QRPH', 'BANK', 'CARD']));
    expect(tagalog.get('QRPH')).toEqual({ name: null, instructions: 'I-scan ang QR Ph code gamit ang kahit anong bank o e-wallet app.' });
    expect(repository.channelTexts('EN').size).toBe(0);
  });

  it('numbers orders by day and id, decides a pending order once and pages newest first', () => {
    const repository = deposits();
    const at = Date.UTC(2025, 5, 11, 12);
    const first = repository.createOrder({ accountId: 1, channelCode: 'GCASH', amountCents: 10_000, now: at, reviewAt: at + 10 });
    const second = repository.createOrder({ accountId: 1, channelCode: 'MAYA', amountCents: 20_000, now: at + 1, reviewAt: at + 11 });
    expect(first.orderNo).toBe(orderNumber(first.id, at));
    expect(first.orderNo).toBe(`DP20250611${String(first.id).padStart(6, '0')}`);
    expect(repository.findByOrderNo(first.orderNo)).toMatchObject({ status: 'pending', amountCents: 10_000 });
    expect(repository.dueForReview(1, at + 10).map((order) => order.id)).toEqual([first.id]);
    expect(repository.decide(first.id, 'approved', at + 20)).toMatchObject({ status: 'approved', updatedAt: at + 20 });
    expect(repository.decide(first.id, 'rejected', at + 30)).toBeUndefined();
    const page = repository.page(1, 1, 1);
    expect(page.total).toBe(2);
    expect(page.orders.map((order) => order.id)).toEqual([second.id]);
  });
});
