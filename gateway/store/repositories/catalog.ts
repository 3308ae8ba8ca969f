import type { DatabaseSync } from 'node:sqlite';

/**
 * Game catalogue. A game has a product `category` (the eleven of docs/product.md#who-it-is-for) and a wire
 * `gameType` lane: the platform files esports and cockfight under SPORTS and BGS and bingo
 * under RNG, and the app splits them back out (docs/gateway-protocol.md#vendor-lanes).
 */
interface CategoryRecord {
  code: string;
  name: string;
  lane: string;
  sort: number;
}

export interface VendorRecord {
  code: string;
  displayName: string;
  accountTypeName: string;
  sort: number;
}

export interface GameRecord {
  id: number;
  nodeId: number;
  roomId: number;
  vendor: string;
  category: string;
  gameType: string;
  gameClassify: string;
  name: string;
  supportPlay: 0 | 1;
  isTop: 0 | 1;
  isNew: 0 | 1;
  isHot: 0 | 1;
  lottoGameCode: string | null;
  sort: number;
  /** The catalogue node's own name, untranslated (docs/product.md#game-artwork). */
  nodeName: string;
  /** Whether the game has a large picture for the lobby's large tiles. */
  largeIcon: 0 | 1;
  /** 0: the lobby shows the game as a name-only tile. */
  showIcon: 0 | 1;
}

export interface CatalogRepository {
  categories(): CategoryRecord[];
  vendors(): VendorRecord[];
  vendor(code: string): VendorRecord | undefined;
  games(): GameRecord[];
  game(id: number): GameRecord | undefined;
  gameByNodeId(nodeId: number): GameRecord | undefined;
  insertCategory(category: CategoryRecord): void;
  insertVendor(vendor: VendorRecord): void;
  insertGame(game: GameRecord): void;
  counts(): { categories: number; vendors: number; games: number };
}

const flag = (value: unknown): 0 | 1 => (Number(value) === 1 ? 1 : 0);

function toGame(row: Record<string, unknown>): GameRecord {
  return {
    id: Number(row.id),
    nodeId: Number(row.node_id),
    roomId: Number(row.room_id),
    vendor: String(row.vendor),
    category: String(row.category),
    gameType: String(row.game_type),
    gameClassify: String(row.game_classify),
    name: String(row.name),
    supportPlay: flag(row.support_play),
    isTop: flag(row.is_top),
    isNew: flag(row.is_new),
    isHot: flag(row.is_hot),
    lottoGameCode: row.lotto_game_code === null ? null : String(row.lotto_game_code),
    sort: Number(row.sort),
    nodeName: typeof row.node_name === 'string' && row.node_name !== '' ? row.node_name : String(row.name),
    largeIcon: flag(row.large_icon),
    showIcon: row.show_icon === undefined || row.show_icon === null ? 1 : flag(row.show_icon),
  };
}

function toVendor(row: Record<string, unknown>): VendorRecord {
  return {
    code: String(row.code),
    displayName: String(row.display_name),
    accountTypeName: String(row.account_type_name),
    sort: Number(row.sort),
  };
}

export function createCatalogRepository(db: DatabaseSync): CatalogRepository {
  const selectCategories = db.prepare('SELECT * FROM categories ORDER BY sort');
  const selectVendors = db.prepare('SELECT * FROM vendors ORDER BY sort');
  const selectVendor = db.prepare('SELECT * FROM vendors WHERE code = ?');
  const selectGames = db.prepare('SELECT * FROM games ORDER BY sort, id');
  const selectGame = db.prepare('SELECT * FROM games WHERE id = ?');
  const selectGameByNode = db.prepare('SELECT * FROM games WHERE node_id = ?');
  const insertCategory = db.prepare('INSERT INTO categories (code, name, lane, sort) VALUES (?, ?, ?, ?)');
  const insertVendor = db.prepare('INSERT INTO vendors (code, display_name, account_type_name, sort) VALUES (?, ?, ?, ?)');
  const insertGame = db.prepare(
    'INSERT INTO games (id, node_id, room_id, vendor, category, game_type, game_classify, name, support_play, is_top, is_new, is_hot, lotto_game_code, sort, ' +
      'node_name, large_icon, show_icon) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const countRows = db.prepare(
    'SELECT (SELECT COUNT(*) FROM categories) AS categories, (SELECT COUNT(*) FROM vendors) AS vendors, (SELECT COUNT(*) FROM games) AS games',
  );

  return {
    categories: () =>
      selectCategories.all().map((row) => ({
        code: String(row.code),
        name: String(row.name),
        lane: String(row.lane),
        sort: Number(row.sort),
      })),
    vendors: () => selectVendors.all().map(toVendor),
    vendor(code) {
      const row = selectVendor.get(code);
      return row ? toVendor(row) : undefined;
    },
    games: () => selectGames.all().map(toGame),
    game(id) {
      const row = selectGame.get(id);
      return row ? toGame(row) : undefined;
    },
    gameByNodeId(nodeId) {
      const row = selectGameByNode.get(nodeId);
      return row ? toGame(row) : undefined;
    },
    insertCategory(category) {
      insertCategory.run(category.code, category.name, category.lane, category.sort);
    },
    insertVendor(vendor) {
      insertVendor.run(vendor.code, vendor.displayName, vendor.accountTypeName, vendor.sort);
    },
    insertGame(game) {
      insertGame.run(
        game.id,
        game.nodeId,
        game.roomId,
        game.vendor,
        game.category,
        game.gameType,
        game.gameClassify,
        game.name,
        game.supportPlay,
        game.isTop,
        game.isNew,
        game.isHot,
        game.lottoGameCode,
        game.sort,
        game.nodeName,
        game.largeIcon,
        game.showIcon,
      );
    },
    counts() {
      const row = countRows.get() ?? {};
      return { categories: Number(row.categories), vendors: Number(row.vendors), games: Number(row.games) };
    },
  };
}
