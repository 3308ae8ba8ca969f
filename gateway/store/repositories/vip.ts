import type { DatabaseSync } from 'node:sqlite';

/** A member's VIP level (1 Bronze … 6 Royal, `vip_levels`); accounts without one have none. */
interface VipLevel {
  level: number;
  name: string;
}

export interface VipRepository {
  levelOf(accountId: number): VipLevel | undefined;
  /** `null` takes the level away; an unknown level is refused by the foreign key. */
  setLevel(accountId: number, level: number | null): void;
  levels(): VipLevel[];
}

export function createVipRepository(db: DatabaseSync): VipRepository {
  const selectLevel = db.prepare('SELECT v.level, v.name FROM accounts a JOIN vip_levels v ON v.level = a.vip_level WHERE a.id = ?');
  const updateLevel = db.prepare('UPDATE accounts SET vip_level = ? WHERE id = ?');
  const selectLevels = db.prepare('SELECT level, name FROM vip_levels ORDER BY level');
  const toLevel = (row: Record<string, unknown>): VipLevel => ({ level: Number(row.level), name: String(row.name) });
  return {
    levelOf(accountId) {
      const row = selectLevel.get(accountId);
      return row ? toLevel(row) : undefined;
    },
    setLevel(accountId, level) {
      updateLevel.run(level, accountId);
    },
    levels: () => selectLevels.all().map(toLevel),
  };
}
