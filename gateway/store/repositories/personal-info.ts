import type { DatabaseSync } from 'node:sqlite';

import type { PersonalInfo } from '../../../src/contract/personal.ts';

/** Details rows (account_details) that personal info reads and writes. */
const EMAIL = 'email';
/** Set by the Firebase login for an address Firebase verified; a typed address must never carry it. */
const EMAIL_VERIFIED = 'emailVerified';
const MOBILE_VERIFIED = 'mobileVerified';

/**
 * A member's personal info (gateway/README.md "Personal info"): nickname and mobile on the
 * account row, the e-mail and the verification marks as account details.
 */
export interface PersonalInfoRepository {
  read(accountId: number): PersonalInfo | undefined;
  /** Changes what is given; a new e-mail drops the old one's verified mark. */
  update(accountId: number, change: { nickname?: string; email?: string }): void;
  /** Sets the number (`+63 9171234567`) as verified by SMS. */
  setVerifiedMobile(accountId: number, mobile: string): void;
}

function splitMobile(stored: string | null): PersonalInfo['mobile'] {
  if (stored === null) return null;
  const [countryDialingCode = '', mobileNum = ''] = stored.split(' ');
  return { countryDialingCode, mobileNum };
}

export function createPersonalInfoRepository(db: DatabaseSync): PersonalInfoRepository {
  const select = db.prepare(
    'SELECT a.username, a.nickname, a.mobile, a.last_login_at, a.payment_password_hash IS NOT NULL AS payment_set, ' +
      `(SELECT value FROM account_details WHERE account_id = a.id AND field = '${EMAIL}') AS email, ` +
      `(SELECT value FROM account_details WHERE account_id = a.id AND field = '${MOBILE_VERIFIED}') AS mobile_verified ` +
      'FROM accounts a WHERE a.id = ?',
  );
  const setNickname = db.prepare('UPDATE accounts SET nickname = ? WHERE id = ?');
  const setMobile = db.prepare('UPDATE accounts SET mobile = ? WHERE id = ?');
  const upsertDetail = db.prepare(
    'INSERT INTO account_details (account_id, field, value) VALUES (?, ?, ?) ON CONFLICT(account_id, field) DO UPDATE SET value = excluded.value',
  );
  const deleteDetail = db.prepare('DELETE FROM account_details WHERE account_id = ? AND field = ?');

  return {
    read(accountId) {
      const row = select.get(accountId);
      if (!row) return undefined;
      const mobile = row.mobile === null ? null : String(row.mobile);
      return {
        account: String(row.username),
        nickname: String(row.nickname),
        email: row.email === null ? '' : String(row.email),
        mobile: splitMobile(mobile),
        mobileVerified: mobile !== null && row.mobile_verified === mobile,
        paymentPasswordSet: Number(row.payment_set) === 1,
        lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
      };
    },
    update(accountId, change) {
      if (change.nickname !== undefined) setNickname.run(change.nickname, accountId);
      if (change.email !== undefined) {
        const current = select.get(accountId)?.email;
        if (current === change.email) return;
        deleteDetail.run(accountId, EMAIL_VERIFIED);
        if (change.email === '') deleteDetail.run(accountId, EMAIL);
        else upsertDetail.run(accountId, EMAIL, change.email);
      }
    },
    setVerifiedMobile(accountId, mobile) {
      setMobile.run(mobile, accountId);
      // The mark names the number it was given for, so a number set any other way reads as unverified.
      upsertDetail.run(accountId, MOBILE_VERIFIED, mobile);
    },
  };
}
