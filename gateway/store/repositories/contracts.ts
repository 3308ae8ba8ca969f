import type { DatabaseSync } from 'node:sqlite';

/**
 * Agent contract requests (SPEC §3 "Contract request response"): an upline proposes a daily
 * salary, a dividend or an hourly salary contract, and the member sees it as pending until it is
 * answered. Only the pending state is served for now.
 */
export type ContractKind = 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';

export interface NewContractRequest {
  accountId: number;
  kind: ContractKind;
  /** What the app shows, e.g. DAILY, MONTHLY, HOURLY. */
  period: string;
  now: number;
}

/** The wire shape: each field is the pending request's period, or '' when none is pending. */
export interface PendingContracts {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
}

export interface ContractsRepository {
  insert(request: NewContractRequest): void;
  pending(accountId: number): PendingContracts;
}

const FIELD_BY_KIND: Readonly<Record<ContractKind, keyof PendingContracts>> = {
  DAILY_SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypecompperiodreq',
  HOURLY_SALARY: 'contracthoursalreq',
};

export function createContractsRepository(db: DatabaseSync): ContractsRepository {
  const insert = db.prepare('INSERT INTO contract_requests (account_id, kind, period, created_at) VALUES (?, ?, ?, ?)');
  // Oldest first, so the newest pending request of a kind wins below.
  const selectPending = db.prepare(
    "SELECT kind, period FROM contract_requests WHERE account_id = ? AND status = 'pending' ORDER BY created_at, id",
  );
  return {
    insert(request) {
      insert.run(request.accountId, request.kind, request.period, request.now);
    },
    pending(accountId) {
      const result: PendingContracts = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
      for (const row of selectPending.all(accountId)) {
        const field = FIELD_BY_KIND[String(row.kind) as ContractKind];
        if (field) result[field] = String(row.period);
      }
      return result;
    },
  };
}
