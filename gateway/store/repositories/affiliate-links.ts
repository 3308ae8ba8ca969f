import type { DatabaseSync } from 'node:sqlite';

import type { LinkAccountType, LinkRegistration } from '../../../src/contract/agent-links.ts';
import { REBATE_PRODUCTS, type RebateSetting } from '../../../src/contract/rebates.ts';

/**
 * An agent's invitation links (docs/product.md#agent-centre): a code of its own, the type of
 * account that registers through it and the rebates that account is given. A deleted link stays
 * (its code is never given again) but no longer registers anyone.
 */
export interface AffiliateLinkRecord {
  id: number;
  agentId: number;
  code: string;
  accountType: LinkAccountType;
  rebates: RebateSetting[];
  registrations: number;
  createdAt: number;
  deletedAt: number | null;
}

interface NewAffiliateLink {
  agentId: number;
  code: string;
  accountType: LinkAccountType;
  rebates: readonly RebateSetting[];
  now: number;
}

export interface AffiliateLinksRepository {
  create(link: NewAffiliateLink): AffiliateLinkRecord;
  /** Whether any link, live or deleted, has the code, whatever its case. */
  codeTaken(code: string): boolean;
  /** The agent's live links, newest first. */
  liveOf(agentId: number): AffiliateLinkRecord[];
  /** One of the agent's live links. */
  findOwn(agentId: number, id: number): AffiliateLinkRecord | undefined;
  /** The live link with the code, whatever its case. */
  findLiveByCode(code: string): AffiliateLinkRecord | undefined;
  /** Deletes one of the agent's live links; false when it has none of that id. */
  remove(agentId: number, id: number, now: number): boolean;
  /** Counts an account registered through the link. */
  addRegistration(linkId: number, accountId: number, now: number): void;
  /** The accounts registered through the link, newest first. */
  registrations(linkId: number): LinkRegistration[];
}

function readRebates(text: string): RebateSetting[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: { productType?: unknown; rebateValue?: unknown }) => {
      const product = REBATE_PRODUCTS.find((candidate) => candidate === item.productType);
      return product && typeof item.rebateValue === 'number' ? [{ productType: product, rebateValue: item.rebateValue }] : [];
    });
  } catch {
    // Edited by hand into something unreadable: no preset rather than a failed page.
    return [];
  }
}

function toRecord(row: Record<string, unknown>): AffiliateLinkRecord {
  return {
    id: Number(row.id),
    agentId: Number(row.agent_id),
    code: String(row.code),
    accountType: row.account_type === 'agent' ? 'agent' : 'member',
    rebates: readRebates(String(row.rebates)),
    registrations: Number(row.registrations ?? 0),
    createdAt: Number(row.created_at),
    deletedAt: row.deleted_at === null || row.deleted_at === undefined ? null : Number(row.deleted_at),
  };
}

const WITH_COUNT =
  'SELECT l.*, (SELECT COUNT(*) FROM affiliate_link_registrations r WHERE r.link_id = l.id) AS registrations FROM affiliate_links l';

export function createAffiliateLinksRepository(db: DatabaseSync): AffiliateLinksRepository {
  const insert = db.prepare(
    'INSERT INTO affiliate_links (agent_id, code, account_type, rebates, created_at) VALUES (?, ?, ?, ?, ?) RETURNING *, 0 AS registrations',
  );
  const selectCode = db.prepare('SELECT 1 FROM affiliate_links WHERE code = ?');
  const selectLive = db.prepare(`${WITH_COUNT} WHERE l.agent_id = ? AND l.deleted_at IS NULL ORDER BY l.created_at DESC, l.id DESC`);
  const selectOwn = db.prepare(`${WITH_COUNT} WHERE l.agent_id = ? AND l.id = ? AND l.deleted_at IS NULL`);
  const selectByCode = db.prepare(`${WITH_COUNT} WHERE l.code = ? AND l.deleted_at IS NULL`);
  const markDeleted = db.prepare('UPDATE affiliate_links SET deleted_at = ? WHERE agent_id = ? AND id = ? AND deleted_at IS NULL');
  const insertRegistration = db.prepare('INSERT INTO affiliate_link_registrations (link_id, account_id, created_at) VALUES (?, ?, ?)');
  const selectRegistrations = db.prepare(
    'SELECT a.username, a.nickname, a.type, r.created_at, a.last_login_at FROM affiliate_link_registrations r ' +
      'JOIN accounts a ON a.id = r.account_id WHERE r.link_id = ? ORDER BY r.created_at DESC, a.id DESC',
  );
  return {
    create(link) {
      const row = insert.get(link.agentId, link.code, link.accountType, JSON.stringify(link.rebates), link.now);
      if (!row) throw new Error('Link insert returned nothing');
      return toRecord(row);
    },
    codeTaken: (code) => selectCode.get(code) !== undefined,
    liveOf: (agentId) => selectLive.all(agentId).map(toRecord),
    findOwn(agentId, id) {
      const row = selectOwn.get(agentId, id);
      return row ? toRecord(row) : undefined;
    },
    findLiveByCode(code) {
      const row = selectByCode.get(code);
      return row ? toRecord(row) : undefined;
    },
    remove: (agentId, id, now) => Number(markDeleted.run(now, agentId, id).changes) > 0,
    addRegistration(linkId, accountId, now) {
      insertRegistration.run(linkId, accountId, now);
    },
    registrations: (linkId) =>
      selectRegistrations.all(linkId).map((row) => ({
        username: String(row.username),
        nickname: String(row.nickname),
        type: Number(row.type),
        registeredAt: Number(row.created_at),
        lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
      })),
  };
}
