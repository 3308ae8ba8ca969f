import type { DatabaseSync } from 'node:sqlite';

import type { PromotionApplicationState, PromotionKind } from '../../../src/contract/promotions.ts';
import type { PromotionText } from '../seed-data/promotions.ts';

export type { PromotionText };

/** Every stored state, for the operator's decisions (admin API). */
export const APPLICATION_STATES: readonly PromotionApplicationState[] = [
  'joined',
  'applying',
  'claim',
  'claimed',
  'rejected',
  'issued',
  'processing',
  'signed',
];

export interface PromotionRecord {
  id: number;
  code: string;
  kind: PromotionKind;
  /** English text; other languages live in `promotion_texts` and fall back to this. */
  title: string;
  subtitle: string;
  termsHtml: string;
  bonusCents: number;
  startsAt: number;
  endsAt: number;
  sort: number;
}

export interface ApplicationRecord {
  id: number;
  accountId: number;
  promotionId: number;
  state: PromotionApplicationState;
  bonusCents: number;
  appliedAt: number;
  updatedAt: number;
  /** When the demo reviewer decides an `applying` application. */
  reviewAt: number | null;
  /** When the bonus reached the wallet; set once, so a bonus is never paid twice. */
  creditedAt: number | null;
}

interface NewApplication {
  accountId: number;
  promotionId: number;
  state: PromotionApplicationState;
  bonusCents: number;
  now: number;
  reviewAt: number | null;
}

export interface PromotionsRepository {
  /** In display order. */
  list(): PromotionRecord[];
  find(id: number): PromotionRecord | undefined;
  /** Translations of every promotion in one language, by promotion id. */
  texts(language: string): Map<number, PromotionText>;
  applications(accountId: number): ApplicationRecord[];
  application(accountId: number, promotionId: number): ApplicationRecord | undefined;
  /** Undefined when the member already has an application for that promotion. */
  insertApplication(application: NewApplication): ApplicationRecord | undefined;
  /** Moves an application on; `from` guards against a concurrent change (undefined = refused). */
  setState(id: number, to: PromotionApplicationState, now: number, from?: PromotionApplicationState): ApplicationRecord | undefined;
  markCredited(id: number, now: number): void;
  /** `applying` applications of the account whose review time has come, oldest first. */
  dueForReview(accountId: number, now: number): ApplicationRecord[];
  /** Accounts that signed up with this account's invitation code. */
  invitedCount(accountId: number): number;
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function toPromotion(row: Record<string, unknown>): PromotionRecord {
  return {
    id: Number(row.id),
    code: String(row.code),
    kind: String(row.kind) as PromotionKind,
    title: String(row.title),
    subtitle: String(row.subtitle),
    termsHtml: String(row.terms_html),
    bonusCents: Number(row.bonus_cents),
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    sort: Number(row.sort),
  };
}

function toApplication(row: Record<string, unknown>): ApplicationRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    promotionId: Number(row.promotion_id),
    state: String(row.state) as PromotionApplicationState,
    bonusCents: Number(row.bonus_cents),
    appliedAt: Number(row.applied_at),
    updatedAt: Number(row.updated_at),
    reviewAt: nullableNumber(row.review_at),
    creditedAt: nullableNumber(row.credited_at),
  };
}

export function createPromotionsRepository(db: DatabaseSync): PromotionsRepository {
  const selectAll = db.prepare('SELECT * FROM promotions ORDER BY sort, id');
  const selectOne = db.prepare('SELECT * FROM promotions WHERE id = ?');
  const selectTexts = db.prepare('SELECT promotion_id, title, subtitle, terms_html FROM promotion_texts WHERE language = ?');
  const selectApplications = db.prepare('SELECT * FROM promotion_applications WHERE account_id = ? ORDER BY updated_at DESC, id DESC');
  const selectApplication = db.prepare('SELECT * FROM promotion_applications WHERE account_id = ? AND promotion_id = ?');
  const insert = db.prepare(
    'INSERT INTO promotion_applications (account_id, promotion_id, state, bonus_cents, applied_at, updated_at, review_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (account_id, promotion_id) DO NOTHING RETURNING *',
  );
  const update = db.prepare(
    'UPDATE promotion_applications SET state = ?1, updated_at = ?2 WHERE id = ?3 AND (?4 IS NULL OR state = ?4) RETURNING *',
  );
  const credited = db.prepare('UPDATE promotion_applications SET credited_at = ? WHERE id = ? AND credited_at IS NULL');
  const selectDue = db.prepare(
    "SELECT * FROM promotion_applications WHERE account_id = ? AND state = 'applying' AND review_at <= ? ORDER BY id",
  );
  const countInvited = db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE affiliate_id = ?');

  return {
    list: () => selectAll.all().map((row) => toPromotion(row as Record<string, unknown>)),
    find(id) {
      const row = selectOne.get(id);
      return row ? toPromotion(row as Record<string, unknown>) : undefined;
    },
    texts(language) {
      return new Map(
        selectTexts
          .all(language)
          .map((row) => [
            Number(row.promotion_id),
            { title: String(row.title), subtitle: String(row.subtitle), termsHtml: String(row.terms_html) },
          ]),
      );
    },
    applications: (accountId) => selectApplications.all(accountId).map((row) => toApplication(row as Record<string, unknown>)),
    application(accountId, promotionId) {
      const row = selectApplication.get(accountId, promotionId);
      return row ? toApplication(row as Record<string, unknown>) : undefined;
    },
    insertApplication(application) {
      const row = insert.get(
        application.accountId,
        application.promotionId,
        application.state,
        application.bonusCents,
        application.now,
        application.now,
        application.reviewAt,
      );
      return row ? toApplication(row as Record<string, unknown>) : undefined;
    },
    setState(id, to, now, from) {
      const row = update.get(to, now, id, from ?? null);
      return row ? toApplication(row as Record<string, unknown>) : undefined;
    },
    markCredited(id, now) {
      credited.run(now, id);
    },
    dueForReview: (accountId, now) => selectDue.all(accountId, now).map((row) => toApplication(row as Record<string, unknown>)),
    invitedCount(accountId) {
      return Number(countInvited.get(accountId)?.n ?? 0);
    },
  };
}
