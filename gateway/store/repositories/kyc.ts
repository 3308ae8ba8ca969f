import type { DatabaseSync } from 'node:sqlite';

import type { KycFieldId, KycImageSide, YesNo } from '../../../src/contract/kyc.ts';

export type KycSubmissionStatus = 'PENDING' | 'REJECTED' | 'VERIFIED';

/** A member's last submission (docs/product.md#identity-verification): one row per account. */
export interface KycSubmissionRecord {
  accountId: number;
  status: KycSubmissionStatus;
  fields: Partial<Record<KycFieldId, string>>;
  rejectReason: string;
  submittedAt: number;
  reviewedAt: number | null;
}

/** An uploaded ID picture: one per account and side, its bytes in a file under the data folder. */
export interface KycImageRecord {
  id: number;
  accountId: number;
  side: KycImageSide;
  /** Relative to the gateway's data folder. */
  filePath: string;
  bytes: number;
  contentType: 'image/png' | 'image/jpeg';
  uploadedAt: number;
}

/** A submission with its member's name, as the operator lists them. */
interface KycReviewRecord extends KycSubmissionRecord {
  username: string;
}

export interface KycRepository {
  submission(accountId: number): KycSubmissionRecord | undefined;
  /** Writes the account's submission as PENDING, replacing a rejected one. */
  submit(accountId: number, fields: Record<KycFieldId, string>, now: number): void;
  /** Moves a PENDING submission to its review outcome; false when it is not PENDING. */
  review(accountId: number, outcome: { status: 'VERIFIED' } | { status: 'REJECTED'; reason: string }, now: number): boolean;
  submissions(status: KycSubmissionStatus): KycReviewRecord[];
  images(accountId: number): KycImageRecord[];
  image(id: number): KycImageRecord | undefined;
  /** Stores the side's picture; answers the file of the picture it replaced, if any. */
  saveImage(image: Omit<KycImageRecord, 'id'>): { replaced: string | null; image: KycImageRecord };
  kycFree(accountId: number): YesNo;
  setKycFree(accountId: number, kycFree: YesNo): void;
  /** When a birthday under the minimum age was given; null when never. */
  underAgeAt(accountId: number): number | null;
  markUnderAge(accountId: number, now: number): void;
}

function toSubmission(row: Record<string, unknown>): KycSubmissionRecord {
  return {
    accountId: Number(row.account_id),
    status: String(row.status) as KycSubmissionStatus,
    fields: JSON.parse(String(row.fields)) as KycSubmissionRecord['fields'],
    rejectReason: String(row.reject_reason),
    submittedAt: Number(row.submitted_at),
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}

function toImage(row: Record<string, unknown>): KycImageRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    side: String(row.side) as KycImageSide,
    filePath: String(row.file_path),
    bytes: Number(row.bytes),
    contentType: String(row.content_type) === 'image/png' ? 'image/png' : 'image/jpeg',
    uploadedAt: Number(row.uploaded_at),
  };
}

export function createKycRepository(db: DatabaseSync): KycRepository {
  const selectSubmission = db.prepare('SELECT * FROM kyc_submissions WHERE account_id = ?');
  const upsertSubmission = db.prepare(
    "INSERT INTO kyc_submissions (account_id, status, fields, reject_reason, submitted_at, reviewed_at) VALUES (?, 'PENDING', ?, '', ?, NULL) " +
      "ON CONFLICT(account_id) DO UPDATE SET status = 'PENDING', fields = excluded.fields, reject_reason = '', " +
      'submitted_at = excluded.submitted_at, reviewed_at = NULL',
  );
  const reviewPending = db.prepare(
    "UPDATE kyc_submissions SET status = ?, reject_reason = ?, reviewed_at = ? WHERE account_id = ? AND status = 'PENDING'",
  );
  const selectByStatus = db.prepare(
    'SELECT s.*, a.username FROM kyc_submissions s JOIN accounts a ON a.id = s.account_id WHERE s.status = ? ORDER BY s.submitted_at, s.account_id',
  );
  const selectImages = db.prepare(
    "SELECT * FROM kyc_images WHERE account_id = ? ORDER BY CASE side WHEN 'FRONT' THEN 0 WHEN 'BACK' THEN 1 ELSE 2 END",
  );
  const selectImage = db.prepare('SELECT * FROM kyc_images WHERE id = ?');
  const selectSide = db.prepare('SELECT file_path FROM kyc_images WHERE account_id = ? AND side = ?');
  const upsertImage = db.prepare(
    'INSERT INTO kyc_images (account_id, side, file_path, bytes, content_type, uploaded_at) VALUES (?, ?, ?, ?, ?, ?) ' +
      'ON CONFLICT(account_id, side) DO UPDATE SET file_path = excluded.file_path, bytes = excluded.bytes, ' +
      'content_type = excluded.content_type, uploaded_at = excluded.uploaded_at RETURNING *',
  );
  const selectAccount = db.prepare('SELECT kyc_free, under_age_at FROM kyc_accounts WHERE account_id = ?');
  const upsertKycFree = db.prepare(
    'INSERT INTO kyc_accounts (account_id, kyc_free) VALUES (?, ?) ON CONFLICT(account_id) DO UPDATE SET kyc_free = excluded.kyc_free',
  );
  const upsertUnderAge = db.prepare(
    'INSERT INTO kyc_accounts (account_id, under_age_at) VALUES (?1, ?2) ' +
      'ON CONFLICT(account_id) DO UPDATE SET under_age_at = COALESCE(under_age_at, excluded.under_age_at)',
  );

  return {
    submission(accountId) {
      const row = selectSubmission.get(accountId);
      return row ? toSubmission(row) : undefined;
    },
    submit(accountId, fields, now) {
      upsertSubmission.run(accountId, JSON.stringify(fields), now);
    },
    review(accountId, outcome, now) {
      const reason = outcome.status === 'REJECTED' ? outcome.reason : '';
      return Number(reviewPending.run(outcome.status, reason, now, accountId).changes) === 1;
    },
    submissions(status) {
      return selectByStatus.all(status).map((row) => ({ ...toSubmission(row), username: String(row.username) }));
    },
    images(accountId) {
      return selectImages.all(accountId).map(toImage);
    },
    image(id) {
      const row = selectImage.get(id);
      return row ? toImage(row) : undefined;
    },
    saveImage(image) {
      const before = selectSide.get(image.accountId, image.side);
      const row = upsertImage.get(image.accountId, image.side, image.filePath, image.bytes, image.contentType, image.uploadedAt);
      if (!row) throw new Error('The picture was not stored');
      return { replaced: before ? String(before.file_path) : null, image: toImage(row) };
    },
    kycFree(accountId) {
      return selectAccount.get(accountId)?.kyc_free === 'Y' ? 'Y' : 'N';
    },
    setKycFree(accountId, kycFree) {
      upsertKycFree.run(accountId, kycFree);
    },
    underAgeAt(accountId) {
      const at = selectAccount.get(accountId)?.under_age_at;
      return at === null || at === undefined ? null : Number(at);
    },
    markUnderAge(accountId, now) {
      upsertUnderAge.run(accountId, now);
    },
  };
}
