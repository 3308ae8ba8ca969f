import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PATHS } from '@/config/paths';

/** Contract request answer (docs/product.md#entities): a non-empty value means a contract waits for the member. */
export interface ContractRequests {
  dailysalreqtype?: string;
  divtypecompperiodreq?: string;
  contracthoursalreq?: string;
}

export interface PendingContract {
  title: MessageDescriptor;
  path: string;
}

/** docs/product.md#agent-contracts: types 4 (trial) and 40, 41, 42 (agent-only) are not asked about contracts. */
const SKIPPED_TYPES: ReadonlySet<number> = new Set([4, 40, 41, 42]);

export function checksContracts(type: number | undefined): boolean {
  return type !== undefined && !SKIPPED_TYPES.has(type);
}

export function pendingContracts(requests: ContractRequests | undefined): PendingContract[] {
  if (!requests) return [];
  const pending: PendingContract[] = [];
  if (requests.dailysalreqtype) pending.push({ title: msg`A daily salary contract is waiting for you`, path: PATHS.salaryContract });
  if (requests.divtypecompperiodreq) pending.push({ title: msg`A dividend contract is waiting for you`, path: PATHS.dividendContract });
  if (requests.contracthoursalreq) pending.push({ title: msg`An hourly salary contract is waiting for you`, path: PATHS.hourContract });
  return pending;
}
