import { rmSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';

import { afterAll, describe, expect, it } from 'vitest';

import { makeDataDir, TEST_SCRYPT_COST } from '../../test-support/harness.ts';
import { openDatabase } from '../database.ts';
import { migrateStepByStep, MIGRATIONS } from '../migrations.ts';
import { openStore } from '../store.ts';
import { ANNOUNCEMENT_SEED, BANNER_SEED } from './content.ts';
import { DEPOSIT_CHANNEL_SEED, PROMOTION_SEED } from './promotions.ts';

const dataDir = makeDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What an older gateway left after seeding: the marker that says the demo is in. */
const markSeeded = (db: DatabaseSync) => db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', '0')").run();

/** Every peso amount a text states, as written (₱888, ₱5,000). */
const amounts = (text: string) => text.match(/₱[0-9][0-9,]*(\.[0-9]+)?/g) ?? [];

const welcome = PROMOTION_SEED.find((promotion) => promotion.code === 'FIRST_DEPOSIT')!;
/** What the welcome promotion pays, as the texts write money. */
const cap = `₱${(welcome.bonusCents / 100).toLocaleString('en-US')}`;

describe('the seeded welcome bonus', () => {
  it('the promotion card states what it pays, in English and Tagalog', () => {
    expect(cap).toBe('₱888');
    expect(amounts(welcome.subtitle)).toEqual([cap]);
    expect(amounts(welcome.tagalog.subtitle)).toEqual([cap]);
    expect(welcome.termsHtml).toContain(`up to <strong>${cap}</strong>`);
    expect(welcome.tagalog.termsHtml).toContain(`hanggang <strong>${cap}</strong>`);
  });

  it('the home banner offers the same bonus as the card', () => {
    const banner = BANNER_SEED.find((entry) => entry.groupName === 'm_home' && entry.linkage === '/m/activity')!;
    expect(banner.title).toBe(welcome.title);
    expect(amounts(banner.subtitle)).toEqual([cap]);
  });

  it('the first-deposit announcements state no other amount, in English and Tagalog', () => {
    const firstDeposit = ANNOUNCEMENT_SEED.filter((announcement) => announcement.promotionType === 'FIRST_DEPOSIT');
    const texts = firstDeposit.flatMap((announcement) => [announcement.content, announcement.tagalog.content]);
    expect(texts.flatMap(amounts).length).toBeGreaterThan(0);
    for (const text of texts)
      expect(
        amounts(text).every((amount) => amount === cap),
        text,
      ).toBe(true);
  });

  it('a database seeded with the old ₱5,000 wording is brought in line on its next start', async () => {
    const file = path.join(dataDir, 'v9', 'gateway.sqlite');
    const db = openDatabase(file);
    try {
      migrateStepByStep(
        db,
        MIGRATIONS.filter((migration) => migration.version <= 9),
      );
      markSeeded(db);
      db.prepare(
        "INSERT INTO banners (id, group_name, title, subtitle, linkage, sort) VALUES (1, 'm_home', 'Welcome Bonus 100%', 'Up to ₱5,000 on your first deposit', '/m/activity', 1)",
      ).run();
      db.prepare(
        "INSERT INTO banners (id, group_name, title, subtitle, linkage, sort) VALUES (2, 'm_home', 'Operator', 'Up to ₱5,000 this week', '/m/activity', 2)",
      ).run();
      db.prepare(
        "INSERT INTO announcements (id, type, execution, title, content, promotion_type, published_at, sort) VALUES (17, 'PU', 'F', 'Welcome aboard!', '<p>Your first deposit is matched <b>100%</b> up to ₱5,000.</p>', 'FIRST_DEPOSIT', 0, 17)",
      ).run();
      db.prepare(
        "INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES (17, 'TY', 'Maligayang pagsali!', '<p>Dodoblehin namin ang una mong deposito: <b>100%</b> hanggang ₱5,000.</p>')",
      ).run();
    } finally {
      db.close();
    }
    const store = await openStore({ databaseFile: file, scryptCost: TEST_SCRYPT_COST });
    try {
      // Its promotions and deposit channels came with the seed step as well.
      expect(store.promotions.list().map((promotion) => promotion.code)).toEqual(PROMOTION_SEED.map((promotion) => promotion.code));
      expect(store.deposits.channels()).toHaveLength(DEPOSIT_CHANNEL_SEED.length);
      expect(
        store.db
          .prepare('SELECT subtitle FROM banners ORDER BY id')
          .all()
          .map((row) => row.subtitle),
      ).toEqual([
        `Up to ${cap} on your first deposit`,
        // Not the seeded wording: an operator's own banner is left alone.
        'Up to ₱5,000 this week',
      ]);
      expect(store.db.prepare('SELECT content FROM announcements WHERE id = 17').get()?.content).toBe(
        `<p>Your first deposit is matched <b>100%</b> up to ${cap}.</p>`,
      );
      expect(store.db.prepare('SELECT content FROM announcement_texts WHERE announcement_id = 17').get()?.content).toBe(
        `<p>Dodoblehin namin ang una mong deposito: <b>100%</b> hanggang ${cap}.</p>`,
      );
    } finally {
      store.close();
    }
  });

  it('a database seeded before banner texts gets the seeded banners in Tagalog, and leaves an operator banner alone', async () => {
    const file = path.join(dataDir, 'v12', 'gateway.sqlite');
    const db = openDatabase(file);
    try {
      migrateStepByStep(
        db,
        MIGRATIONS.filter((migration) => migration.version <= 12),
      );
      markSeeded(db);
      db.prepare(
        "INSERT INTO banners (id, group_name, title, subtitle, linkage, sort) VALUES (1, 'm_home', 'Welcome Bonus 100%', 'Up to ₱888 on your first deposit', '/m/activity', 1)",
      ).run();
      db.prepare(
        "INSERT INTO banners (id, group_name, title, subtitle, linkage, sort) VALUES (2, 'm_home', 'Operator', 'Our own words', '/m/activity', 2)",
      ).run();
    } finally {
      db.close();
    }
    const store = await openStore({ databaseFile: file, scryptCost: TEST_SCRYPT_COST });
    try {
      expect(store.seeded).toBe(false);
      expect(
        store.db.prepare("SELECT banner_id, title, subtitle FROM banner_texts WHERE language = 'TY' ORDER BY banner_id").all(),
      ).toEqual([{ banner_id: 1, title: 'Welcome Bonus na 100%', subtitle: `Hanggang ${cap} sa iyong unang deposito` }]);
      // Each seed update runs once: a text removed after it stays removed on the next start.
      store.db.prepare('DELETE FROM banner_texts WHERE banner_id = 1').run();
    } finally {
      store.close();
    }
    const again = await openStore({ databaseFile: file, scryptCost: TEST_SCRYPT_COST });
    try {
      expect(again.db.prepare('SELECT COUNT(*) AS n FROM banner_texts').get()?.n).toBe(0);
    } finally {
      again.close();
    }
  });

  it('every seeded banner has its Tagalog words', () => {
    for (const banner of BANNER_SEED) {
      expect(banner.tagalog.title.length, banner.title).toBeGreaterThan(0);
      expect(amounts(banner.tagalog.subtitle), banner.title).toEqual(amounts(banner.subtitle));
    }
  });
});
