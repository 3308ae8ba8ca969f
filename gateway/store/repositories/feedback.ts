import type { DatabaseSync } from 'node:sqlite';

/** Members' suggestions and complaints (docs/product.md#feedback), kept for the operator. */
interface FeedbackRecord {
  id: number;
  accountId: number;
  sender: string;
  content: string;
  /** Always 0: a suggestion, the only kind the app sends. */
  type: 0;
  createdAt: number;
}

export interface FeedbackRepository {
  insert(feedback: Omit<FeedbackRecord, 'id'>): FeedbackRecord;
  /** Newest first. */
  ofAccount(accountId: number): FeedbackRecord[];
}

function toFeedback(row: Record<string, unknown>): FeedbackRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    sender: String(row.sender),
    content: String(row.content),
    type: 0,
    createdAt: Number(row.created_at),
  };
}

export function createFeedbackRepository(db: DatabaseSync): FeedbackRepository {
  const insert = db.prepare('INSERT INTO feedback (account_id, sender, content, type, created_at) VALUES (?, ?, ?, ?, ?) RETURNING *');
  const selectOfAccount = db.prepare('SELECT * FROM feedback WHERE account_id = ? ORDER BY id DESC');
  return {
    insert(feedback) {
      return toFeedback(
        insert.get(feedback.accountId, feedback.sender, feedback.content, feedback.type, feedback.createdAt) as Record<string, unknown>,
      );
    },
    ofAccount: (accountId) => selectOfAccount.all(accountId).map(toFeedback),
  };
}
