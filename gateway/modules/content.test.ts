import { describe, expect, it } from 'vitest';

import { UNSAFE_ANNOUNCEMENT_ID } from '../store/seed-data/content.ts';
import { authHeaders, rowCount } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import type { AnnouncementItem, AnnouncementsValue, WinnerEntry } from './content.ts';

const { gateway, tokens } = useSeededGateway();

const ANNOUNCEMENTS = '/wps/announcements?types=B,PL,PU,PR&groupName=m_home&platform=M&language=EN';

async function getAnnouncements(url = ANNOUNCEMENTS, headers: Record<string, string> = {}) {
  const response = await gateway.request({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return { response, value: envelope(response).value as AnnouncementsValue };
}

function markRead(token: string | undefined, payload: unknown) {
  return gateway.request({
    method: 'POST',
    url: '/wps/announcements/read',
    headers: authHeaders(token),
    payload: payload as Record<string, unknown>,
  });
}

const readFlags = (items: AnnouncementItem[]) => Object.fromEntries(items.map((item) => [item.id, item.read]));
const allItems = (value: AnnouncementsValue) => [...value.player, ...value.popup, ...value.promotion];

describe('GET /wps/announcements', () => {
  it('answers the four lists with the documented item shapes', async () => {
    const { value } = await getAnnouncements();
    expect(Object.keys(value).sort()).toEqual(['banners', 'player', 'popup', 'promotion']);
    expect(value.banners.length).toBe(4);
    expect(value.banners[0]).toEqual({
      id: 1,
      title: 'Welcome Bonus 100%',
      url: '/cdn/banners/1.webp',
      linkage: { type: 'route', target: '/m/activity' },
      groupName: 'm_home',
      sort: 1,
    });
    expect(value.player.length).toBeGreaterThanOrEqual(5);
    expect(value.player.every((item) => item.type === 'PL' && item.title.length > 0)).toBe(true);
    expect(value.popup.every((item) => item.type === 'PU')).toBe(true);
    expect(value.promotion.every((item) => item.type === 'PR')).toBe(true);
    expect(new Set(value.popup.map((item) => item.execution))).toEqual(new Set(['A', 'B', 'F']));
    const popup = value.popup.find((item) => item.id === 6);
    expect(popup).toEqual({
      id: 6,
      title: 'Deposit bonus this weekend',
      content: expect.stringContaining('<h3>20% extra</h3>'),
      type: 'PU',
      execution: 'A',
      promotionType: 'RELOAD',
      read: false,
      sort: 6,
      createdAt: expect.any(Number),
    });
    expect(value.popup.some((item) => item.promotionType === null)).toBe(true);
    // Agent notices (type A) have no list here.
    expect(allItems(value).some((item) => item.id === 12)).toBe(false);
  });

  it('passes the unsafe popup HTML through verbatim (the app sanitises it)', async () => {
    const { value } = await getAnnouncements();
    const unsafe = value.popup.find((item) => item.id === UNSAFE_ANNOUNCEMENT_ID);
    expect(unsafe?.promotionType).toBe('RELOAD');
    for (const part of ['<script>alert(1)</script>', 'onerror="alert(2)"', 'href="javascript:alert(3)"', 'font-size: 24px']) {
      expect(unsafe?.content).toContain(part);
    }
  });

  it('filters by types and banner group, with empty lists when nothing matches', async () => {
    const bannersOnly = (await getAnnouncements('/wps/announcements?types=B&groupName=m_reg')).value;
    expect(bannersOnly.player).toEqual([]);
    expect(bannersOnly.popup).toEqual([]);
    expect(bannersOnly.promotion).toEqual([]);
    expect(bannersOnly.banners.map((banner) => banner.linkage.type)).toEqual(['none', 'game', 'url']);
    expect(bannersOnly.banners.every((banner) => banner.groupName === 'm_reg')).toBe(true);

    const noBanners = (await getAnnouncements('/wps/announcements?types=PL,PU&groupName=m_home')).value;
    expect(noBanners.banners).toEqual([]);
    expect(noBanners.promotion).toEqual([]);
    expect(noBanners.player.length).toBeGreaterThan(0);

    const news = (await getAnnouncements('/wps/announcements?types=B&groupName=m_news')).value;
    expect(news.banners.map((banner) => banner.title)).toEqual(['New: Bingo Bay', 'Sabong Live', 'Install the app']);

    const unknownGroup = (await getAnnouncements('/wps/announcements?types=B&groupName=m_nothing')).value;
    expect(unknownGroup).toEqual({ banners: [], player: [], popup: [], promotion: [] });
    const otherPlatform = (await getAnnouncements('/wps/announcements?types=PL,PU,PR&platform=P')).value;
    expect(otherPlatform).toEqual({ banners: [], player: [], popup: [], promotion: [] });
  });

  it('answers Tagalog for TY, falls back to English for other languages, and honours the Language header', async () => {
    const english = (await getAnnouncements()).value;
    const tagalog = (await getAnnouncements(ANNOUNCEMENTS.replace('language=EN', 'language=TY'))).value;
    const spanish = (await getAnnouncements(ANNOUNCEMENTS.replace('language=EN', 'language=es'))).value;
    const byHeader = (await getAnnouncements('/wps/announcements?types=PU', { language: 'TY' })).value;
    const titleOf = (value: AnnouncementsValue, id: number) => allItems(value).find((item) => item.id === id)?.title;
    expect(titleOf(english, 3)).toBe('Scheduled maintenance on Sunday 02:00-04:00');
    expect(titleOf(tagalog, 3)).toBe('Nakatakdang maintenance sa Linggo, 02:00-04:00');
    expect(titleOf(spanish, 3)).toBe('Scheduled maintenance on Sunday 02:00-04:00');
    expect(titleOf(byHeader, 7)).toBe('Sumali na: 100 libreng spin');
    expect(allItems(tagalog).every((item) => item.title !== titleOf(english, item.id))).toBe(true);
    expect(allItems(spanish)).toEqual(allItems(english));
    const tyContent = allItems(tagalog).find((item) => item.id === 6)?.content;
    expect(tyContent).toContain('Dagdag na 20%');
  });

  it('gives banners their Tagalog words and a picture drawn in them, English ones for other languages', async () => {
    const banners = async (language: string) =>
      (await getAnnouncements(`/wps/announcements?types=B&groupName=m_home&language=${language}`)).value.banners;
    const english = await banners('EN');
    const tagalog = await banners('ty');
    const spanish = await banners('ES');
    expect(english[0]).toMatchObject({ title: 'Welcome Bonus 100%', url: '/cdn/banners/1.webp' });
    expect(tagalog[0]).toMatchObject({ title: 'Welcome Bonus na 100%', url: '/cdn/banners/1.webp?language=TY' });
    expect(tagalog.every((banner, index) => banner.url !== english[index]?.url)).toBe(true);
    expect(spanish).toEqual(english);

    const picture = async (url: string) => {
      const response = await gateway.request({ method: 'GET', url: url.replace('.webp', '.svg'), merchant: null });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    expect(await picture(tagalog[0]!.url)).toContain('Hanggang ₱888 sa iyong unang deposito');
    expect(await picture(english[0]!.url)).toContain('Up to ₱888 on your first deposit');
    expect(await picture('/cdn/banners/1.svg?language=ES')).toContain('Up to ₱888 on your first deposit');
  });

  it('refuses malformed queries', async () => {
    for (const query of ['types=B,XX', 'types=', 'language=ENG', 'groupName=a%20b']) {
      const response = await gateway.request({ method: 'GET', url: `/wps/announcements?${query}` });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
  });

  it('revalidates with ETag (304), private to the caller', async () => {
    const { response } = await getAnnouncements();
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toContain('Authorization');
    const etag = String(response.headers.etag);
    const again = await gateway.request({ method: 'GET', url: ANNOUNCEMENTS, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('announcement read state', () => {
  it('is per member, false without a session, and an invalid token is ignored', async () => {
    const before = await markRead(tokens.demo, { announcementId: 3, read: true });
    expect(before.statusCode).toBe(200);
    expect(envelope(before)).toEqual({ success: true, value: true });
    expect(before.headers['cache-control']).toBe('no-store');
    expect(await markRead(tokens.demo, { announcementId: '6', read: true }).then((r) => r.statusCode)).toBe(200);

    const demo = (await getAnnouncements(ANNOUNCEMENTS, { authorization: tokens.demo })).value;
    expect(readFlags(demo.player)[3]).toBe(true);
    expect(readFlags(demo.popup)[6]).toBe(true);
    expect(
      allItems(demo)
        .filter((item) => item.read)
        .map((item) => item.id)
        .sort(),
    ).toEqual([3, 6]);

    const agent = (await getAnnouncements(ANNOUNCEMENTS, { authorization: tokens.agent })).value;
    expect(allItems(agent).some((item) => item.read)).toBe(false);
    const visitor = (await getAnnouncements()).value;
    expect(allItems(visitor).some((item) => item.read)).toBe(false);
    for (const token of ['0'.repeat(64), 'not-a-token']) {
      const forged = await getAnnouncements(ANNOUNCEMENTS, { authorization: token });
      expect(allItems(forged.value).some((item) => item.read)).toBe(false);
    }

    // The agent's reads do not touch the demo member's.
    expect((await markRead(tokens.agent, { announcementId: 4, read: true })).statusCode).toBe(200);
    const demoAgain = (await getAnnouncements(ANNOUNCEMENTS, { authorization: tokens.demo })).value;
    expect(readFlags(demoAgain.player)[4]).toBe(false);
    const rows = gateway.store.db
      .prepare('SELECT account_id, announcement_id FROM announcement_reads ORDER BY account_id, announcement_id')
      .all()
      .map((row) => `${String(row.account_id)}:${String(row.announcement_id)}`);
    const demoId = gateway.store.accounts.findByUsername('demo')?.id;
    const agentId = gateway.store.accounts.findByUsername('agent')?.id;
    expect(rows.sort()).toEqual([`${demoId}:3`, `${demoId}:6`, `${agentId}:4`].sort());
  });

  it('is idempotent, and read: false marks it unread again', async () => {
    const count = rowCount(gateway, 'announcement_reads');
    const readAt = () => gateway.store.db.prepare('SELECT read_at FROM announcement_reads WHERE announcement_id = 3').get()?.read_at;
    const first = readAt();
    for (let i = 0; i < 3; i++) expect(envelope(await markRead(tokens.demo, { announcementId: 3, read: true })).value).toBe(true);
    expect(rowCount(gateway, 'announcement_reads')).toBe(count);
    expect(readAt()).toBe(first);

    expect((await markRead(tokens.demo, { announcementId: 3, read: false })).statusCode).toBe(200);
    expect(rowCount(gateway, 'announcement_reads')).toBe(count - 1);
    const demo = (await getAnnouncements(ANNOUNCEMENTS, { authorization: tokens.demo })).value;
    expect(readFlags(demo.player)[3]).toBe(false);
  });

  it('changes the ETag when the member reads something', async () => {
    const before = (await getAnnouncements(ANNOUNCEMENTS, { authorization: tokens.demo })).response;
    await markRead(tokens.demo, { announcementId: 7, read: true });
    const after = await gateway.request({
      method: 'GET',
      url: ANNOUNCEMENTS,
      headers: { authorization: tokens.demo, 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
  });

  it('needs a session, a known id and a valid body', async () => {
    const count = rowCount(gateway, 'announcement_reads');
    const anonymous = await markRead(undefined, { announcementId: 3, read: true });
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).code).toBe('login.not.session');
    const unknown = await markRead(tokens.demo, { announcementId: 9999, read: true });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown)).toMatchObject({ success: false, code: 'announcement.not.found' });
    for (const payload of [
      {},
      { announcementId: 0 },
      { announcementId: 'x' },
      { announcementId: 3, read: 'yes' },
      { announcementId: 3, extra: 1 },
    ]) {
      const response = await markRead(tokens.demo, payload);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    expect(rowCount(gateway, 'announcement_reads')).toBe(count);
  });
});

describe('GET /wps/winners', () => {
  async function winners(query: string) {
    const response = await gateway.request({ method: 'GET', url: `/wps/winners?${query}` });
    expect(response.statusCode).toBe(200);
    return { response, list: (envelope(response).value as { list: WinnerEntry[] }).list };
  }

  it('answers the board sorted by amount, highest first, with notAuto 0 and 1', async () => {
    const { list } = await winners('gameCategory=ALL&language=EN&limitNum=100');
    expect(list.length).toBe(40);
    const amounts = list.map((entry) => entry.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(Object.keys(list[0]?.vo ?? {}).sort()).toEqual(
      ['currencySymbol', 'customerName', 'gameName', 'iconUrl', 'notAuto', 'winAmount'].sort(),
    );
    expect(list.every((entry) => /^\/cdn\/games\/\d+\.webp$/.test(entry.vo.iconUrl))).toBe(true);
    expect(list.every((entry) => entry.vo.currencySymbol === '₱')).toBe(true);
    expect(new Set(list.map((entry) => entry.vo.notAuto))).toEqual(new Set([0, 1]));
    const top = gateway.store.content.winners()[0];
    expect(list[0]?.vo).toMatchObject({ customerName: top?.customerName, winAmount: (top?.winCents ?? 0) / 100 });
  });

  it('limits and filters by category, empty when nothing matches', async () => {
    const { list: all } = await winners('gameCategory=ALL');
    const { list: five } = await winners('limitNum=5');
    expect(five).toEqual(all.slice(0, 5));
    expect((await winners('limitNum=0')).list).toEqual([]);
    const stored = gateway.store.content.winners();
    // Any category the seeded board holds; which ones it holds follows from the seed's draws.
    const category = stored.find((winner) => winner.gameCategory !== 'RNG')?.gameCategory ?? 'RNG';
    const { list: filtered } = await winners(`gameCategory=${category}`);
    const expected = stored.filter((winner) => winner.gameCategory === category);
    expect(filtered.length).toBe(expected.length);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.map((entry) => entry.vo.gameName)).toEqual(expected.map((winner) => winner.gameName));
    const absent = gateway.store.catalog.categories().find((entry) => !stored.some((winner) => winner.gameCategory === entry.code));
    if (absent) expect((await winners(`gameCategory=${absent.code}`)).list).toEqual([]);
  });

  it('revalidates with ETag (304) and refuses malformed queries', async () => {
    const { response } = await winners('gameCategory=ALL&limitNum=100');
    const again = await gateway.request({
      method: 'GET',
      url: '/wps/winners?gameCategory=ALL&limitNum=100',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const query of ['limitNum=-1', 'limitNum=abc', 'gameCategory=all']) {
      const bad = await gateway.request({ method: 'GET', url: `/wps/winners?${query}` });
      expect(envelope(bad).code).toBe('request.invalid');
    }
  });
});
