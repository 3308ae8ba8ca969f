import type { DatabaseSync } from 'node:sqlite';

import { inTransaction } from '../database.ts';

/**
 * A member's favourite games and recently played games. Both lists are newest first by row id,
 * which grows with every insert: two taps in the same millisecond still keep their order.
 */
export interface FavouritesRepository {
  /** Idempotent: a game already in the list keeps its place. */
  addFavourite(accountId: number, gameId: number, now: number): void;
  /** Removing a game that is not in the list changes nothing. */
  removeFavourite(accountId: number, gameId: number): void;
  /** Game ids, newest first. */
  favouriteGameIds(accountId: number): number[];
  /** Moves the game to the front (or adds it) and keeps only the `keep` most recent. */
  recordRecent(accountId: number, gameId: number, now: number, keep: number): void;
  /** Game ids, most recent first. */
  recentGameIds(accountId: number, limit: number): number[];
}

export function createFavouritesRepository(db: DatabaseSync): FavouritesRepository {
  const insertFavourite = db.prepare(
    'INSERT INTO favourite_games (account_id, game_id, created_at) VALUES (?, ?, ?) ON CONFLICT (account_id, game_id) DO NOTHING',
  );
  const deleteFavourite = db.prepare('DELETE FROM favourite_games WHERE account_id = ? AND game_id = ?');
  const selectFavourites = db.prepare('SELECT game_id FROM favourite_games WHERE account_id = ? ORDER BY id DESC');
  const deleteRecent = db.prepare('DELETE FROM recent_games WHERE account_id = ? AND game_id = ?');
  const insertRecent = db.prepare('INSERT INTO recent_games (account_id, game_id, played_at) VALUES (?, ?, ?)');
  const trimRecent = db.prepare(
    'DELETE FROM recent_games WHERE account_id = ? AND id NOT IN ' +
      '(SELECT id FROM recent_games WHERE account_id = ? ORDER BY id DESC LIMIT ?)',
  );
  const selectRecent = db.prepare('SELECT game_id FROM recent_games WHERE account_id = ? ORDER BY id DESC LIMIT ?');

  return {
    addFavourite(accountId, gameId, now) {
      insertFavourite.run(accountId, gameId, now);
    },
    removeFavourite(accountId, gameId) {
      deleteFavourite.run(accountId, gameId);
    },
    favouriteGameIds: (accountId) => selectFavourites.all(accountId).map((row) => Number(row.game_id)),
    recordRecent(accountId, gameId, now, keep) {
      inTransaction(db, () => {
        // Delete and insert rather than update, so the row gets the newest id (front of the list).
        deleteRecent.run(accountId, gameId);
        insertRecent.run(accountId, gameId, now);
        trimRecent.run(accountId, accountId, keep);
      });
    },
    recentGameIds: (accountId, limit) => selectRecent.all(accountId, limit).map((row) => Number(row.game_id)),
  };
}
