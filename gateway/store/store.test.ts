import { rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '../lib/passwords.ts';
import { makeDataDir, TEST_SCRYPT_COST } from '../test-support/harness.ts';
import { SCHEMA_VERSION, schemaVersion } from './schema.ts';
import { DEMO_ACCOUNTS } from './seed-data/accounts.ts';
import { UNSAFE_ANNOUNCEMENT_ID } from './seed-data/content.ts';
import { openStore } from './store.ts';

const dataDir = makeDataDir();
const databaseFile = path.join(dataDir, 'nested', 'gateway.sqlite');
const open = () => openStore({ databaseFile, scryptCost: TEST_SCRYPT_COST });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function tableCounts(store: Awaited<ReturnType<typeof open>>): Record<string, number> {
  const tables = [
    'settings',
    'accounts',
    'contract_requests',
    'categories',
    'vendors',
    'games',
    'banners',
    'announcements',
    'announcement_texts',
    'announcement_reads',
    'winners',
    'countries',
  ];
  return Object.fromEntries(tables.map((table) => [table, Number(store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n)]));
}

describe('store', () => {
  let firstCounts: Record<string, number> = {};

  it('creates the folder, the schema and seeds the demo on first open', async () => {
    const store = await open();
    try {
      expect(store.seeded).toBe(true);
      expect(schemaVersion(store.db)).toBe(SCHEMA_VERSION);
      const counts = store.catalog.counts();
      expect(counts.vendors).toBeGreaterThanOrEqual(25);
      expect(counts.games).toBeGreaterThanOrEqual(300);
      expect(
        store.catalog
          .categories()
          .map((category) => category.code)
          .sort(),
      ).toEqual(['BGS', 'BINGO', 'COCKFIGHT', 'ELOTT', 'ESPORTS', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS'].sort());
      firstCounts = tableCounts(store);
    } finally {
      store.close();
    }
  });

  it('seeds games in every category, with the vendor codes docs/product.md#states-and-transitions relies on', async () => {
    const store = await open();
    try {
      const games = store.catalog.games();
      const categories = new Set(games.map((game) => game.category));
      for (const category of store.catalog.categories()) expect(categories).toContain(category.code);
      const vendorOf = (code: string) => games.filter((game) => game.vendor === code);
      expect(vendorOf('TCG_LOTTO_VN').every((game) => game.gameType === 'ELOTT')).toBe(true);
      expect(vendorOf('LOTT').every((game) => game.gameType === 'ELOTT')).toBe(true);
      expect(vendorOf('TCG_SEA').length).toBeGreaterThan(0);
      expect(vendorOf('BGS').every((game) => game.gameType === 'RNG' && game.category === 'BGS')).toBe(true);
      expect(vendorOf('DS88').every((game) => game.gameType === 'SPORTS' && game.category === 'COCKFIGHT')).toBe(true);
      for (const esports of ['AV', 'IMES']) {
        expect(vendorOf(esports).every((game) => game.category === 'ESPORTS' && game.gameType === 'SPORTS')).toBe(true);
      }
      expect(games.filter((game) => game.category === 'BINGO').every((game) => game.gameClassify === 'BG')).toBe(true);
      expect(games.some((game) => game.isHot === 1)).toBe(true);
      expect(games.some((game) => game.supportPlay === 0)).toBe(true);
      expect(
        games.filter((game) => game.gameType === 'LOTT' || game.gameType === 'ELOTT').every((game) => game.lottoGameCode !== null),
      ).toBe(true);
      expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    } finally {
      store.close();
    }
  });

  it('seeds content: banner groups, every announcement type and execution, masked winners', async () => {
    const store = await open();
    try {
      const groups = new Set(store.content.banners().map((banner) => banner.groupName));
      expect([...groups].sort()).toEqual(['m_home', 'm_news', 'm_partners', 'm_reg']);
      const banners = store.content.banners();
      expect(new Set(banners.map((banner) => banner.linkageType))).toEqual(new Set(['route', 'url', 'game', 'none']));
      const gameBanner = banners.find((banner) => banner.linkageType === 'game');
      expect(store.catalog.game(Number(gameBanner?.linkage))?.isHot).toBe(1);
      const announcements = store.content.announcements();
      // Every announcement has its Tagalog text; popups of each execution; 5+ player notices.
      const tagalog = store.content.announcementTexts('TY');
      expect(announcements.every((a) => tagalog.get(a.id)?.title && tagalog.get(a.id)?.title !== a.title)).toBe(true);
      for (const execution of ['A', 'B', 'F']) {
        expect(announcements.some((a) => a.type === 'PU' && a.execution === execution)).toBe(true);
      }
      expect(announcements.filter((a) => a.type === 'PL').length).toBeGreaterThanOrEqual(5);
      const unsafe = store.content.announcement(UNSAFE_ANNOUNCEMENT_ID);
      expect(unsafe?.type).toBe('PU');
      for (const part of ['<script>alert(1)</script>', 'onerror=', 'href="javascript:', 'font-size: 24px']) {
        expect(unsafe?.content).toContain(part);
        expect(tagalog.get(UNSAFE_ANNOUNCEMENT_ID)?.content).toContain(part);
      }
      for (const type of ['B', 'PL', 'PU', 'PR']) expect(announcements.some((a) => a.type === type)).toBe(true);
      for (const execution of ['A', 'B', 'F']) expect(announcements.some((a) => a.execution === execution)).toBe(true);
      expect(announcements.some((a) => a.promotionType !== null)).toBe(true);
      const winners = store.content.winners();
      expect(winners.length).toBeGreaterThanOrEqual(20);
      expect(winners.every((winner) => /^.{1,2}\*\*\*.{0,2}$/.test(winner.customerName))).toBe(true);
      expect(winners.some((winner) => winner.notAuto === 1)).toBe(true);
      expect(winners.some((winner) => winner.notAuto === 0)).toBe(true);
      const amounts = winners.map((winner) => winner.winCents);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      expect(store.countries.list()[0]?.isoCode).toBe('PH');
      expect(store.countries.list().length).toBeGreaterThanOrEqual(20);
    } finally {
      store.close();
    }
  });

  it('stores demo passwords only as scrypt hashes that verify', async () => {
    const store = await open();
    try {
      for (const demo of DEMO_ACCOUNTS) {
        const account = store.accounts.findByUsername(demo.username);
        expect(account?.type).toBe(demo.type);
        expect(account?.status).toBe(demo.status);
        expect(account?.passwordHash.startsWith('scrypt$')).toBe(true);
        expect(account?.passwordHash).not.toContain(demo.password);
      }
      const demo = store.accounts.findByUsername('DEMO');
      expect(demo?.balanceCents).toBe(1_525_075);
      expect(await verifyPassword('demo1234', demo?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('demo12345', demo?.passwordHash ?? '')).toBe(false);
      expect(store.accounts.findByUsername('newbie')?.firstTimeLogin).toBe(true);
    } finally {
      store.close();
    }
  });

  it('seeds mobiles, affiliate codes, password ages and the pending contract request', async () => {
    const store = await open();
    try {
      expect(store.accounts.findByMobile('+63 9171234567')?.username).toBe('demo');
      expect(store.accounts.findByMobile('+63 9170000001')?.username).toBe('newbie');
      expect(store.accounts.findByAffiliateCode('agent01')).toMatchObject({ username: 'agent', type: 2, affiliateCode: 'AGENT01' });
      expect(store.accounts.findByAffiliateCode('AGENT40')).toMatchObject({ username: 'agentonly', type: 40 });
      const expired = store.accounts.findByUsername('expired');
      expect(expired).toMatchObject({ type: 0, status: 'active', firstTimeLogin: false });
      expect(await verifyPassword('expired1234', expired?.passwordHash ?? '')).toBe(true);
      const ageDays = (Date.now() - (expired?.passwordChangedAt ?? 0)) / 86_400_000;
      expect(ageDays).toBeGreaterThan(199);
      expect(ageDays).toBeLessThan(201);
      const demoAge = Date.now() - (store.accounts.findByUsername('demo')?.passwordChangedAt ?? 0);
      expect(demoAge).toBeLessThan(86_400_000);
      expect(store.contracts.pending(100003)).toEqual({
        dailysalreqtype: 'DAILY',
        divtypecompperiodreq: '',
        contracthoursalreq: '',
        ending: [],
      });
      expect(store.contracts.pending(100001)).toEqual({
        dailysalreqtype: '',
        divtypecompperiodreq: '',
        contracthoursalreq: '',
        ending: [],
      });
      expect(store.settings.get('passwordMaxAgeDays')).toBe(90);
      // Mobile numbers and affiliate codes are unique (codes case-insensitively).
      expect(() => store.db.prepare("UPDATE accounts SET mobile = '+63 9171234567' WHERE username = 'agent'").run()).toThrow(/UNIQUE/);
      expect(() => store.db.prepare("UPDATE accounts SET affiliate_code = 'agent40' WHERE username = 'agent'").run()).toThrow(/UNIQUE/);
    } finally {
      store.close();
    }
  });

  it('does not reseed or duplicate anything when reopened on the same file', async () => {
    const store = await open();
    try {
      expect(store.seeded).toBe(false);
      expect(tableCounts(store)).toEqual(firstCounts);
    } finally {
      store.close();
    }
  });

  it('keeps settings edits across restarts and falls back to defaults for unstored keys', async () => {
    const first = await open();
    first.settings.set('maintenance', true);
    first.db.prepare("DELETE FROM settings WHERE key = 'trialBalance'").run();
    first.close();
    const second = await open();
    try {
      expect(second.settings.get('maintenance')).toBe(true);
      expect(second.settings.get('trialBalance')).toBe(2000);
    } finally {
      second.close();
    }
  });
});
