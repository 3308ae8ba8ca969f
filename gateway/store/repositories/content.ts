import type { DatabaseSync } from 'node:sqlite';

/** Banners, announcements (types A, PL, B, PU, PR; executions A, B, F) and the winners board. */
export interface BannerRecord {
  id: number;
  groupName: string;
  title: string;
  subtitle: string;
  linkage: string;
  sort: number;
}

export interface AnnouncementRecord {
  id: number;
  type: 'A' | 'PL' | 'B' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  title: string;
  content: string;
  promotionType: string | null;
  platform: string;
  publishedAt: number;
  sort: number;
}

export interface WinnerRecord {
  id: number;
  customerName: string;
  gameId: number;
  gameName: string;
  winCents: number;
  notAuto: 0 | 1;
  wonAt: number;
}

export interface ContentRepository {
  banners(): BannerRecord[];
  banner(id: number): BannerRecord | undefined;
  announcements(): AnnouncementRecord[];
  /** Highest win first (PROTOCOL.md "Winner board"). */
  winners(): WinnerRecord[];
  insertBanner(banner: BannerRecord): void;
  insertAnnouncement(announcement: AnnouncementRecord): void;
  insertWinner(winner: Omit<WinnerRecord, 'gameName'>): void;
}

function toBanner(row: Record<string, unknown>): BannerRecord {
  return {
    id: Number(row.id),
    groupName: String(row.group_name),
    title: String(row.title),
    subtitle: String(row.subtitle),
    linkage: String(row.linkage),
    sort: Number(row.sort),
  };
}

export function createContentRepository(db: DatabaseSync): ContentRepository {
  const selectBanners = db.prepare('SELECT * FROM banners ORDER BY group_name, sort, id');
  const selectBanner = db.prepare('SELECT * FROM banners WHERE id = ?');
  const selectAnnouncements = db.prepare('SELECT * FROM announcements ORDER BY sort, id');
  const selectWinners = db.prepare(
    'SELECT w.*, g.name AS game_name FROM winners w JOIN games g ON g.id = w.game_id ORDER BY w.win_cents DESC, w.id',
  );
  const insertBanner = db.prepare(
    'INSERT INTO banners (id, group_name, title, subtitle, linkage, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertAnnouncement = db.prepare(
    'INSERT INTO announcements (id, type, execution, title, content, promotion_type, platform, published_at, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertWinner = db.prepare(
    'INSERT INTO winners (id, customer_name, game_id, win_cents, not_auto, won_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  return {
    banners: () => selectBanners.all().map(toBanner),
    banner(id) {
      const row = selectBanner.get(id);
      return row ? toBanner(row) : undefined;
    },
    announcements: () =>
      selectAnnouncements.all().map((row) => ({
        id: Number(row.id),
        type: String(row.type) as AnnouncementRecord['type'],
        execution: String(row.execution) as AnnouncementRecord['execution'],
        title: String(row.title),
        content: String(row.content),
        promotionType: row.promotion_type === null ? null : String(row.promotion_type),
        platform: String(row.platform),
        publishedAt: Number(row.published_at),
        sort: Number(row.sort),
      })),
    winners: () =>
      selectWinners.all().map((row) => ({
        id: Number(row.id),
        customerName: String(row.customer_name),
        gameId: Number(row.game_id),
        gameName: String(row.game_name),
        winCents: Number(row.win_cents),
        notAuto: Number(row.not_auto) === 1 ? 1 : 0,
        wonAt: Number(row.won_at),
      })),
    insertBanner(banner) {
      insertBanner.run(banner.id, banner.groupName, banner.title, banner.subtitle, banner.linkage, banner.sort);
    },
    insertAnnouncement(a) {
      insertAnnouncement.run(a.id, a.type, a.execution, a.title, a.content, a.promotionType, a.platform, a.publishedAt, a.sort);
    },
    insertWinner(w) {
      insertWinner.run(w.id, w.customerName, w.gameId, w.winCents, w.notAuto, w.wonAt);
    },
  };
}
