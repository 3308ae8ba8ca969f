import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrations.ts';
import { createVipRepository } from './vip.ts';

function vipWithAccount() {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  db.prepare("INSERT INTO accounts (id, username, password_hash, type, currency, created_at) VALUES (1, 'demo', 'x', 0, 'PHP', 0)").run();
  return createVipRepository(db);
}

describe('VIP levels', () => {
  it('has none by default, then the level set, and takes it away again', () => {
    const vip = vipWithAccount();
    expect(vip.levelOf(1)).toBeUndefined();
    vip.setLevel(1, 3);
    expect(vip.levelOf(1)).toEqual({ level: 3, name: 'Gold' });
    vip.setLevel(1, null);
    expect(vip.levelOf(1)).toBeUndefined();
  });

  it('lists the six levels and refuses an unknown one', () => {
    const vip = vipWithAccount();
    expect(vip.levels().map((level) => level.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal']);
    expect(() => vip.setLevel(1, 9)).toThrow();
  });
});
