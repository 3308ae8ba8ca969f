import { describe, expect, it } from 'vitest';

import { schemaDatabase } from '../../test-support/database.ts';
import { seedPromotionsAndChannels } from '../seed.ts';
import { PROMOTION_SEED } from '../seed-data/promotions.ts';
import { createAccountsRepository } from './accounts.ts';
import { createPromotionsRepository } from './promotions.ts';

function database() {
  const db = schemaDatabase();
  seedPromotionsAndChannels(db, Date.now());
  return { db, promotions: createPromotionsRepository(db) };
}

describe('promotions repository', () => {
  it('holds the seeded promotions in order, with running, ended and upcoming periods', () => {
    const { promotions } = database();
    const now = Date.now();
    const list = promotions.list();
    expect(list.map((promotion) => promotion.code)).toEqual(PROMOTION_SEED.map((seed) => seed.code));
    expect(list.some((promotion) => promotion.endsAt < now)).toBe(true);
    expect(list.some((promotion) => promotion.startsAt > now)).toBe(true);
    expect(promotions.find(1)).toMatchObject({ code: 'FIRST_DEPOSIT', kind: 'apply', bonusCents: 88_800 });
    expect(promotions.find(999)).toBeUndefined();
  });

  it('holds a Tagalog text for every seeded promotion, and no texts for other languages', () => {
    const { promotions } = database();
    const tagalog = promotions.texts('TY');
    expect(PROMOTION_SEED.map((_, index) => tagalog.get(index + 1))).toEqual(PROMOTION_SEED.map((seed) => seed.tagalog));
    expect(promotions.texts('EN').size).toBe(0);
    expect(promotions.texts('JA').size).toBe(0);
  });

  it('keeps one application per member and promotion, guards state changes and credits once', () => {
    const { promotions } = database();
    const created = promotions.insertApplication({
      accountId: 1,
      promotionId: 1,
      state: 'applying',
      bonusCents: 100,
      now: 10,
      reviewAt: 20,
    });
    expect(created).toMatchObject({ state: 'applying', reviewAt: 20, creditedAt: null });
    expect(
      promotions.insertApplication({ accountId: 1, promotionId: 1, state: 'joined', bonusCents: 100, now: 11, reviewAt: null }),
    ).toBeUndefined();
    expect(promotions.dueForReview(1, 19)).toEqual([]);
    expect(promotions.dueForReview(1, 20).map((entry) => entry.id)).toEqual([created!.id]);
    expect(promotions.setState(created!.id, 'claimed', 30, 'claim')).toBeUndefined();
    expect(promotions.setState(created!.id, 'claim', 30, 'applying')).toMatchObject({ state: 'claim', updatedAt: 30 });
    promotions.markCredited(created!.id, 40);
    promotions.markCredited(created!.id, 50);
    expect(promotions.application(1, 1)?.creditedAt).toBe(40);
  });

  it('counts the accounts that signed up with a code', () => {
    const { db, promotions } = database();
    db.prepare(
      "INSERT INTO accounts (id, username, password_hash, type, currency, created_at, affiliate_id) VALUES (2, 'friend', 'x', 0, 'PHP', 0, 1)",
    ).run();
    expect(promotions.invitedCount(1)).toBe(1);
    expect(promotions.invitedCount(2)).toBe(0);
  });

  it('gives new real members a referral code, and none to trial accounts', () => {
    const { db } = database();
    const accounts = createAccountsRepository(db);
    const base = { passwordHash: 'x', currency: 'PHP', balanceCents: 0, createdAt: 0 };
    expect(accounts.create({ ...base, username: 'player', type: 0 }).affiliateCode).toMatch(/^REF\d+$/);
    expect(accounts.create({ ...base, username: 'trial', type: 4 }).affiliateCode).toBeNull();
    expect(accounts.create({ ...base, username: 'boss', type: 2, affiliateCode: 'BOSS1' }).affiliateCode).toBe('BOSS1');
  });
});
