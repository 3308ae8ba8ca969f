import type { DatabaseSync } from 'node:sqlite';

import type { Contract, ContractKind, ContractStatus, ContractTerms } from '../../../src/contract/agent.ts';
import { inTransaction } from '../database.ts';

/**
 * Agent contract requests (docs/product.md#entities, "Contract request"): an upline proposes a daily
 * salary, a dividend or an hourly salary contract with its terms; the member sees it as pending
 * until they accept or decline it, once.
 */
export const CONTRACT_KINDS: readonly ContractKind[] = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'];

/** A stored contract: what the contract pages are answered (the wire contract) and its agent. */
export interface ContractRecord extends Contract {
  accountId: number;
}

interface NewContractRequest {
  accountId: number;
  /** The upline agent offering it; null or absent: the operator. */
  offeredBy?: number | null;
  kind: ContractKind;
  period: string;
  terms?: ContractTerms;
  now: number;
}

/** The wire shape: each field is the pending request's period, or '' when none is pending. */
interface PendingContracts {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
}

type AnswerOutcome =
  { kind: 'answered'; contract: ContractRecord } | { kind: 'not-found' } | { kind: 'already-answered'; contract: ContractRecord };

export interface ContractsRepository {
  insert(request: NewContractRequest): ContractRecord;
  pending(accountId: number): PendingContracts;
  /** The newest pending contract of a kind, else the one answered last, else undefined. */
  current(accountId: number, kind: ContractKind): ContractRecord | undefined;
  /** Answers a pending contract of the account; an answer is final. */
  answer(accountId: number, id: number, decision: 'accepted' | 'declined', now: number): AnswerOutcome;
}

const FIELD_BY_KIND: Readonly<Record<ContractKind, keyof PendingContracts>> = {
  DAILY_SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypecompperiodreq',
  HOURLY_SALARY: 'contracthoursalreq',
};

/** What a request without terms gets: a contract with no tiers pays nothing, so say it plainly. */
export const EMPTY_TERMS: ContractTerms = { basis: 'VALID_BET', reward: 'AMOUNT', tiers: [] };

function parseTerms(text: string): ContractTerms {
  try {
    const parsed = JSON.parse(text) as Partial<ContractTerms>;
    return {
      basis: parsed.basis === 'NET_LOSS' ? 'NET_LOSS' : 'VALID_BET',
      reward: parsed.reward === 'PERCENT' ? 'PERCENT' : 'AMOUNT',
      tiers: Array.isArray(parsed.tiers) ? parsed.tiers : [],
    };
  } catch {
    // Edited by hand into something unreadable: show no tiers rather than fail the page.
    return EMPTY_TERMS;
  }
}

/**
 * The contract pages' three words for every stored status (docs/product.md#agent-contracts): an
 * edited contract waits for an answer as a new one does, one whose termination the upline asked
 * for is still in force, a cancelled one is over.
 */
const WIRE_STATUS: Readonly<Record<string, ContractStatus>> = {
  pending: 'pending',
  edited: 'pending',
  accepted: 'accepted',
  terminating: 'accepted',
  declined: 'declined',
  cancelled: 'declined',
};

function toRecord(row: Record<string, unknown>): ContractRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    kind: String(row.kind) as ContractKind,
    period: String(row.period),
    terms: parseTerms(String(row.terms)),
    status: WIRE_STATUS[String(row.status)] ?? 'declined',
    createdAt: Number(row.created_at),
    answeredAt: row.answered_at === null || row.answered_at === undefined ? null : Number(row.answered_at),
  };
}

export function createContractsRepository(db: DatabaseSync): ContractsRepository {
  const insert = db.prepare(
    'INSERT INTO contract_requests (account_id, kind, period, terms, created_at, offered_by) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
  );
  // Each change of status is kept (docs/product.md#agent-contracts), in the platform's letters.
  const insertEvent = db.prepare('INSERT INTO contract_events (contract_id, status, actor_id, at) VALUES (?, ?, ?, ?)');
  // Oldest first, so the newest pending request of a kind wins below.
  const selectPending = db.prepare(
    "SELECT kind, period FROM contract_requests WHERE account_id = ? AND status IN ('pending', 'edited') ORDER BY created_at, id",
  );
  const selectCurrent = db.prepare(
    'SELECT * FROM contract_requests WHERE account_id = ? AND kind = ? ' +
      "ORDER BY status IN ('pending', 'edited') DESC, COALESCE(answered_at, created_at) DESC, id DESC LIMIT 1",
  );
  const selectOwn = db.prepare('SELECT * FROM contract_requests WHERE id = ? AND account_id = ?');
  // The status test in the WHERE makes a second answer (even a concurrent one) change nothing.
  const updateAnswer = db.prepare(
    "UPDATE contract_requests SET status = ?, answered_at = ? WHERE id = ? AND account_id = ? AND status IN ('pending', 'edited') RETURNING *",
  );
  return {
    insert(request) {
      return inTransaction(db, () => {
        const offeredBy = request.offeredBy ?? null;
        const terms = JSON.stringify(request.terms ?? EMPTY_TERMS);
        const row = insert.get(request.accountId, request.kind, request.period, terms, request.now, offeredBy);
        if (!row) throw new Error('Contract insert returned nothing');
        const contract = toRecord(row);
        insertEvent.run(contract.id, 'P', offeredBy, request.now);
        return contract;
      });
    },
    pending(accountId) {
      const result: PendingContracts = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
      for (const row of selectPending.all(accountId)) {
        const field = FIELD_BY_KIND[String(row.kind) as ContractKind];
        if (field) result[field] = String(row.period);
      }
      return result;
    },
    current(accountId, kind) {
      const row = selectCurrent.get(accountId, kind);
      return row ? toRecord(row) : undefined;
    },
    answer: (accountId, id, decision, now) =>
      inTransaction(db, (): AnswerOutcome => {
        const row = updateAnswer.get(decision, now, id, accountId);
        if (row) {
          insertEvent.run(id, decision === 'accepted' ? 'A' : 'R', accountId, now);
          return { kind: 'answered', contract: toRecord(row) };
        }
        const existing = selectOwn.get(id, accountId);
        return existing ? { kind: 'already-answered', contract: toRecord(existing) } : { kind: 'not-found' };
      }),
  };
}
