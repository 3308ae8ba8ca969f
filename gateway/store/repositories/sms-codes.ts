import { timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** `mobile`: a member's new number, before it replaces the old one. */
export type SmsPurpose = 'login' | 'register' | 'forget' | 'mobile';

/** Wrong tries after which a code is dead (even the right digits fail). */
export const SMS_MAX_ATTEMPTS = 5;

interface SmsCodeRecord {
  id: number;
  dialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  code: string;
  createdAt: number;
  /** When the client may ask for the next code (the wire's `expirationTime`). */
  resendAt: number;
  /** When the code stops being accepted. */
  expiresAt: number;
  attempts: number;
  usedAt: number | null;
}

interface NewSmsCode {
  dialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  code: string;
  now: number;
  resendAt: number;
  expiresAt: number;
}

interface SmsNumber {
  dialingCode: string;
  mobileNum: string;
}

/**
 * SMS verification codes by number and purpose. Codes are kept in clear, like captcha answers:
 * they live five minutes, are single use, and the demo's admin API must be able to show them.
 * Only the newest code of a number and purpose counts; sending a new one retires the previous.
 */
export interface SmsCodesRepository {
  create(code: NewSmsCode): SmsCodeRecord;
  /** The newest code of that number and purpose, used or not. */
  latest(number: SmsNumber, purpose: SmsPurpose): SmsCodeRecord | undefined;
  /** Codes sent to the number (any purpose) since `since`, oldest first. */
  sentSince(number: SmsNumber, since: number): SmsCodeRecord[];
  /**
   * Checks typed digits against the newest live code (not used, not expired, fewer than
   * SMS_MAX_ATTEMPTS wrong tries): a match consumes it, a miss counts one wrong try.
   */
  verify(number: SmsNumber, purpose: SmsPurpose, typed: string, now: number): boolean;
  /** Every stored code of the number, newest first (admin API). */
  list(number: SmsNumber): SmsCodeRecord[];
  count(): number;
}

/** Codes are kept a day (the hourly cap needs the last hour; the rest helps diagnosis). */
const RETENTION_MS = 24 * 60 * 60 * 1000;

function toRecord(row: Record<string, unknown>): SmsCodeRecord {
  return {
    id: Number(row.id),
    dialingCode: String(row.dialing_code),
    mobileNum: String(row.mobile_num),
    purpose: String(row.purpose) as SmsPurpose,
    code: String(row.code),
    createdAt: Number(row.created_at),
    resendAt: Number(row.resend_at),
    expiresAt: Number(row.expires_at),
    attempts: Number(row.attempts),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  };
}

function sameDigits(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createSmsCodesRepository(db: DatabaseSync): SmsCodesRepository {
  const insert = db.prepare(
    'INSERT INTO sms_codes (dialing_code, mobile_num, purpose, code, created_at, resend_at, expires_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *',
  );
  const purge = db.prepare('DELETE FROM sms_codes WHERE created_at < ?');
  const selectLatest = db.prepare(
    'SELECT * FROM sms_codes WHERE dialing_code = ? AND mobile_num = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1',
  );
  const selectSince = db.prepare(
    'SELECT * FROM sms_codes WHERE dialing_code = ? AND mobile_num = ? AND created_at > ? ORDER BY created_at, id',
  );
  const selectAll = db.prepare('SELECT * FROM sms_codes WHERE dialing_code = ? AND mobile_num = ? ORDER BY created_at DESC, id DESC');
  const markUsed = db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL');
  const countMiss = db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM sms_codes');

  const latest = (number: SmsNumber, purpose: SmsPurpose) => {
    const row = selectLatest.get(number.dialingCode, number.mobileNum, purpose);
    return row ? toRecord(row) : undefined;
  };

  return {
    create(code) {
      purge.run(code.now - RETENTION_MS);
      const row = insert.get(code.dialingCode, code.mobileNum, code.purpose, code.code, code.now, code.resendAt, code.expiresAt);
      if (!row) throw new Error('SMS code insert returned nothing');
      return toRecord(row);
    },
    latest,
    sentSince(number, since) {
      return selectSince.all(number.dialingCode, number.mobileNum, since).map(toRecord);
    },
    verify(number, purpose, typed, now) {
      const code = latest(number, purpose);
      if (!code || code.usedAt !== null || code.expiresAt <= now || code.attempts >= SMS_MAX_ATTEMPTS) return false;
      if (typed !== '' && sameDigits(typed, code.code)) {
        return Number(markUsed.run(now, code.id).changes) === 1;
      }
      countMiss.run(code.id);
      return false;
    },
    list(number) {
      return selectAll.all(number.dialingCode, number.mobileNum).map(toRecord);
    },
    count() {
      return Number(countAll.get()?.n ?? 0);
    },
  };
}
