import type { DatabaseSync } from 'node:sqlite';

/**
 * Banners, announcements (types A, PL, B, PU, PR; executions A, B, F) with their translations
 * and per-member read state, and the winners board.
 */
const LINKAGE_TYPES = ['route', 'url', 'game', 'none'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

export interface BannerRecord {
  id: number;
  groupName: string;
  title: string;
  subtitle: string;
  /** What a tap opens: an app route, an external URL, a game id, or nothing. */
  linkageType: LinkageType;
  /** The route, URL or game id ('' for none). */
  linkage: string;
  sort: number;
}

/** A banner's words in another language; English stays in `banners` and is the fallback. */
export interface BannerText {
  title: string;
  subtitle: string;
}

export interface AnnouncementRecord {
  id: number;
  type: 'A' | 'PL' | 'B' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  /** English text; other languages live in `announcement_texts` and fall back to this. */
  title: string;
  content: string;
  promotionType: string | null;
  platform: string;
  publishedAt: number;
  sort: number;
}

interface AnnouncementText {
  title: string;
  content: string;
}

interface WinnerRecord {
  id: number;
  customerName: string;
  gameId: number;
  gameName: string;
  /** Product category and wire lane of the game (for the gameCategory filter). */
  gameCategory: string;
  gameType: string;
  winCents: number;
  notAuto: 0 | 1;
  wonAt: number;
}

export interface ContentRepository {
  banners(): BannerRecord[];
  banner(id: number): BannerRecord | undefined;
  announcements(): AnnouncementRecord[];
  announcement(id: number): AnnouncementRecord | undefined;
  /** Translations of every announcement in one language, by announcement id. */
  announcementTexts(language: string): Map<number, AnnouncementText>;
  /** Banner texts in `language`, by banner id (banner_texts). */
  bannerTexts(language: string): Map<number, BannerText>;
  bannerText(bannerId: number, language: string): BannerText | undefined;
  /** Ids of the announcements the account has read. */
  readAnnouncementIds(accountId: number): Set<number>;
  /** Idempotent: marking twice keeps the first read time. */
  markAnnouncementRead(accountId: number, announcementId: number, now: number): void;
  markAnnouncementUnread(accountId: number, announcementId: number): void;
  /** Highest win first (docs/gateway-protocol.md#winner-board). */
  winners(): WinnerRecord[];
  insertBanner(banner: BannerRecord): void;
  insertBannerText(bannerId: number, language: string, text: BannerText): void;
  insertAnnouncement(announcement: AnnouncementRecord): void;
  insertAnnouncementText(announcementId: number, language: string, text: AnnouncementText): void;
  insertWinner(winner: Omit<WinnerRecord, 'gameName' | 'gameCategory' | 'gameType'>): void;
}

function toBanner(row: Record<string, unknown>): BannerRecord {
  const linkageType = String(row.linkage_type);
  return {
    id: Number(row.id),
    groupName: String(row.group_name),
    title: String(row.title),
    subtitle: String(row.subtitle),
    linkageType: (LINKAGE_TYPES as readonly string[]).includes(linkageType) ? (linkageType as LinkageType) : 'route',
    linkage: String(row.linkage),
    sort: Number(row.sort),
  };
}

function toAnnouncement(row: Record<string, unknown>): AnnouncementRecord {
  return {
    id: Number(row.id),
    type: String(row.type) as AnnouncementRecord['type'],
    execution: String(row.execution) as AnnouncementRecord['execution'],
    title: String(row.title),
    content: String(row.content),
    promotionType: row.promotion_type === null ? null : String(row.promotion_type),
    platform: String(row.platform),
    publishedAt: Number(row.published_at),
    sort: Number(row.sort),
  };
}

export function createContentRepository(db: DatabaseSync): ContentRepository {
  const selectBanners = db.prepare('SELECT * FROM banners ORDER BY group_name, sort, id');
  const selectBanner = db.prepare('SELECT * FROM banners WHERE id = ?');
  const selectAnnouncements = db.prepare('SELECT * FROM announcements ORDER BY sort, id');
  const selectAnnouncement = db.prepare('SELECT * FROM announcements WHERE id = ?');
  const selectTexts = db.prepare('SELECT announcement_id, title, content FROM announcement_texts WHERE language = ?');
  const selectBannerTexts = db.prepare('SELECT banner_id, title, subtitle FROM banner_texts WHERE language = ?');
  const selectBannerText = db.prepare('SELECT title, subtitle FROM banner_texts WHERE banner_id = ? AND language = ?');
  const insertBannerText = db.prepare('INSERT INTO banner_texts (banner_id, language, title, subtitle) VALUES (?, ?, ?, ?)');
  const selectReads = db.prepare('SELECT announcement_id FROM announcement_reads WHERE account_id = ?');
  const insertRead = db.prepare(
    'INSERT INTO announcement_reads (account_id, announcement_id, read_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const deleteRead = db.prepare('DELETE FROM announcement_reads WHERE account_id = ? AND announcement_id = ?');
  const selectWinners = db.prepare(
    'SELECT w.*, g.name AS game_name, g.category AS game_category, g.game_type AS game_type ' +
      'FROM winners w JOIN games g ON g.id = w.game_id ORDER BY w.win_cents DESC, w.id',
  );
  const insertBanner = db.prepare(
    'INSERT INTO banners (id, group_name, title, subtitle, linkage_type, linkage, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertAnnouncement = db.prepare(
    'INSERT INTO announcements (id, type, execution, title, content, promotion_type, platform, published_at, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertText = db.prepare('INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES (?, ?, ?, ?)');
  const insertWinner = db.prepare(
    'INSERT INTO winners (id, customer_name, game_id, win_cents, not_auto, won_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  return {
    banners: () => selectBanners.all().map(toBanner),
    banner(id) {
      const row = selectBanner.get(id);
      return row ? toBanner(row) : undefined;
    },
    announcements: () => selectAnnouncements.all().map(toAnnouncement),
    announcement(id) {
      const row = selectAnnouncement.get(id);
      return row ? toAnnouncement(row) : undefined;
    },
    announcementTexts(language) {
      return new Map(
        selectTexts.all(language).map((row) => [Number(row.announcement_id), { title: String(row.title), content: String(row.content) }]),
      );
    },
    bannerTexts(language) {
      return new Map(
        selectBannerTexts.all(language).map((row) => [Number(row.banner_id), { title: String(row.title), subtitle: String(row.subtitle) }]),
      );
    },
    bannerText(bannerId, language) {
      const row = selectBannerText.get(bannerId, language);
      return row ? { title: String(row.title), subtitle: String(row.subtitle) } : undefined;
    },
    readAnnouncementIds(accountId) {
      return new Set(selectReads.all(accountId).map((row) => Number(row.announcement_id)));
    },
    markAnnouncementRead(accountId, announcementId, now) {
      insertRead.run(accountId, announcementId, now);
    },
    markAnnouncementUnread(accountId, announcementId) {
      deleteRead.run(accountId, announcementId);
    },
    winners: () =>
      selectWinners.all().map((row) => ({
        id: Number(row.id),
        customerName: String(row.customer_name),
        gameId: Number(row.game_id),
        gameName: String(row.game_name),
        gameCategory: String(row.game_category),
        gameType: String(row.game_type),
        winCents: Number(row.win_cents),
        notAuto: Number(row.not_auto) === 1 ? 1 : 0,
        wonAt: Number(row.won_at),
      })),
    insertBanner(banner) {
      insertBanner.run(banner.id, banner.groupName, banner.title, banner.subtitle, banner.linkageType, banner.linkage, banner.sort);
    },
    insertBannerText(bannerId, language, text) {
      insertBannerText.run(bannerId, language, text.title, text.subtitle);
    },
    insertAnnouncement(a) {
      insertAnnouncement.run(a.id, a.type, a.execution, a.title, a.content, a.promotionType, a.platform, a.publishedAt, a.sort);
    },
    insertAnnouncementText(announcementId, language, text) {
      insertText.run(announcementId, language, text.title, text.content);
    },
    insertWinner(w) {
      insertWinner.run(w.id, w.customerName, w.gameId, w.winCents, w.notAuto, w.wonAt);
    },
  };
}
