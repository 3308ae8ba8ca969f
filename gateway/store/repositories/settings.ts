import type { DatabaseSync } from 'node:sqlite';

import { SETTING_DEFINITIONS, SETTING_KEYS, type SettingKey, type SettingValues } from '../settings-catalog.ts';

/** Operator settings as JSON values by key; a key not stored yet reads as its default. */
export interface SettingsRepository {
  get<K extends SettingKey>(key: K): SettingValues[K];
  set<K extends SettingKey>(key: K, value: SettingValues[K], now?: number): void;
  all(): SettingValues;
  /** Latest change time (ms) of any stored setting: drives Last-Modified of system answers. */
  lastModified(): number;
  /**
   * Goes up on every settings write, so answers derived from settings can be kept until it moves.
   * It starts afresh with each open store: compare it, never persist it.
   */
  version(): number;
}

export function createSettingsRepository(db: DatabaseSync): SettingsRepository {
  const selectOne = db.prepare('SELECT value FROM settings WHERE key = ?');
  const upsert = db.prepare(
    'INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ' +
      'ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  );
  const selectLatest = db.prepare('SELECT MAX(updated_at) AS latest FROM settings');
  // Moves when another connection commits (the sqlite3 shell editing settings, a second process on
  // the same file), never for this connection's own writes: those are counted in set().
  const selectDataVersion = db.prepare('PRAGMA data_version');
  const dataVersion = () => Number(selectDataVersion.get()?.data_version ?? 0);

  function get<K extends SettingKey>(key: K): SettingValues[K] {
    const fallback: SettingValues[K] = structuredClone(SETTING_DEFINITIONS[key].defaultValue);
    const row = selectOne.get(key);
    if (!row || typeof row.value !== 'string') return fallback;
    const stored = JSON.parse(row.value) as SettingValues[K];
    // Maps keyed by a fixed list (switches) keep defaults for ids added after the value was stored.
    if (key === 'switches') return { ...(fallback as object), ...(stored as object) } as SettingValues[K];
    return stored;
  }

  let version = 0;
  let seenDataVersion = dataVersion();

  return {
    get,
    set(key, value, now = Date.now()) {
      upsert.run(key, JSON.stringify(value), now);
      version += 1;
    },
    all() {
      return Object.fromEntries(SETTING_KEYS.map((key) => [key, get(key)])) as unknown as SettingValues;
    },
    lastModified() {
      return Number(selectLatest.get()?.latest ?? 0);
    },
    version() {
      const current = dataVersion();
      if (current !== seenDataVersion) {
        seenDataVersion = current;
        version += 1;
      }
      return version;
    },
  };
}
