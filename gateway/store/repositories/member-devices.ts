import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** Devices kept per member; the ones logged in from longest ago go first beyond it. */
const MAX_DEVICES_PER_MEMBER = 20;
/**
 * The app's loginDeviceId is a random UUID kept per install. Anything shorter is not one (the
 * app's own fallback when storage is blocked is a fixed word every such browser shares), so it
 * never makes a device known.
 */
const MIN_DEVICE_ID_LENGTH = 16;

/**
 * The devices each member has logged in from, by the SHA-256 of the app's loginDeviceId
 * (gateway/README.md "Session"): a device seen before may still try its password while the
 * username is locked, so someone who only knows the username cannot lock its owner out.
 */
export interface MemberDevicesRepository {
  /** Records a successful login from the device (nothing for a missing or too short id). */
  remember(accountId: number, loginDeviceId: string | null | undefined, now: number): void;
  isKnown(accountId: number, loginDeviceId: string | null | undefined): boolean;
}

/** The SHA-256 a device is known by, or null for an id that is not one. */
export function deviceKey(loginDeviceId: string | null | undefined): string | null {
  if (!loginDeviceId || loginDeviceId.length < MIN_DEVICE_ID_LENGTH) return null;
  return createHash('sha256').update(loginDeviceId).digest('hex');
}

export function createMemberDevicesRepository(db: DatabaseSync): MemberDevicesRepository {
  const upsert = db.prepare(`
    INSERT INTO member_devices (account_id, device_key, last_login_at) VALUES (?, ?, ?)
    ON CONFLICT(account_id, device_key) DO UPDATE SET last_login_at = excluded.last_login_at
  `);
  const trim = db.prepare(`
    DELETE FROM member_devices WHERE account_id = :account AND device_key NOT IN (
      SELECT device_key FROM member_devices WHERE account_id = :account ORDER BY last_login_at DESC LIMIT :keep
    )
  `);
  const select = db.prepare('SELECT 1 FROM member_devices WHERE account_id = ? AND device_key = ?');
  return {
    remember(accountId, loginDeviceId, now) {
      const key = deviceKey(loginDeviceId);
      if (key === null) return;
      upsert.run(accountId, key, now);
      trim.run({ account: accountId, keep: MAX_DEVICES_PER_MEMBER });
    },
    isKnown(accountId, loginDeviceId) {
      const key = deviceKey(loginDeviceId);
      return key !== null && select.get(accountId, key) !== undefined;
    },
  };
}
