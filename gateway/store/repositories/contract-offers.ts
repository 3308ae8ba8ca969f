import type { DatabaseSync } from 'node:sqlite';

import {
  CONTRACT_STATES,
  CONTRACT_STATUS,
  type ContractKind,
  type ContractState,
  type ContractTerms,
} from '../../../src/contract/agent.ts';
import type { ContractEvent, OfferedContract, OwnContract } from '../../../src/contract/agent-links.ts';
import { inTransaction } from '../database.ts';
import { type ContractRecord, type ContractsRepository, EMPTY_TERMS, stateOf, STATUS_OF_STATE } from './contracts.ts';

/**
 * The agent centre's view of contracts (docs/product.md#agent-contracts): the ones an agent holds
 * with who offered them, the ones it offered its downlines, each one's history, all with the
 * platform's status letters, and the upline's request to end one. Offering and the holder's
 * answers go through the contracts repository; every change is kept in the history.
 */
export interface ContractOffersRepository {
  /** The account's contracts, newest first. */
  heldBy(accountId: number): OwnContract[];
  /** The contracts the agent offered, newest first. */
  offeredBy(agentId: number): OfferedContract[];
  /** Whether the account holds or is offered a contract of the kind (P, E, A or V). */
  holdsOpen(accountId: number, kind: ContractKind): boolean;
  /** Who holds the contract and who offered it, when it exists. */
  parties(id: number): { accountId: number; offeredBy: number | null; kind: ContractKind } | undefined;
  history(id: number): ContractEvent[];
  /**
   * The upline asks to end an accepted contract it offered (A → V), once: asked again while the
   * downline has not answered, it changes nothing and answers the contract as it is.
   */
  requestEnd(agentId: number, id: number, now: number): EndRequestOutcome;
  /** A contract in any state with its history, for the demo seed: each event's status and time. */
  seed(contract: SeededContract): void;
}

interface SeededContract {
  accountId: number;
  offeredBy: number | null;
  kind: ContractKind;
  period: string;
  terms: ContractTerms;
  events: readonly { state: ContractState; byDownline: boolean; at: number }[];
}

type EndRequestOutcome =
  { kind: 'requested'; contract: OfferedContract } | { kind: 'not-found' } | { kind: 'not-active'; contract: OfferedContract };

export function createContractOffersRepository(db: DatabaseSync, contracts: Pick<ContractsRepository, 'insert'>): ContractOffersRepository {
  const selectHeld = db.prepare(
    'SELECT c.*, o.username AS offered_by_name FROM contract_requests c LEFT JOIN accounts o ON o.id = c.offered_by ' +
      'WHERE c.account_id = ? ORDER BY c.created_at DESC, c.id DESC',
  );
  const selectOffered = db.prepare(
    'SELECT c.*, a.username AS downline FROM contract_requests c JOIN accounts a ON a.id = c.account_id ' +
      'WHERE c.offered_by = ? ORDER BY c.created_at DESC, c.id DESC',
  );
  const selectOfferedOne = db.prepare(
    'SELECT c.*, a.username AS downline FROM contract_requests c JOIN accounts a ON a.id = c.account_id WHERE c.id = ? AND c.offered_by = ?',
  );
  // The status test makes a second request (even a concurrent one) change nothing.
  const updateEndRequest = db.prepare(
    "UPDATE contract_requests SET status = 'terminating' WHERE id = ? AND offered_by = ? AND status = 'accepted' RETURNING id",
  );
  const selectOpen = db.prepare(
    "SELECT 1 FROM contract_requests WHERE account_id = ? AND kind = ? AND status IN ('pending', 'edited', 'accepted', 'terminating') LIMIT 1",
  );
  const selectParties = db.prepare('SELECT account_id, offered_by, kind FROM contract_requests WHERE id = ?');
  const selectHistory = db.prepare(
    'SELECT e.status, e.at, a.username FROM contract_events e LEFT JOIN accounts a ON a.id = e.actor_id ' +
      'WHERE e.contract_id = ? ORDER BY e.at, e.id',
  );
  const insertEvent = db.prepare('INSERT INTO contract_events (contract_id, status, actor_id, at) VALUES (?, ?, ?, ?)');
  // An answer (A, R) or an end (C) is the contract's answer time; an edit (E) waits for one again;
  // a termination asked for (V) keeps the time the contract was accepted.
  const updateStatus = db.prepare(
    "UPDATE contract_requests SET status = ?1, answered_at = CASE WHEN ?1 = 'edited' THEN NULL WHEN ?1 = 'terminating' THEN answered_at ELSE ?2 END WHERE id = ?3",
  );

  const terms = (row: Record<string, unknown>): ContractTerms => {
    try {
      return JSON.parse(String(row.terms)) as ContractTerms;
    } catch {
      return EMPTY_TERMS;
    }
  };
  const answeredAt = (row: Record<string, unknown>) => (row.answered_at === null ? null : Number(row.answered_at));
  const offered = (row: Record<string, unknown>): OfferedContract => ({
    id: Number(row.id),
    kind: String(row.kind) as ContractKind,
    period: String(row.period),
    terms: terms(row),
    state: stateOf(row.status),
    downline: String(row.downline),
    createdAt: Number(row.created_at),
    answeredAt: answeredAt(row),
  });

  return {
    heldBy: (accountId) =>
      selectHeld.all(accountId).map((row) => {
        const state = stateOf(row.status);
        return {
          id: Number(row.id),
          kind: String(row.kind) as ContractKind,
          period: String(row.period),
          terms: terms(row),
          status: CONTRACT_STATUS[state],
          state,
          createdAt: Number(row.created_at),
          answeredAt: answeredAt(row),
          offeredBy: row.offered_by_name === null ? null : String(row.offered_by_name),
        };
      }),
    offeredBy: (agentId) => selectOffered.all(agentId).map(offered),
    holdsOpen: (accountId, kind) => selectOpen.get(accountId, kind) !== undefined,
    parties(id) {
      const row = selectParties.get(id);
      if (!row) return undefined;
      return {
        accountId: Number(row.account_id),
        offeredBy: row.offered_by === null ? null : Number(row.offered_by),
        kind: String(row.kind) as ContractKind,
      };
    },
    history: (id) =>
      selectHistory.all(id).map((row) => ({
        state: CONTRACT_STATES.find((state) => state === row.status) ?? 'C',
        by: row.username === null ? null : String(row.username),
        at: Number(row.at),
      })),
    requestEnd: (agentId, id, now) =>
      inTransaction(db, (): EndRequestOutcome => {
        const changed = updateEndRequest.get(id, agentId) !== undefined;
        if (changed) insertEvent.run(id, 'V', agentId, now);
        const row = selectOfferedOne.get(id, agentId);
        if (!row) return { kind: 'not-found' };
        const contract = offered(row);
        return changed || contract.state === 'V' ? { kind: 'requested', contract } : { kind: 'not-active', contract };
      }),
    seed(contract) {
      inTransaction(db, () => {
        const first = contract.events[0];
        if (!first) throw new Error('A seeded contract needs its offer');
        const created: ContractRecord = contracts.insert({
          accountId: contract.accountId,
          offeredBy: contract.offeredBy,
          kind: contract.kind,
          period: contract.period,
          terms: contract.terms,
          now: first.at,
        });
        for (const event of contract.events.slice(1)) {
          const actor = event.byDownline ? contract.accountId : contract.offeredBy;
          insertEvent.run(created.id, event.state, actor, event.at);
          updateStatus.run(STATUS_OF_STATE[event.state], event.at, created.id);
        }
      });
    },
  };
}
